import { z } from 'zod';
import {
  battleQuickMessages,
  battleResultSchema,
  battleRoomSchema,
  battleQuestionSchema,
  battleSnapshotSchema,
  battleVerdictSchema,
} from './battle-models';

const roomId = z.string().uuid();
const roomRef = z.object({ room_id: roomId });
const empty = z.object({});
/** Every battle notice carries the message code the client translates (`code_<n>`). */
const notice = (code: string) => z.object({ room_id: roomId, code: z.literal(code) });

/**
 * The socket contract (DESIGN §3): events a client may emit, with the payload the server validates and
 * the acknowledgement it answers, plus the events the server pushes. Battles (issue 5) add rows here.
 * Every acknowledgement is an envelope like the HTTP one.
 */
export const clientEvents = {
  /** Clock offset for server-timed countdowns: the client sends its clock, the server answers its own. */
  'clock:sync': {
    payload: z.object({ client_time: z.number().finite() }),
    ack: z.object({ client_time: z.number(), server_time: z.number() }),
  },
  /** Random battle: queue for an opponent of the same language, category and fee (or be matched now). */
  'battle:search': {
    payload: z.object({
      language_id: z.number().int().min(0).optional(),
      category: z.number().int().min(0).optional(),
    }),
    ack: z.object({ matched: z.boolean(), room_id: z.string().nullable(), search_ms: z.number() }),
  },
  'battle:cancel_search': { payload: empty, ack: z.object({ cancelled: z.boolean() }) },
  /** Play the bot (after a search timed out): starts at once, no fee, no coins, no score. */
  'battle:bot': {
    payload: z.object({
      language_id: z.number().int().min(0).optional(),
      category: z.number().int().min(0).optional(),
    }),
    ack: battleSnapshotSchema,
  },
  /** Join a friend or group room by its code (rate limited: code guesses). */
  'room:join': { payload: z.object({ code: z.string().max(16) }), ack: battleSnapshotSchema },
  /** Come back to a room (after a reload or a dropped connection): the full state snapshot. */
  'room:rejoin': { payload: roomRef, ack: battleSnapshotSchema },
  /** Leave: in the lobby the seat is freed (the owner leaving deletes the room); in play it forfeits. */
  'room:leave': { payload: roomRef, ack: empty },
  /** The owner starts with at least two players; every entry fee is debited now. */
  'room:start': { payload: roomRef, ack: empty },
  /** The owner deletes a room that has not started; the others get room:deleted (248). */
  'room:delete': { payload: roomRef, ack: empty },
  /** The player's answer (an option key) to the current question; the ack is its verdict. */
  'battle:answer': {
    payload: z.object({
      room_id: roomId,
      question_index: z.number().int().min(0).max(100),
      answer: z.string().trim().min(1).max(8),
    }),
    ack: battleVerdictSchema,
  },
  /** Emoji / quick message strip: one of the offered messages, nothing else. */
  'battle:message': {
    payload: z.object({ room_id: roomId, message: z.enum(battleQuickMessages) }),
    ack: empty,
  },
  /**
   * After a friend or group battle: a new waiting room with the same rules. The first member to ask creates
   * it (and owns it); later askers join that same room. The other members get battle:rematch.
   */
  'room:rematch': { payload: roomRef, ack: battleSnapshotSchema },
} as const;

export const serverEvents = {
  /** Sent once after a socket authenticates. */
  'session:ready': z.object({ user_id: z.number(), coins: z.number(), server_time: z.number() }),
  /** Lobby presence and live standings: the room as everyone sees it, after every seat change. */
  'room:state': battleRoomSchema,
  'room:deleted': notice('248'),
  /** Random search: an opponent was found; the room starts right away (rejoin it for a snapshot). */
  'battle:matched': roomRef,
  'battle:search_timeout': z.object({ code: z.literal('256') }),
  'battle:started': battleRoomSchema,
  /** A question opens; its deadline is on the server clock (see clock:sync). Never with the answer. */
  'battle:question': z.object({
    room_id: roomId,
    question_index: z.number(),
    question: battleQuestionSchema,
    deadline_at: z.number(),
    server_time: z.number(),
  }),
  /** A player answered: its running score and correct count (not its answer). */
  'battle:progress': z.object({
    room_id: roomId,
    seat: z.number(),
    question_index: z.number(),
    score: z.number(),
    correct: z.number(),
  }),
  /** The question is closed (everyone answered or time is up): now the right option is public. */
  'battle:reveal': z.object({ room_id: roomId, question_index: z.number(), correct_answer: z.string() }),
  /** A player dropped (forfeited false: seat kept for the rejoin grace) or is out (forfeited true). */
  'battle:player_left': z.object({
    room_id: roomId,
    seat: z.number(),
    user_id: z.number(),
    forfeited: z.boolean(),
    code: z.literal('254'),
  }),
  'battle:player_back': z.object({ room_id: roomId, seat: z.number(), user_id: z.number() }),
  'battle:everyone_left': notice('255'),
  'battle:finished': battleResultSchema,
  'battle:message': z.object({ room_id: roomId, seat: z.number(), message: z.enum(battleQuickMessages) }),
  /** A member of a finished room opened a rematch room: join it with room:rematch (or room:join code). */
  'battle:rematch': z.object({
    room_id: roomId,
    rematch_room_id: roomId,
    code: z.string(),
    by_user_id: z.number(),
  }),
} as const;

export type ClientEventName = keyof typeof clientEvents;
export type ServerEventName = keyof typeof serverEvents;
export type ClientEventPayload<E extends ClientEventName> = z.input<(typeof clientEvents)[E]['payload']>;
export type ClientEventAck<E extends ClientEventName> = z.output<(typeof clientEvents)[E]['ack']>;
export type ServerEventData<E extends ServerEventName> = z.output<(typeof serverEvents)[E]>;
