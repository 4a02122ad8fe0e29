import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { leaderboardTotals, scoreEvents, users } from '../../db/schema';
import { periodKeys, systemTimeZone } from './periods';

/**
 * When a score counts. Callers that already read the settings (outside their transaction) pass the
 * zone; otherwise it is read through the transaction. `at` lets jobs and tests write past events.
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
