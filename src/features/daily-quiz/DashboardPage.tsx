import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { IconCalendar, IconClock, IconPlay, IconQuestion } from '../../components/icons';
import { Page, PageHeader } from '../../components/Page';
import { Seo } from '../../components/Seo';
import { Skeleton } from '../../components/Skeleton';
import { languageTag } from '../../lib/i18n';
import { configNumber, useSystemConfig } from '../../lib/settings';
import { AlreadyPlayed } from './AlreadyPlayed';
import styles from './DailyQuiz.module.css';
import { IconFlame } from './IconFlame';
import { StreakCalendar } from './StreakCalendar';
import { useDailyStatus } from './use-daily-status';
import { dailyPaths } from './paths';

/**
 * The daily quiz card: today's date, the streak and the rules, and Start. Only get_daily_status is
 * asked here: get_daily_quiz issues the day's attempt, so the play screen calls it when Start is pressed.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const config = useSystemConfig();
  const { data: status, loading, error } = useDailyStatus();
  const playedToday = status?.played ?? false;
  // Start only once the server said today is open (no button that vanishes a moment later); if it
  // cannot say (offline), Start anyway: the play screen explains what the server answers.
  const waiting = loading && !status && !error;
  const questions = configNumber(config, 'daily_quiz_total_question');
  const seconds = configNumber(config, 'quiz_zone_duration');
  const now = new Date();
  const locale = languageTag(i18n.language);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(now);
  const monthDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    now,
  );
  const dayNumber = new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(now);
  const month = new Intl.DateTimeFormat(locale, { month: 'short' }).format(now);
  const streak = status?.streak ?? 0;
  const best = status?.best_streak ?? 0;

  return (
    <Page narrow>
      <Seo title={t('mode_daily_quiz')} description={t('mode_daily_quiz_desc')} />
      <PageHeader title={t('mode_daily_quiz')} subtitle={t('mode_daily_quiz_desc')} back="/" />
      <section className={styles.card} aria-labelledby="daily-date" data-testid="daily-card">
        <div className={styles.cardTop}>
          <div className={styles.calendar} aria-hidden="true">
            <span className={styles.calendarMonth}>{month}</span>
            <span className={styles.calendarDay}>{dayNumber}</span>
          </div>
          <div className={styles.dateText}>
            <span className={styles.kicker}>
              <IconCalendar size={16} /> {t('daily_today')}
            </span>
            <h2 id="daily-date" className={styles.date} data-testid="daily-date">
              <span className={styles.weekday}>{weekday}</span> {monthDay}
            </h2>
          </div>
        </div>

        <div className={styles.streakRow} data-testid="daily-streak-row">
          <span className={[styles.flame, streak > 0 ? styles.flameLit : ''].join(' ')} aria-hidden="true">
            <IconFlame size={36} />
          </span>
          <div className={styles.streakText}>
            {waiting ? (
              <Skeleton width="9em" height="1.4em" />
            ) : (
              <>
                <div className={styles.streakValue} data-testid="daily-streak">
                  {t('daily_streak_days', { count: streak })}
                </div>
                <div className={styles.streakHint}>
                  {playedToday
                    ? t('daily_streak_safe')
                    : streak > 0
                      ? t('daily_streak_keep')
                      : t('daily_streak_start')}
                </div>
                {best > 0 ? (
                  <div className={styles.streakBest} data-testid="daily-best-streak">
                    {t('daily_best_streak', { count: best })}
                  </div>
                ) : null}
              </>
            )}
          </div>
        </div>

        {waiting ? (
          <Skeleton height={52} radius="var(--radius-lg)" />
        ) : playedToday ? null : (
          <>
            <ul className={styles.rules} aria-label={t('daily_rules')}>
              <li className={styles.rule}>
                <IconQuestion size={18} /> {t('questions_count', { count: questions })}
              </li>
              <li className={styles.rule}>
                <IconClock size={18} /> {t('daily_seconds_each', { count: seconds })}
              </li>
            </ul>
            <p className={styles.note}>{t('daily_once_a_day')}</p>
            <ButtonLink to={dailyPaths.play} variant="gold" block data-testid="daily-start">
              <IconPlay size={20} /> {t('daily_start')}
            </ButtonLink>
          </>
        )}
      </section>
      {status ? (
        <StreakCalendar key={status.month} status={status} />
      ) : waiting ? (
        <Skeleton height={380} radius="var(--radius-xl)" />
      ) : null}
      {playedToday ? <AlreadyPlayed streak={null} /> : null}
    </Page>
  );
}
