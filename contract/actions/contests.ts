import { z } from 'zod';
import { action } from '../action-def';
import { int } from '../fields';
import { language, later, page, tz } from './common';

export const contestActions = {
  // Contests
  get_contest: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ ...language, ...tz }),
    data: later,
  }),
  get_questions_by_contest: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ ...language, contest_id: int(1) }),
    data: later,
  }),
  get_contest_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: false,
    payload: z.object({ ...language, contest_id: int(1), ...page }),
    data: later,
  }),
} as const;
