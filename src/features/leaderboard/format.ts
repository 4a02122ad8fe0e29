import { numberLocale as locale } from '../../lib/i18n';

export { formatScore, shownName } from '../../components/Ranking';

/** The period a board shows, from its key: a day, a month, or undefined for all time. */
export function periodLabel(language: string, period: string): string | undefined {
  const day = /^d:(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  const month = /^m:(\d{4})-(\d{2})$/.exec(period);
  // Built at noon UTC and formatted in UTC, so no time zone moves the date.
  if (day)
    return new Intl.DateTimeFormat(locale(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!, 12));
  if (month)
    return new Intl.DateTimeFormat(locale(language), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(+month[1]!, +month[2]! - 1, 15, 12));
  return undefined;
}
