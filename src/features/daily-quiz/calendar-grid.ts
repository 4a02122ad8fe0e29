/**
 * The pure logic of the daily quiz calendar (issue 19): months as 'YYYY-MM', days as 'YYYY-MM-DD'
 * (the server's shapes), weekdays numbered 1 Monday … 7 Sunday as Intl.Locale's week info numbers them.
 * Everything is computed on UTC dates: these are calendar days, not instants, and a device zone west of
 * UTC must not move one to the day before.
 */

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

interface WeekInfo {
  firstDay?: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The first day of the week where `locale` is spoken: Sunday in the United States, Saturday in Egypt,
 * Monday in France. Browsers give it as getWeekInfo() (older Chromium: the weekInfo property); Monday,
 * the international standard's, where neither exists.
 */
export function weekStartOf(locale: string): Weekday {
  try {
    const l = new Intl.Locale(locale) as LocaleWithWeek;
    const first = (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay;
    if (first && first >= 1 && first <= 7) return first as Weekday;
  } catch {
    // An invalid tag: the default below.
  }
  return 1;
}

const parts = (month: string) => {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  return { year, index: m - 1 };
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 'YYYY-MM' `delta` months from `month` (back when negative). */
export function shiftMonth(month: string, delta: number): string {
  const { year, index } = parts(month);
  return iso(Date.UTC(year, index + delta, 1)).slice(0, 7);
}

/** The month of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The UTC instant of a month's first day, to format its name with Intl (with timeZone 'UTC'). */
export const monthDate = (month: string) => {
  const { year, index } = parts(month);
  return new Date(Date.UTC(year, index, 1));
};

/** A weekday's date in a known week (1 January 2024 was a Monday), to format its name with Intl. */
export const weekdayDate = (weekday: Weekday) => new Date(Date.UTC(2024, 0, weekday));

/** The seven weekdays in the order a week is drawn, starting on `weekStart`. */
export const weekdayOrder = (weekStart: Weekday): Weekday[] =>
  Array.from({ length: 7 }, (_, i) => (((weekStart - 1 + i) % 7) + 1) as Weekday);

/**
 * The month as rows of seven cells, each a 'YYYY-MM-DD' day or null (the days of the months around it
 * are left blank: a played day there belongs to that month's page). Right to left is the table's
 * business (dir), not this order's.
 */
export function monthGrid(month: string, weekStart: Weekday): (string | null)[][] {
  const { year, index } = parts(month);
  const days = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, index, 1)).getUTCDay() || 7;
  const lead = (firstWeekday - weekStart + 7) % 7;
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => iso(Date.UTC(year, index, i + 1))),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * Where a played day sits in a run of played days within its row, so the row draws one band through
 * consecutive days: 'single', 'start', 'middle' or 'end'; undefined when it was not played.
 */
export function runPosition(
  row: (string | null)[],
  i: number,
  played: ReadonlySet<string>,
): 'single' | 'start' | 'middle' | 'end' | undefined {
  const isPlayed = (j: number) => {
    const day = row[j];
    return day != null && played.has(day);
  };
  if (!isPlayed(i)) return undefined;
  const before = isPlayed(i - 1);
  const after = isPlayed(i + 1);
  return before ? (after ? 'middle' : 'end') : after ? 'start' : 'single';
}
