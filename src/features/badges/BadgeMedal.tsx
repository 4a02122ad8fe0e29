import type { Badge } from '../../../contract/badge-models';
import { IconCheck, IconLock } from '../../components/icons';
import { badgeArt } from './badge-art';
import styles from './Badges.module.css';

const R = 44;
const C = 2 * Math.PI * R;

/** The medal: in colour once unlocked; greyscale with a ring filling toward the rule while locked. */
export function BadgeMedal({ badge, size = 96 }: { badge: Badge; size?: number }) {
  const { Icon, tone } = badgeArt[badge.type];
  const locked = badge.status === 0;
  const share = badge.goal > 0 ? Math.min(1, badge.progress / badge.goal) : 0;
  return (
    <div
      className={[styles.medal, styles[tone], locked ? styles.medalLocked : ''].join(' ')}
      style={{ inlineSize: size, blockSize: size }}
      aria-hidden="true"
    >
      <svg className={styles.ring} viewBox="0 0 100 100">
        <circle className={styles.ringTrack} cx="50" cy="50" r={R} fill="none" strokeWidth="7" />
        <circle
          className={styles.ringValue}
          cx="50"
          cy="50"
          r={R}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={C}
          strokeDashoffset={C * (1 - (locked ? share : 1))}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className={styles.disc}>
        <Icon size={Math.round(size * 0.36)} />
      </span>
      {locked ? (
        <span className={styles.corner}>
          <IconLock size={14} />
        </span>
      ) : badge.status === 2 ? (
        <span className={[styles.corner, styles.cornerDone].join(' ')}>
          <IconCheck size={14} />
        </span>
      ) : null}
    </div>
  );
}
