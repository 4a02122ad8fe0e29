import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { clientEvents } from '../../contract';
import { fail } from '../http/api-error';
import type { AuthUser } from '../http/auth';
import type { Services } from '../http/context';
import type { BattleService } from '../domains/battle';
import { contentLanguageId } from '../domains/catalogue';
import { absoluteUrl } from '../domains/media-url';
import { RateWindow } from './rate-window';

type Payload<E extends keyof typeof clientEvents> = z.output<(typeof clientEvents)[E]['payload']>;
type BattleEvent = Exclude<keyof typeof clientEvents, 'clock:sync'>;
export type BattleHandlers = {
  [E in BattleEvent]: (socket: Socket, user: AuthUser, payload: Payload<E>) => Promise<unknown>;
};

const limit = (window: RateWindow, user: AuthUser) => {
  if (!window.allow(String(user.id))) throw fail('tooManyRequests');
};

/** The socket's client address: what a guesser with many accounts still shares. */
const addressOf = (socket: Socket) => socket.handshake.address || 'unknown';

/** Socket events of live battles: each one validated by the contract, answered with an envelope ack. */
export function battleHandlers(services: Services, battles: BattleService): BattleHandlers {
  // Budgets per player and minute: code guesses are what a brute-forcer would spend.
  const joins = new RateWindow(20);
  // Per client address too, so that new accounts do not buy new guesses (several players behind one
  // address share it: 60 a minute is far above what joining friends need).
  const joinsByAddress = new RateWindow(60);
  const addressLimit = services.config.RATE_LIMIT === 'on';
  const searches = new RateWindow(30);
  const messages = new RateWindow(30);
  const player = (user: AuthUser) => ({
    id: user.id,
    name: user.name,
    profile: absoluteUrl(services.origin, user.profile),
  });
  const wanted = async (payload: { language_id?: number; category?: number }) => ({
    languageId: await contentLanguageId(services.db, services.catalogue, payload.language_id || undefined),
    category: payload.category,
  });
  return {
    'battle:search': async (_socket, user, payload) => {
      limit(searches, user);
      return battles.matchmaker.search(player(user), await wanted(payload));
    },
    'battle:cancel_search': async (_socket, user) => ({
      cancelled: await battles.matchmaker.cancel(user.id),
    }),
    'battle:bot': async (_socket, user, payload) => {
      limit(searches, user);
      return battles.matchmaker.playBot(player(user), await wanted(payload));
    },
    'room:join': async (socket, user, payload) => {
      limit(joins, user);
      if (addressLimit && !joinsByAddress.allow(addressOf(socket))) throw fail('tooManyRequests');
      return battles.lobby.join(player(user), payload.code);
    },
    'room:rejoin': (_socket, user, payload) => battles.lobby.rejoin(user.id, payload.room_id),
    'room:leave': async (_socket, user, payload) => {
      await battles.lobby.leave(user.id, payload.room_id);
      return {};
    },
    'room:start': async (_socket, user, payload) => {
      await battles.lobby.start(user.id, payload.room_id);
      return {};
    },
    'room:delete': async (_socket, user, payload) => {
      await battles.lobby.delete(user.id, payload.room_id);
      return {};
    },
    'battle:answer': (_socket, user, payload) =>
      battles.engine.answer(payload.room_id, user.id, payload.question_index, payload.answer),
    'battle:message': async (_socket, user, payload) => {
      limit(messages, user);
      await battles.lobby.message(user.id, payload.room_id, payload.message);
      return {};
    },
    'room:rematch': async (_socket, user, payload) => {
      limit(joins, user);
      return battles.rematches.ask(player(user), payload.room_id);
    },
  };
}
