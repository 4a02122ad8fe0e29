import { z } from 'zod';
import { action } from '../action-def';
import { battleInviteSchema, battleRoomQuestionsSchema, battleStatisticsSchema } from '../battle-models';
import { optInt, optText, text } from '../fields';
import { language, page } from './common';

export const battleActions = {
  // Battles
  get_random_questions: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...language, match_id: text(64), category: optInt(0), entry_coin: optInt(0) }),
    data: battleRoomQuestionsSchema,
  }),
  get_question_by_room_id: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ room_id: text(64), category: optInt(0), entry_coin: optInt(0) }),
    data: battleRoomQuestionsSchema,
  }),
  get_battle_statistics: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ sort: optText(20), order: optText(4), ...page }),
    data: battleStatisticsSchema,
  }),
  create_room: action({
    auth: 'user',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      ...language,
      room_id: optText(16),
      room_type: optText(16),
      category: optInt(0),
      no_of_que: optInt(1, 50),
      entry_coin: optInt(0),
    }),
    data: battleRoomQuestionsSchema,
  }),
  /**
   * Ours: a player of a waiting friend or group room invites someone by their invite code (the one on
   * their Invite Friends page); they get a notification and a push that opens the room's join page.
   */
  invite_to_battle: action({
    auth: 'user',
    rate: 'guess',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ room_code: text(16), friends_code: text(32) }),
    data: battleInviteSchema,
  }),
} as const;
