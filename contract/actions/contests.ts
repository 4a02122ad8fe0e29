import { z } from 'zod';
import { action } from '../action-def';
import { flag, instant, int, jsonText, optText, text } from '../fields';
import {
  contestAttemptSchema,
  contestBoardSchema,
  contestListsSchema,
  contestReminderSchema,
  contestReviewSchema,
  contestSchema,
} from '../contest-models';
import { language, page, tz } from './common';

export const contestActions = {
  // Contests (issue 16). Network only: windows, fees and boards change by the second.
  get_contest: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, ...tz }),
    data: contestListsSchema,
  }),
  /** Starts the caller's one play: only while live, entry fee debited in the same transaction. */
  get_questions_by_contest: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, contest_id: int(1) }),
    data: contestAttemptSchema,
  }),
  get_contest_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, contest_id: int(1), ...page }),
    data: contestBoardSchema,
  }),
  /** Ours: the caller's answers with the right ones, refused until the contest has ended. */
  get_contest_review: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ contest_id: int(1) }),
    data: contestReviewSchema,
  }),
  /** Ours: be told (notification, push when allowed) when an upcoming contest starts; remind=0 undoes. */
  set_contest_reminder: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ contest_id: int(1), remind: flag() }),
    data: contestReminderSchema,
  }),
  /**
   * Operator action until the admin console (issue 17): creates a contest with its own questions (the
   * demo content's question shape) and prize table.
   */
  admin_create_contest: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      name: text(120),
      description: optText(2000),
      language_id: int(1),
      starts_at: instant(),
      ends_at: instant(),
      entry_fee: int(0, 1_000_000),
      prizes: jsonText(z.array(z.object({ rank: int(1, 1000), coins: int(0, 1_000_000) })).max(100)),
      questions: jsonText(z.array(z.record(z.string(), z.unknown())).min(1).max(200)),
    }),
    data: contestSchema,
  }),
} as const;
