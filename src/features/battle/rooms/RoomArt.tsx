import { useTranslation } from 'react-i18next';
import { IconCoin, IconUser } from '../../../components/icons';
import type { BattleArea } from '../paths';
import styles from './RoomArt.module.css';

/** The room owner's crown (the shared icon set has none). */
export function IconCrown({ size = 18 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      stroke="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 8.5l4.5 3.5L12 5l4.5 7L21 8.5 19 18H5L3 8.5Z" />
      <rect x="5" y="19.2" width="14" height="2" rx="1" />
    </svg>
  );
}

/**
 * The mode's picture: two players face to face for a friend room, four around the pot for a group.
 * Decorative only; the page's text says the same.
 */
export function RoomArt({ area }: { area: BattleArea }) {
  const { t } = useTranslation();
  if (area === 'group') {
    return (
      <div className={`${styles.art} ${styles.group}`} aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={`${styles.bubble} ${styles[`seat${n}`]}`}>
            <IconUser size={24} />
          </span>
        ))}
        <span className={styles.pot}>
          <IconCoin size={30} />
        </span>
      </div>
    );
  }
  return (
    <div className={`${styles.art} ${styles.duel}`} aria-hidden="true">
      <span className={`${styles.bubble} ${styles.seat1}`}>
        <IconUser size={30} />
      </span>
      <span className={styles.vs}>{t('battle_vs')}</span>
      <span className={`${styles.bubble} ${styles.seat2}`}>
        <IconUser size={30} />
      </span>
    </div>
  );
}
