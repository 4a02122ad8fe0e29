import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '../../../contract';
import { Avatar } from '../../components/Avatar';
import { formatScore, shownName } from './format';
import styles from './Leaderboard.module.css';

const spots = { 1: styles.first, 2: styles.second, 3: styles.third } as Record<number, string>;

/** The top three on steps: second, first, third from the start edge (mirrored in RTL). */
export function Podium({ top, meId }: { top: LeaderboardRow[]; meId: number | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={styles.podium} aria-label={t('lb_podium')} data-testid="podium">
      {top.map((row) => {
        const me = row.user_id === meId;
        const name = shownName(row.name, t('lb_player'));
        return (
          <li
            key={row.user_id}
            className={[styles.spot, spots[row.user_rank] ?? ''].join(' ')}
            aria-current={me || undefined}
            data-testid={`podium-${row.user_rank}`}
            style={{ '--delay': `${row.user_rank * 90}ms` } as CSSProperties}
          >
            <span className={styles.spotAvatar}>
              {row.user_rank === 1 ? <Crown /> : null}
              <Avatar name={name} src={row.profile || undefined} size={row.user_rank === 1 ? 76 : 60} />
              <span className={styles.medal} aria-hidden="true">
                {row.user_rank}
              </span>
            </span>
            <span className="visually-hidden">{t('lb_rank', { rank: row.user_rank })}</span>
            <span className={styles.spotName} dir="auto">
              {name}
            </span>
            {me ? <span className={styles.youChip}>{t('lb_you')}</span> : null}
            <span className={styles.spotScore} data-testid={`podium-${row.user_rank}-score`}>
              {formatScore(i18n.language, row.score)} <small>{t('lb_points')}</small>
            </span>
            <span className={styles.step} aria-hidden="true" />
          </li>
        );
      })}
    </ol>
  );
}

function Crown() {
  return (
    <svg className={styles.crown} viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      <path d="M2 18 4 5l7 6 5-9 5 9 7-6 2 13z" />
      <circle cx="4" cy="4" r="2.4" />
      <circle cx="16" cy="2.6" r="2.4" />
      <circle cx="28" cy="4" r="2.4" />
    </svg>
  );
}
