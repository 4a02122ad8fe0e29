import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/Skeleton';
import styles from './Leaderboard.module.css';

/** The podium and rows' shapes while a board loads. */
export function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className={styles.skeleton}
      role="status"
      aria-label={t('loading')}
      data-testid="leaderboard-loading"
    >
      <div className={styles.podium}>
        {[2, 1, 3].map((rank) => (
          <div
            key={rank}
            className={[
              styles.spot,
              rank === 1 ? styles.first : rank === 2 ? styles.second : styles.third,
            ].join(' ')}
          >
            <Skeleton width={rank === 1 ? 76 : 60} height={rank === 1 ? 76 : 60} radius="50%" />
            <Skeleton width="70%" height={14} />
            <span className={styles.step} />
          </div>
        ))}
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton width={24} height={18} />
          <Skeleton width={40} height={40} radius="50%" />
          <Skeleton width="50%" height={16} />
        </div>
      ))}
    </div>
  );
}
