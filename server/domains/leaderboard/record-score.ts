import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { leaderboardTotals, scoreEvents } from './schema';
import { users } from '../user/schema';
import { periodKeys, systemTimeZone } from './periods';

/**
 * When a score counts: `at` (default now; jobs and tests write past events) in the calendar of the
 * `system_timezone` setting, the same for every player so a day's board is one board. Callers that
 * read the settings before opening their transaction pass `timeZone`; play grading keeps the original
 * five-argument call, so then the setting is read through the transaction itself — a primary-key read
 * on the connection the transaction already holds (never the pool, which deadlocks the embedded
 * engine's single connection; no network wait). An unknown zone counts as UTC rather than failing a
 * graded game.
 */
export interface ScoreTime {
  at?: Date;
  timeZone?: string;
}

/**
 * Adds score for a player inside the caller's transaction: an append-only score event (one per user
 * and ref, so a replay adds nothing), the player's all-time score, and the rollups of the all-time,
 * monthly and daily boards. Points may be negative (wrong answers deduct); the rollups keep the true
 * sum, and `reached_at` moves to the latest event, so of two players with equal points the one who got
 * there first ranks higher.
 */
export async function recordScore(
  tx: Tx,
  userId: number,
  points: number,
  source: string,
  ref: string,
  when: ScoreTime = {},
) {
  if (points === 0) return;
  const at = when.at ?? new Date();
  const [event] = await tx
    .insert(scoreEvents)
    .values({ userId, points, source, ref, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: scoreEvents.id });
  if (!event) return;
  await tx
    .update(users)
    .set({ score: sql`${users.score} + ${points}` })
    .where(eq(users.id, userId));
  const keys = periodKeys(at, when.timeZone ?? (await systemTimeZone(tx)));
  // Always the same row order (all, month, day), so concurrent writers lock rows in one order.
  await tx
    .insert(leaderboardTotals)
    .values([keys.all, keys.monthly, keys.daily].map((period) => ({ period, userId, points, reachedAt: at })))
    .onConflictDoUpdate({
      target: [leaderboardTotals.period, leaderboardTotals.userId],
      set: {
        points: sql`${leaderboardTotals.points} + excluded.points`,
        reachedAt: sql`greatest(${leaderboardTotals.reachedAt}, excluded.reached_at)`,
      },
    });
}
