import { numberLocale } from '../../lib/i18n';

/**
 * Pure helpers of the contest screens: dates in the player's locale and time zone, countdowns against
 * the server's clock, and which contest the list shows where.
 */

/** A contest's window, e.g. "27 Nov, 14:00 – 28 Nov, 14:00", in the device's time zone. */
export function formatWindow(language: string, startsAt: string, endsAt: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

export interface Countdown {
  days: number;
  /** "hh:mm:ss" of what is left under a day. */
  clock: string;
  done: boolean;
}

/** What is left until `target` (ms since the epoch) at `now`; never negative. */
export function countdown(target: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  const days = Math.floor(left / 86_400);
  const rest = left % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock, done: left === 0 };
}

/** How far the device's clock is behind the server's (ms), from a server time read at `receivedAt`. */
export const clockOffset = (serverTime: string, receivedAt: number) => Date.parse(serverTime) - receivedAt;

/** The prize of a rank in a prize table (0 when the rank wins nothing). */
export const prizeOf = (prizes: { rank: number; coins: number }[], rank: number | null) =>
  rank === null ? 0 : (prizes.find((p) => p.rank === rank)?.coins ?? 0);
