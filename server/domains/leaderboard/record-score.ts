import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { scoreEvents, users } from '../../db/schema';

/**
 * Adds score for a player inside the caller's transaction: an append-only score event (one per user
 * and ref, so a replay adds nothing) and the player's all-time score.
 */
export async function recordScore(tx: Tx, userId: number, points: number, source: string, ref: string) {
  if (points === 0) return;
  const [event] = await tx
    .insert(scoreEvents)
    .values({ userId, points, source, ref })
    .onConflictDoNothing()
    .returning({ id: scoreEvents.id });
  if (!event) return;
  await tx
    .update(users)
    .set({ score: sql`${users.score} + ${points}` })
    .where(eq(users.id, userId));
}
