import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyStatus } from '../../../contract/models';
import { useApi } from '../../api';
import { IconBack, IconNext } from '../../components/icons';
import { languageTag, numberLocale } from '../../lib/i18n';
import {
  monthDate,
  monthGrid,
  monthOf,
  runPosition,
  shiftMonth,
  weekdayDate,
  weekdayOrder,
  weekStartOf,
} from './calendar-grid';
import { playerTimeZone } from './daily-day';
import styles from './StreakCalendar.module.css';

/**
 * The month's calendar of played days under the streak (issue 19): today ringed, played days filled
 * and joined into bands where they run on, and the months back to the player's first game a tap away.
 * A real table, so a screen reader reads each day under its weekday and hears "played" on it.
 */
export function StreakCalendar({ status }: { status: DailyStatus }) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(status.month);
  // The current month came with the status; an earlier one is asked for when the player goes there.
  const earlier = month !== status.month;
  const asked = useApi('get_daily_status', { timezone: playerTimeZone(), month }, earlier);
  const days = earlier ? asked.data?.played_days : status.played_days;
  const played = useMemo(() => new Set(days ?? []), [days]);

  const locale = numberLocale(i18n.language);
  const weekStart = weekStartOf(languageTag(i18n.language));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const dayNumber = format({ day: 'numeric' });
  const monthName = format({ month: 'long', year: 'numeric' }).format(monthDate(month));
  const weekdays = weekdayOrder(weekStart).map((d) => ({
    d,
    short: format({ weekday: 'narrow' }).format(weekdayDate(d)),
    long: format({ weekday: 'long' }).format(weekdayDate(d)),
  }));
  const first = status.first_day ? monthOf(status.first_day) : status.month;
  const titleId = 'daily-calendar-month';

  return (
    <section className={styles.calendar} aria-labelledby="daily-calendar-title" data-testid="daily-calendar">
      <h2 id="daily-calendar-title" className={styles.title}>
        {t('daily_calendar')}
      </h2>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= first}
          aria-label={t('daily_calendar_prev')}
          data-testid="daily-calendar-prev"
        >
          <IconBack size={20} />
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite" data-testid="daily-calendar-month">
          {monthName}
        </h3>
        <button
          type="button"
          className={styles.navButton}
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= status.month}
          aria-label={t('daily_calendar_next')}
          data-testid="daily-calendar-next"
        >
          <IconNext size={20} />
        </button>
      </div>
      <table className={styles.table} aria-labelledby={titleId} aria-busy={earlier && asked.loading}>
        <thead>
          <tr>
            {weekdays.map(({ d, short, long }) => (
              <th key={d} scope="col" abbr={long}>
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, weekStart).map((row) => (
            <tr key={row.find((d) => d) ?? ''}>
              {row.map((day, i) =>
                day ? (
                  <td
                    key={day}
                    className={styles.cell}
                    data-day={day}
                    data-played={played.has(day) || undefined}
                    data-run={runPosition(row, i, played)}
                    data-future={day > status.day || undefined}
                    aria-current={day === status.day ? 'date' : undefined}
                  >
                    <span className={styles.day}>{dayNumber.format(Date.parse(`${day}T00:00:00Z`))}</span>
                    {played.has(day) ? (
                      <span className="visually-hidden"> {t('daily_calendar_played')}</span>
                    ) : null}
                  </td>
                ) : (
                  <td key={`blank-${i}`} className={styles.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.count} data-testid="daily-calendar-count">
        {days ? t('daily_calendar_count', { count: days.length }) : '\u00a0'}
      </p>
    </section>
  );
}
