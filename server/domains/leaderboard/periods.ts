import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../settings/schema';
import { dayInZone } from '../../lib/calendar-day';

export const boards = ['daily', 'monthly', 'all'] as const;
export type Board = (typeof boards)[number];

/** The leaderboard_totals period key of each board at one moment: 'd:YYYY-MM-DD', 'm:YYYY-MM', 'all'. */
export type PeriodKeys = Record<Board, string>;

/** Days and months follow the calendar of the `system_timezone` setting, the same for every player. */
export function periodKeys(at: Date, timeZone: string): PeriodKeys {
  // An unknown zone (a typo in the setting) counts as UTC.
  const day = dayInZone(at, timeZone) ?? at.toISOString().slice(0, 10);
  return { daily: `d:${day}`, monthly: `m:${day.slice(0, 7)}`, all: 'all' };
}

/**
 * The `system_timezone` setting read through the caller's own handle. Inside a transaction it must be
 * the transaction itself: with the embedded engine's single connection the pool would wait forever.
 */
export async function systemTimeZone(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'system_timezone'));
  return row?.value || 'UTC';
}
