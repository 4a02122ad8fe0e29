import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { IconBulb, IconCheck, IconClock } from '../../components/icons';
import { clock } from './daily-day';
import styles from './DailyQuiz.module.css';
import { IconFlame } from './IconFlame';
import { StreakCalendar } from './StreakCalendar';
import { useDailyStatus } from './use-daily-status';
import { useMidnightCountdown } from './use-midnight-countdown';

/**
 * Today's quiz is done (code 112): say so kindly, and when the next one opens. Without `streak` (the
 * play screen was refused) the streak is asked of the server and shown with the calendar of played
 * days; null when the page shows them already.
 */
export function AlreadyPlayed({
  streak: known,
  heading = 'h2',
}: {
  streak?: number | null;
  heading?: 'h1' | 'h2';
}) {
  const Heading = heading;
  const { t } = useTranslation();
  const left = useMidnightCountdown();
  const status = useDailyStatus(known === undefined);
  const streak = known ?? status.data?.streak;
  return (
    <>
      <section className={styles.played} aria-labelledby="daily-played-title" data-testid="daily-played">
        <span className={styles.playedBadge} aria-hidden="true">
          <IconCheck size={40} />
        </span>
        <Heading id="daily-played-title" className={styles.playedTitle}>
          {t('code_112')}
        </Heading>
        <p className={styles.playedText}>{t('daily_come_back_tomorrow')}</p>
        {streak ? (
          <span className={styles.streakPill} data-testid="daily-streak">
            <IconFlame size={18} /> {t('daily_streak_days', { count: streak })}
          </span>
        ) : null}
        <div className={styles.countdown} role="timer" aria-label={t('daily_next_in', { time: clock(left) })}>
          <IconClock size={20} aria-hidden="true" />
          <span className={styles.countdownLabel} aria-hidden="true">
            {t('daily_next_quiz')}
          </span>
          <span className={styles.countdownValue} dir="ltr" aria-hidden="true" data-testid="daily-countdown">
            {clock(left)}
          </span>
        </div>
        <ButtonLink to="/quiz-zone/" variant="secondary">
          <IconBulb size={20} /> {t('daily_play_quiz_zone')}
        </ButtonLink>
      </section>
      {known === undefined && status.data ? <StreakCalendar status={status.data} /> : null}
    </>
  );
}
