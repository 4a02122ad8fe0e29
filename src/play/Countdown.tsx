import { useTranslation } from 'react-i18next';
import styles from './Countdown.module.css';

const R = 26;
const C = 2 * Math.PI * R;

/** The countdown ring; screen readers hear it only at 10 s and 5 s (UI.md). */
export function Countdown({ remaining, total }: { remaining: number; total: number }) {
  const { t } = useTranslation();
  const level = remaining <= 5 ? 'danger' : remaining <= 10 ? 'warn' : 'ok';
  const fraction = total > 0 ? remaining / total : 0;
  const announce =
    remaining <= 5
      ? t('seconds_left', { count: 5 })
      : remaining <= 10
        ? t('seconds_left', { count: 10 })
        : '';
  return (
    <div className={styles.ring} data-level={level} data-total={total} data-testid="countdown">
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle className={styles.ringTrack} cx="32" cy="32" r={R} fill="none" strokeWidth="7" />
        <circle
          className={styles.ringValue}
          cx="32"
          cy="32"
          r={R}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={C}
          strokeDashoffset={C * (1 - fraction)}
        />
      </svg>
      <span className={styles.ringText} aria-hidden="true" data-testid="countdown-seconds">
        {remaining}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {announce}
      </span>
    </div>
  );
}
