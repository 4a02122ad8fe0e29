import { z } from 'zod';

/** Daily, monthly and all-time leaderboards (issue 4). */

/** A player on a board. Only public fields: never an e-mail address or another private field. */
export const leaderboardRowSchema = z.object({
  user_id: z.number(),
  /** '' when the player never set a name (the client shows a generic label). */
  name: z.string(),
  /** Absolute URL of the profile picture, or ''. */
  profile: z.string(),
  /** Points in the board's period. */
  score: z.number(),
  /** 1 for the best; equal points go to whoever reached them first. */
  user_rank: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/**
 * The caller's own standing, always present. `user_rank` is null while they are not ranked in the
 * period: no points yet, or 0 or fewer (wrong answers deduct), in which case `score` shows them.
 */
export const myRankSchema = leaderboardRowSchema.extend({ user_rank: z.number().nullable() });
export type MyRank = z.infer<typeof myRankSchema>;

/** Field names follow the original (reference §2.8); `total` (the envelope's) counts ranked players. */
export const leaderboardSchema = z.object({
  /** The period shown: 'd:YYYY-MM-DD', 'm:YYYY-MM' (in the site's time zone) or 'all'. */
  period: z.string(),
  my_rank: myRankSchema,
  /** Ranks 1–3 whatever the offset, for the podium. */
  top_three_ranks: z.array(leaderboardRowSchema),
  /** The requested page (offset, limit) of the whole board, rank 1 first. */
  other_users_rank: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
