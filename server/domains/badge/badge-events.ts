import type { Tx } from '../../db/client';

/**
 * What can unlock a badge (SPEC §9). Every place where such a thing happens makes one call,
 * `badgeEvent(tx, userId, event)`, inside its own transaction; the badge engine decides the rest.
 */
export type BadgeEvent =
  /** A practice attempt was graded (quiz zone, daily quiz, learning modes…). */
  | { kind: 'attempt_graded'; attemptId: string }
  /** Coins were credited (Elite counts what a player has earned). */
  | { kind: 'coins_earned' }
  /** A referral was credited to its owner (Sharing Caring). */
  | { kind: 'referral' }
  /** A live battle ended with this player winning (random: Combat Winner, Quiz Warrior). */
  | { kind: 'battle_won'; mode: 'random' | 'group'; winStreak: number }
  /** A contest was settled with this player first (Most Wanted). */
  | { kind: 'contest_won'; contestId: number };

export async function badgeEvent(_tx: Tx, _userId: number, _event: BadgeEvent): Promise<void> {
  // The badge engine (issue 4) evaluates the rules here.
}
