import { languageTag } from '../../lib/i18n';

/** Latin digits everywhere, so amounts, balances and dates read the same as the header's coin count. */
const locale = (language: string) => `${languageTag(language)}-u-nu-latn`;

export const formatNumber = (language: string, n: number, fraction = 0) =>
  new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(n);

/** A signed coin amount: "+10", "−100" (a real minus sign, read as "minus"). */
export const signedCoins = (language: string, amount: number) =>
  `${amount > 0 ? '+' : '−'}${formatNumber(language, Math.abs(amount))}`;

/** Isolated left-to-right, so "$20.00" keeps its symbol in front inside Arabic text. */
export const formatMoney = (language: string, symbol: string, amount: number) =>
  `\u2066${symbol}${formatNumber(language, amount, 2)}\u2069`;

export const formatTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(locale(language), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export const formatDate = (language: string, iso: string) =>
  new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

export const formatDateTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** The heading of a day in the player's time zone: today, yesterday, or the date. */
export function dayLabel(language: string, iso: string, today: string, yesterday: string) {
  const date = new Date(iso);
  const now = new Date();
  const before = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return today;
  if (dayKey(date) === dayKey(before)) return yesterday;
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
}

/** Groups rows (newest first) by their local day, keeping the order. */
export function groupByDay<T extends { date: string }>(
  rows: T[],
): { key: string; date: string; rows: T[] }[] {
  const groups: { key: string; date: string; rows: T[] }[] = [];
  for (const row of rows) {
    const key = dayKey(new Date(row.date));
    const last = groups.at(-1);
    if (last?.key === key) last.rows.push(row);
    else groups.push({ key, date: row.date, rows: [row] });
  }
  return groups;
}
