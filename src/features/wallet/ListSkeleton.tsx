import { Skeleton } from '../../components/Skeleton';
import styles from './CoinHistory.module.css';

/** Placeholder rows shaped like the list while the first page loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className={styles.rows} aria-hidden="true" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={styles.row}>
          <Skeleton width={44} height={44} radius="var(--radius-md)" />
          <span className={styles.rowText}>
            <Skeleton width="60%" height={16} />
            <Skeleton width="40%" height={12} />
          </span>
          <Skeleton width={48} height={20} />
        </li>
      ))}
    </ul>
  );
}
