import { z } from 'zod';
import { attemptSchema, reviewItemSchema } from './models';

/** Contests (issue 16): scheduled competitions with an entry fee and a prize table, paid by the server. */

export const contestPrizeSchema = z.object({
  /** 1 for the winner. */
  rank: z.number(),
  coins: z.number(),
});
export type ContestPrize = z.infer<typeof contestPrizeSchema>;

export const contestStatuses = ['live', 'upcoming', 'past'] as const;
export type ContestStatus = (typeof contestStatuses)[number];

export const contestSchema = z.object({
  id: z.number(),
  language_id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Absolute URL, or '' when the contest has no picture. */
  image: z.string(),
  /** ISO 8601 instants; the client shows them in the player's locale and time zone. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** Coins debited when the player starts (0: free). */
  entry_fee: z.number(),
  prizes: z.array(contestPrizeSchema),
  /** Players who started it. */
  participants: z.number(),
  status: z.enum(contestStatuses),
  /** The caller started it (then they cannot play it again). */
  played: z.boolean(),
  /** The caller's score and rank once they finished; null before. */
  my_score: z.number().nullable(),
  my_rank: z.number().nullable(),
  /** Coins the caller won (after settlement), else 0. */
  my_prize: z.number(),
  /** Upcoming: the caller asked to be told when it starts. */
  reminded: z.boolean(),
  /** Past: the prizes have been paid. */
  settled: z.boolean(),
  questions: z.number(),
});
export type Contest = z.infer<typeof contestSchema>;

/** get_contest: the three tabs at once, and the server's clock so countdowns do not trust the device's. */
export const contestListsSchema = z.object({
  live: z.array(contestSchema),
  upcoming: z.array(contestSchema),
  past: z.array(contestSchema),
  server_time: z.string(),
});
export type ContestLists = z.infer<typeof contestListsSchema>;

/**
 * get_questions_by_contest: an attempt the server times, served one question at a time — `questions`
 * holds only the current one; each answer_question verdict brings the next (`verdict.next`).
 */
export const contestAttemptSchema = attemptSchema.extend({
  contest_id: z.number(),
  total_questions: z.number(),
  /** The coins the entry fee left the player with. */
  coins: z.number(),
});
export type ContestAttempt = z.infer<typeof contestAttemptSchema>;

export const contestRowSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  profile: z.string(),
  score: z.number(),
  correct_answers: z.number(),
  questions_attended: z.number(),
  /** Score first; an equal score goes to whoever finished first. */
  user_rank: z.number(),
  finished_at: z.string(),
  /** Coins paid to this player (0 until settled). */
  prize: z.number(),
});
export type ContestRow = z.infer<typeof contestRowSchema>;

/** get_contest_leaderboard; the envelope's `total` counts the finished players. */
export const contestBoardSchema = z.object({
  contest: contestSchema,
  my_rank: contestRowSchema.nullable(),
  top_three_ranks: z.array(contestRowSchema),
  data: z.array(contestRowSchema),
});
export type ContestBoard = z.infer<typeof contestBoardSchema>;

/** get_contest_review: the player's answers with the right ones and explanations, only once it ended. */
export const contestReviewSchema = z.object({
  contest_id: z.number(),
  score: z.number(),
  review: z.array(reviewItemSchema),
});
export type ContestReview = z.infer<typeof contestReviewSchema>;

export const contestReminderSchema = z.object({ contest_id: z.number(), reminded: z.boolean() });
