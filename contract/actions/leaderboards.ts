import { z } from 'zod';
import { action } from '../action-def';
import { leaderboardSchema } from '../leaderboard-models';
import { page } from './common';

export const leaderboardActions = {
  // Leaderboards
  get_daily_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: leaderboardSchema,
  }),
  get_monthly_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: leaderboardSchema,
  }),
  get_globle_leaderboard: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: leaderboardSchema,
  }),
} as const;
