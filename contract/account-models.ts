import { z } from 'zod';

/** Referrals, statistics and account deletion (issue 4). */

/** What the invite page shows: the player's own code and what a referral pays (DESIGN §10). */
export const referralInfoSchema = z.object({
  refer_code: z.string(),
  /** The friend's code this player used, '' while none. */
  friends_code: z.string(),
  /** Whether this player may still enter a friend's code (only once, ever). */
  can_apply: z.boolean(),
  /** How many players joined with this player's code and played their first game (paid). */
  friends_joined: z.number(),
  /** How many joined but have not finished a first game yet: both rewards wait for it. */
  friends_pending: z.number(),
  /** Whether this player's own referral (the code they entered) still waits for their first game. */
  reward_pending: z.boolean(),
  /** Coins this player has been paid for them. */
  coins_earned: z.number(),
  /** Coins the code's owner gets per friend (earn_coin) and the friend gets (refer_coin). */
  earn_coin: z.number(),
  refer_coin: z.number(),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;

export const referralAppliedSchema = z.object({
  friends_code: z.string(),
  /** Coins credited to this player now (0: a referral pays after the first game) and the balance after. */
  coins_added: z.number(),
  /** Coins this player gets when they finish their first game. */
  coins_pending: z.number(),
  coins: z.number(),
});

export const categoryStatSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  answered: z.number(),
  correct: z.number(),
  /** Correct answers in per cent, 0–100. */
  ratio: z.number(),
});
export type CategoryStat = z.infer<typeof categoryStatSchema>;

export const rankPeriods = ['daily', 'monthly', 'all'] as const;
export type RankPeriod = (typeof rankPeriods)[number];

export const statisticsSchema = z.object({
  questions_answered: z.number(),
  correct_answers: z.number(),
  incorrect_answers: z.number(),
  /** Correct answers in per cent, 0–100 (0 before the first answer). */
  accuracy: z.number(),
  /** The best and worst categories by ratio (null until a category has answers; weak differs from strong). */
  strong_category: categoryStatSchema.nullable(),
  weak_category: categoryStatSchema.nullable(),
  /** Every category the player answered in, best ratio first. */
  categories: z.array(categoryStatSchema),
  /** The player's current rank on each leaderboard (null when not on it) and the best of them. */
  ranks: z.object({
    daily: z.number().nullable(),
    monthly: z.number().nullable(),
    all: z.number().nullable(),
  }),
  best_rank: z.object({ period: z.enum(rankPeriods), rank: z.number() }).nullable(),
  battles: z.object({ played: z.number(), won: z.number(), lost: z.number(), drawn: z.number() }),
  coins: z.number(),
  score: z.number(),
  /** Points per UTC day for the last 30 days, oldest first, days without play as 0. */
  score_by_day: z.array(z.object({ day: z.string(), points: z.number() })),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** One signed-in device in the player's list of sessions (Settings → Devices). */
export const sessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the browser that signed in; '' when it could not be told. */
  device: z.string(),
  /** ISO 8601 instants: when the session began and when it was last used (to within a few minutes). */
  created_at: z.string(),
  last_seen: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
