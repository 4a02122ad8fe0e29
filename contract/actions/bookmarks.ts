import { z } from 'zod';
import { action } from '../action-def';
import { int } from '../fields';
import { attemptSchema, bookmarkSchema } from '../models';

export const bookmarkActions = {
  // Bookmarks
  get_bookmark: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ type: int(1, 6) }),
    data: z.array(bookmarkSchema),
  }),
  // Plays the bookmarked questions of a type as one graded set (no coins).
  get_bookmark_quiz: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ type: int(1, 6) }),
    data: attemptSchema,
  }),
  set_bookmark: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({ question_id: int(1), status: z.enum(['0', '1']), type: int(1, 6) }),
    data: z.object({ question_id: z.number(), bookmarked: z.boolean() }),
  }),
} as const;
