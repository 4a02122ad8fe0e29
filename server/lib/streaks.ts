import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

// Day and streak helpers shared by play (the daily quiz's streak reward) and badge (Streak, Thirsty):
// here rather than in either domain so that badge never imports play (issue 15 §2: no domain cycles).

/** "YYYY-MM-DD" in UTC, `offset` days from today: the Streak badge counts UTC days. */
export function utcDay(offset = 0, now = new Date()): string {
  return new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" `n` days after (before, when negative) a "YYYY-MM-DD" day. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Consecutive days with a completed daily quiz (rows of daily_plays, play's table), ending on `day`. */
export async function dailyStreak(tx: DbOrTx, userId: number, day: string): Promise<number> {
  const result = await tx.execute<{ streak: number }>(sql`
    WITH days AS (
      SELECT day, ${day}::date - day AS back,
        row_number() OVER (ORDER BY day DESC) - 1 AS n
      FROM daily_plays WHERE user_id = ${userId} AND day <= ${day}::date
    )
    SELECT count(*)::int AS streak FROM days WHERE back = n`);
  return Number(result.rows[0]?.streak ?? 0);
}

/**
 * The longest run of consecutive days with a completed daily quiz, among the days before `before`
 * (all of them without it): days minus their rank are equal within a run, so each run is one group.
 */
export async function longestStreak(tx: DbOrTx, userId: number, before?: string): Promise<number> {
  const result = await tx.execute<{ best: number }>(sql`
    SELECT coalesce(max(n), 0)::int AS best FROM (
      SELECT count(*) AS n FROM (
        SELECT day - (row_number() OVER (ORDER BY day))::int AS run
        FROM daily_plays
        WHERE user_id = ${userId} ${before ? sql`AND day < ${before}::date` : sql``}
      ) days GROUP BY run
    ) runs`);
  return Number(result.rows[0]?.best ?? 0);
}
