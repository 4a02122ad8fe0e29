import type {
  BattleQuickMessage,
  BattleResult,
  BattleRoom,
  BattleSnapshot,
  BattleVerdict,
} from '../../../../contract/battle-models';
import type { ServerEventData } from '../../../../contract/socket-events';

export interface ChatLine {
  id: number;
  seat: number;
  message: BattleQuickMessage;
}

/** Everything a battle page knows about its room, kept up to date from the server's events. */
export interface RoomState {
  room: BattleRoom | null;
  mySeat: number;
  /** My verdicts by question index. */
  verdicts: Record<number, BattleVerdict>;
  /** Right options revealed at each question's close. */
  revealed: Record<number, string>;
  result: BattleResult | null;
  /** The code of why the room is over for me before a result (248 deleted by owner, 255 everyone left). */
  closedCode: string | null;
  chat: ChatLine[];
}

export const initialRoomState: RoomState = {
  room: null,
  mySeat: -1,
  verdicts: {},
  revealed: {},
  result: null,
  closedCode: null,
  chat: [],
};

export type RoomAction =
  | { type: 'snapshot'; snapshot: BattleSnapshot }
  | { type: 'room'; room: BattleRoom }
  | { type: 'question'; data: ServerEventData<'battle:question'> }
  | { type: 'progress'; data: ServerEventData<'battle:progress'> }
  | { type: 'reveal'; data: ServerEventData<'battle:reveal'> }
  | { type: 'verdict'; verdict: BattleVerdict }
  | { type: 'presence'; seat: number; connected: boolean; forfeited?: boolean }
  | { type: 'finished'; result: BattleResult }
  | { type: 'closed'; code: string }
  | { type: 'chat'; seat: number; message: BattleQuickMessage };

const CHAT_KEEP = 6;
let chatId = 0;

function updatePlayers(state: RoomState, seat: number, patch: Partial<BattleRoom['players'][number]>) {
  if (!state.room) return state;
  const players = state.room.players.map((p) => (p.seat === seat ? { ...p, ...patch } : p));
  return { ...state, room: { ...state.room, players } };
}

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'snapshot': {
      const { my_seat, my_answers, ...room } = action.snapshot;
      const verdicts = Object.fromEntries(my_answers.map((v) => [v.question_index, v]));
      return { ...state, room, mySeat: my_seat, verdicts: { ...state.verdicts, ...verdicts } };
    }
    case 'room':
      return { ...state, room: action.room };
    case 'question': {
      if (!state.room) return state;
      const { question_index, question, deadline_at, server_time } = action.data;
      const players = state.room.players.map((p) => ({ ...p, answered: false }));
      return {
        ...state,
        room: {
          ...state.room,
          state: 'started',
          question_index,
          question,
          deadline_at,
          server_time,
          players,
        },
      };
    }
    case 'progress':
      // A late progress of an earlier question updates the score but not this question's tick.
      return updatePlayers(state, action.data.seat, {
        score: action.data.score,
        correct: action.data.correct,
        ...(action.data.question_index === state.room?.question_index ? { answered: true } : {}),
      });
    case 'reveal':
      return {
        ...state,
        room: state.room ? { ...state.room, state: 'reveal' } : null,
        revealed: { ...state.revealed, [action.data.question_index]: action.data.correct_answer },
      };
    case 'verdict': {
      const v = action.verdict;
      const next = { ...state, verdicts: { ...state.verdicts, [v.question_index]: v } };
      return updatePlayers(next, state.mySeat, { score: v.score, correct: v.correct_count, answered: true });
    }
    case 'presence':
      return updatePlayers(state, action.seat, {
        connected: action.connected,
        ...(action.forfeited === undefined ? {} : { forfeited: action.forfeited }),
      });
    case 'finished':
      return {
        ...state,
        result: action.result,
        room: state.room ? { ...state.room, state: 'finished' } : null,
      };
    case 'closed':
      return { ...state, closedCode: action.code };
    case 'chat':
      return {
        ...state,
        chat: [...state.chat, { id: ++chatId, seat: action.seat, message: action.message }].slice(-CHAT_KEEP),
      };
  }
}
