import { and, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPlays } from './schema';

/** The first day of a 'YYYY-MM' month and of the month after it (its end, excluded). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

// Days are written as text by PostgreSQL itself: node-postgres and PGlite would otherwise differ
// (a Date at the server's midnight against a string), and a Date shifts in a zone west of UTC.
const dayText = sql<string>`to_char(${dailyPlays.day}, 'YYYY-MM-DD')`;

/**
 * The days of a month the player completed the daily quiz. A day is stored as the player's calendar
 * day when it was played (the account's zone, as the streak counts it), so no conversion happens here.
 */
export async function playedDays(db: DbOrTx, userId: number, month: string): Promise<string[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({ day: dayText })
    .from(dailyPlays)
    .where(and(eq(dailyPlays.userId, userId), gte(dailyPlays.day, from), lt(dailyPlays.day, to)))
    .orderBy(dailyPlays.day);
  return rows.map((r) => r.day);
}

/** The first day the player ever played: the calendar's earliest month. */
export async function firstPlayedDay(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`to_char(${min(dailyPlays.day)}, 'YYYY-MM-DD')` })
    .from(dailyPlays)
    .where(eq(dailyPlays.userId, userId));
  return row?.day ?? null;
}
