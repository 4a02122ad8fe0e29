import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

// Day and streak helpers shared by play (the daily quiz's streak reward) and badge (Streak, Thirsty):
// here rather than in either domain so that badge never imports play (issue 15 §2: no domain cycles).

/** "YYYY-MM-DD" in UTC, `offset` days from today: the Streak badge counts UTC days. */
export function utcDay(offset = 0, now = new Date()): string {
  return new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

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
