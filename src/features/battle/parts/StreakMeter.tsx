import { useTranslation } from 'react-i18next';
import { IconFlame } from './icons';
import styles from './Record.module.css';

/** Random battles won in a row earn Quiz Warrior at this many. */
export const WARRIOR_STREAK = 3;

/** The win streak with a flame and three pips toward Quiz Warrior; the text carries the meaning. */
export function StreakMeter({ streak, compact = false }: { streak: number; compact?: boolean }) {
  const { t } = useTranslation();
  const left = Math.max(0, WARRIOR_STREAK - streak);
  const hint =
    streak >= WARRIOR_STREAK
      ? t('battle_warrior_earned')
      : streak === 0
        ? t('battle_warrior_start', { count: WARRIOR_STREAK })
        : t('battle_warrior_left', { count: left });
  return (
    <div className={styles.streak} data-hot={streak > 0 || undefined} data-compact={compact || undefined}>
      <span className={styles.flame} aria-hidden="true">
        <IconFlame size={compact ? 24 : 30} />
      </span>
      <span className={styles.streakText}>
        <strong className={styles.streakValue} data-testid="win-streak" data-value={streak}>
          {t('battle_streak', { count: streak })}
        </strong>
        <span className={styles.streakHint}>{hint}</span>
      </span>
      <span className={styles.pips} aria-hidden="true">
        {Array.from({ length: WARRIOR_STREAK }, (_, i) => (
          <span key={i} className={styles.pip} data-on={i < streak || undefined} />
        ))}
      </span>
    </div>
  );
}
