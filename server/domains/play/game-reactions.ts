import { eq } from 'drizzle-orm';
import type { BadgeType } from '../../../contract';
import type { Tx } from '../../db/client';
import { utcDay } from '../../lib/streaks';
import { badgeEvent, recordActivityDay } from '../badge';
import { settlePendingReferral, type ReferralPayoutRules } from '../user';
import { users } from '../user/schema';

// What other domains do when a game is graded, in one place (issue 15 §2): the activity day and badges
// (badge), a waiting referral (user). Each runs in the grading transaction, never after its commit:
// badge unlocks and the referral's credit are exactly-once by unique constraints written in the same
// transaction as the grading, and the badges unlocked belong in the result the player is shown.

/** After an online game (quiz zone, daily quiz, learning modes…): returns the badges unlocked now and,
 * when a referral paid, the player's balance after it. */
export async function afterOnlineGame(
  tx: Tx,
  userId: number,
  attemptId: string,
  referral: ReferralPayoutRules | null,
): Promise<{ badges: BadgeType[]; coins: number | null }> {
  await recordActivityDay(tx, userId);
  let coins: number | null = null;
  if (referral && (await settlePendingReferral(tx, userId, referral))) {
    // The referral's coins are part of the balance the result shows.
    const [now] = await tx.select({ coins: users.coins }).from(users).where(eq(users.id, userId));
    coins = now?.coins ?? null;
  }
  const badges = await badgeEvent(tx, userId, { kind: 'attempt_graded', attemptId });
  return { badges, coins };
}

/** After a game played offline and synced later: it counts for the Streak badge on the day it was played. */
export async function afterOfflineGame(tx: Tx, userId: number, playedAt: number): Promise<void> {
  await recordActivityDay(tx, userId, utcDay(0, new Date(playedAt)));
}
