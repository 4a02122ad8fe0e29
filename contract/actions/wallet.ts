import { z } from 'zod';
import { action } from '../action-def';
import { flag, int, jsonText, optInt, optText, text } from '../fields';
import { coinScoreSchema, quizResultSchema } from '../models';
import { offlinePackSchema, practiceModeIds } from '../offline-models';
import {
  coinGrantSchema,
  paymentMethod,
  paymentRequestSchema,
  paymentResultSchema,
  trackerEntrySchema,
  trackerFilter,
} from '../wallet-models';
import { page, playedAnswer } from './common';

export const walletActions = {
  // Scores, coins and wallet
  set_quiz_coin_score: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({
      quiz_type: z.enum([
        '1',
        '1.1',
        '1.2',
        '1.3',
        '1.4',
        '1.5',
        '2',
        '3',
        '4',
        '5',
        '6',
        'contest',
        'self',
        'bookmark',
      ]),
      match_id: z.uuid(),
      play_questions: z.preprocess(
        (v) => (v === '' || v === undefined ? '[]' : v),
        jsonText(z.array(playedAnswer).max(200)),
      ),
      category: optText(120),
      subcategory: optText(120),
      lifeline: optText(200),
      is_bot: flag(),
      total_play_time: optInt(0),
      no_of_hint_used: optInt(0, 1000),
      joined_users_count: optInt(0, 4),
    }),
    data: quizResultSchema,
  }),
  get_offline_pack: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      type: z.enum(['category', 'subcategory']),
      id: int(1),
      /** The version the device holds: when still current the answer is `unchanged` and carries nothing. */
      version: optText(64),
    }),
    data: offlinePackSchema,
  }),
  set_practice_result: action({
    auth: 'user',
    rate: 'play',
    cache: 'network',
    offline: 'outbox',
    implemented: true,
    payload: z.object({
      /** The outbox item's id: the game's id on the server too, so a replay records it once. */
      client_id: z.uuid(),
      mode: z.enum(practiceModeIds),
      level: optInt(0, 1000),
      play_questions: jsonText(z.array(playedAnswer).min(1).max(200)),
      /** When the game was played (ms since 1970), as the device says; kept within what is plausible. */
      played_at: int(0, Number.MAX_SAFE_INTEGER),
      seconds: optInt(0, 86_400),
    }),
    data: quizResultSchema,
  }),
  set_user_coin_score: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      coins: int(-2_147_483_647),
      score: optInt(),
      type: optText(64),
      title: optText(200),
    }),
    data: coinScoreSchema,
  }),
  get_tracker_data: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page, type: trackerFilter() }),
    data: z.array(trackerEntrySchema),
  }),
  get_payment_request: action({
    auth: 'user',
    rate: 'read',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ ...page }),
    data: z.array(paymentRequestSchema),
  }),
  // The amount is the server's (coin_used at the configured rate); payment_amount, when sent, must agree.
  set_payment_request: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      payment_type: paymentMethod(),
      payment_address: text(200),
      payment_amount: optText(20),
      coin_used: int(1, 100_000_000),
      details: optText(500),
    }),
    data: paymentResultSchema,
  }),
  delete_pending_payment_request: action({
    auth: 'user',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ payment_id: int(1) }),
    data: paymentResultSchema,
  }),
  // Operator actions (ours, not the original's): payout decisions and compensating grants. A decision
  // sent again answers the same result and changes nothing (double clicks); another one answers 135.
  admin_update_payment_request: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      payment_id: int(1),
      status: z.enum(['completed', 'rejected']),
      // Required for a rejection (the player reads it); optional for a completion.
      reason: optText(300),
      /** The transfer's reference (completed only): kept on the request and shown to the player. */
      reference: optText(120),
    }),
    data: paymentResultSchema,
  }),
  admin_grant_coins: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({
      user_id: int(1),
      coins: int(1, 1_000_000),
      // Chosen by the operator's client once per grant, so a retried request credits once.
      grant_id: z
        .string()
        .trim()
        .min(8)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
      note: optText(200),
    }),
    data: coinGrantSchema,
  }),
  /** Deactivates (status 0: every call answers 126, sockets close) or reactivates a player's account. */
  admin_set_user_status: action({
    auth: 'admin',
    rate: 'write',
    cache: 'network',
    offline: 'online',
    implemented: true,
    payload: z.object({ user_id: int(1), status: z.enum(['0', '1']) }),
    data: z.object({ user_id: z.number(), status: z.number(), changed: z.boolean() }),
  }),
} as const;
