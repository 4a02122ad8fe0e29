import { sql } from 'drizzle-orm';
import type { BadgeType } from '../../../contract';
import type { DbOrTx } from '../../db/client';
import { dailyStreak, utcDay } from '../../lib/streaks';
import { quizTypes } from '../../../contract/modes';

async function one(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number | string | null }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/** Consecutive days in `activity_days` ending on `day`. */
export async function activityRun(db: DbOrTx, userId: number, day: string): Promise<number> {
  return one(
    db,
    sql`WITH days AS (
      SELECT ${day}::date - day AS back, row_number() OVER (ORDER BY day DESC) - 1 AS n
      FROM activity_days WHERE user_id = ${userId} AND day <= ${day}::date
    ) SELECT count(*)::int AS n FROM days WHERE back = n`,
  );
}

/**
 * The run still alive: it ends on the latest day with a play, unless that day is too long ago. Daily quiz
 * days are the player's local days, so a day of slack keeps a streak shown while their "today" lags UTC.
 */
async function liveRun(
  db: DbOrTx,
  userId: number,
  table: 'daily_plays' | 'activity_days',
  run: (db: DbOrTx, userId: number, day: string) => Promise<number>,
): Promise<number> {
  const result = await db.execute<{ latest: string | null }>(
    sql`SELECT max(day)::text AS latest FROM ${sql.identifier(table)} WHERE user_id = ${userId}`,
  );
  const latest = result.rows[0]?.latest;
  if (!latest || latest < utcDay(-2)) return 0;
  return run(db, userId, latest);
}

export const correctAnswers = (db: DbOrTx, userId: number) =>
  one(db, sql`SELECT COALESCE(sum(correct), 0)::int AS n FROM category_stats WHERE user_id = ${userId}`);

/** Coins ever credited, refunds of cancelled or rejected redeems excepted (they give back, not earn). */
export const earnedCoins = (db: DbOrTx, userId: number) =>
  one(
    db,
    sql`SELECT COALESCE(sum(amount), 0)::int AS n FROM coin_ledger
      WHERE user_id = ${userId} AND amount > 0 AND ref NOT LIKE 'payment-refund:%'`,
  );

export const quizZoneGames = (db: DbOrTx, userId: number) =>
  one(
    db,
    sql`SELECT count(*)::int AS n FROM attempts WHERE user_id = ${userId} AND quiz_type = ${quizTypes.quizZone} AND status = 'graded'`,
  );

export const referralCount = (db: DbOrTx, userId: number) =>
  one(db, sql`SELECT count(*)::int AS n FROM referrals WHERE referrer_id = ${userId} AND status = 'paid'`);

export const otherBadgesUnlocked = (db: DbOrTx, userId: number) =>
  one(
    db,
    sql`SELECT count(*)::int AS n FROM user_badges
      WHERE user_id = ${userId} AND status >= 1 AND badge_type <> 'power_elite'`,
  );

export const dailyRunNow = (db: DbOrTx, userId: number) => liveRun(db, userId, 'daily_plays', dailyStreak);
export const activityRunNow = (db: DbOrTx, userId: number) =>
  liveRun(db, userId, 'activity_days', activityRun);

/** The player's all-time points. */
export const allTimePoints = (db: DbOrTx, userId: number) =>
  one(db, sql`SELECT score AS n FROM users WHERE id = ${userId}`);

/**
 * Ultimate Player: no other active player has as many points (a tie leaves the badge with whoever got there first,
 * who unlocked it then). Asked only once the player has the minimum, and EXISTS stops at the first rival.
 */
export async function leadsAllPlayers(db: DbOrTx, userId: number, points: number): Promise<boolean> {
  const result = await db.execute<{ rival: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE id <> ${userId} AND status = 1 AND score >= ${points}) AS rival`,
  );
  return result.rows[0]?.rival === false;
}

/** Progress the server can recount from its own facts; the one-off badges are measured by their status. */
export const measures: Partial<Record<BadgeType, (db: DbOrTx, userId: number) => Promise<number>>> = {
  dashing_debut: quizZoneGames,
  ultimate_player: allTimePoints,
  big_thing: correctAnswers,
  elite: earnedCoins,
  thirsty: dailyRunNow,
  power_elite: otherBadgesUnlocked,
  sharing_caring: referralCount,
  streak: activityRunNow,
};
