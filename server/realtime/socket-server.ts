import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  clientEvents,
  codeMessages,
  codes,
  type ClientEventName,
  serverEvents,
  type Envelope,
  type ServerEventData,
  type ServerEventName,
} from '../../contract';
import { unstorableTextAt } from '../../contract/fields';
import { createBattleService, type BattleService } from '../domains/battle';
import type { BattleTimings, BattleBroadcast } from '../domains/battle';
import { isConnectionLost } from '../db/errors';
import { ApiError } from '../http/api-error';
import { checkAnswer } from '../http/contract-check';
import type { AuthUser } from '../http/auth';
import type { Services } from '../http/context';
import { battleHandlers } from './battle-events';
import { PendingWork } from './pending-work';
import { sweepSessions } from './session-sweep';
import { attachRedisAdapter } from './redis-adapter';

type Ack = (response: Envelope<unknown>) => void;

/** How long a shutdown waits for socket work under way before it closes regardless. */
const shutdownWaitMs = 10_000;
/** Disconnect reasons of sockets the server itself closed (Socket.IO's names). */
const serverSideReasons = new Set(['server namespace disconnect', 'server shutting down']);
type SocketData = { user: AuthUser; sessionId: string };
type Handler = (socket: Socket, user: AuthUser, payload: never) => unknown;

const roomChannel = (roomId: string) => `room:${roomId}`;
const userChannel = (userId: number) => `user:${userId}`;
const sessionChannel = (sessionId: string) => `session:${sessionId}`;

function failure(err: unknown): Envelope<never> {
  // A lost database connection is the database's trouble, not a bug: say so, and that a retry may work.
  const fallback = isConnectionLost(err) ? 'databaseUnavailable' : 'somethingWrong';
  const apiError = err instanceof ApiError ? err : new ApiError(fallback, 500);
  return { error: true, message: apiError.code, error_msg: apiError.message };
}

/**
 * Battles reach players through channels, which an adapter (Redis) can carry between processes. With
 * CONTRACT_CHECK=on every pushed event is checked against its schema before it leaves.
 */
function ioBroadcast(io: Server, check: boolean): BattleBroadcast {
  const checked = <E extends ServerEventName>(event: E, data: ServerEventData<E>) => {
    if (check) checkAnswer(serverEvents[event], data, `The event ${event}`);
    return data;
  };
  return {
    toRoom: (roomId, event, data) => void io.to(roomChannel(roomId)).emit(event, checked(event, data)),
    toUser: (userId, event, data) => void io.to(userChannel(userId)).emit(event, checked(event, data)),
    seatUser: (userId, roomId) => io.in(userChannel(userId)).socketsJoin(roomChannel(roomId)),
    unseatUser: (userId, roomId) => io.in(userChannel(userId)).socketsLeave(roomChannel(roomId)),
  };
}

/** The battle service of an app, for tests that shorten its clock or run a settlement again. */
const servicesOfApp = new WeakMap<FastifyInstance, BattleService>();
export const battleServiceOf = (app: FastifyInstance) => servicesOfApp.get(app);
/** The Socket.IO server of an app, for tests that watch its sockets. */
const serversOfApp = new WeakMap<FastifyInstance, Server>();
export const socketServerOf = (app: FastifyInstance) => serversOfApp.get(app);

export interface RealtimeOptions {
  /** With it, the Socket.IO Redis adapter carries room and user channels between processes. */
  redisUrl?: string;
  /** The prefix of the adapter's Redis channels (default `socket.io`); tests give each run its own. */
  redisKey?: string;
  timings?: Partial<BattleTimings>;
  /** Accounts that may only look around (the demo account): every battle event answers 214. */
  readOnly?: (user: AuthUser) => boolean;
}

/**
 * Socket.IO on the HTTP server of the API (one port). A socket authenticates with the same bearer token
 * in its handshake (`auth: { token }`); every client event is checked against the socket contract.
 * Each socket joins its user's channel, so events for a player reach all of their tabs.
 */
export async function attachSocketServer(
  app: FastifyInstance,
  services: Services,
  { redisUrl, redisKey = 'socket.io', timings, readOnly = () => false }: RealtimeOptions = {},
): Promise<Server> {
  const io = new Server(app.server, {
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 16_384,
  });
  const closeRedis = redisUrl ? await attachRedisAdapter(io, redisUrl, redisKey, app.log) : null;
  const battles = createBattleService({
    db: services.db,
    settings: services.settings,
    broadcast: ioBroadcast(io, services.config.CONTRACT_CHECK === 'on'),
    log: app.log,
    timings,
  });
  servicesOfApp.set(app, battles);
  serversOfApp.set(app, io);
  const handlers: Record<ClientEventName, Handler> = {
    'clock:sync': (_socket, _user, payload: { client_time: number }) => ({
      client_time: payload.client_time,
      server_time: Date.now(),
    }),
    ...(battleHandlers(services, battles) as Record<Exclude<ClientEventName, 'clock:sync'>, Handler>),
  };

  let closing = false;
  const work = new PendingWork(app.log);

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') {
      next(new Error(codes.unauthorized));
      return;
    }
    services.tokens.authenticate(services.db, token).then(
      ({ user, sessionId }) => {
        Object.assign(socket.data as SocketData, { user, sessionId });
        next();
      },
      (err: unknown) => next(new Error(failure(err).message)),
    );
  });

  io.on('connection', (socket) => {
    const { user, sessionId } = socket.data as SocketData;
    void socket.join([userChannel(user.id), sessionChannel(sessionId)]);
    const ready: ServerEventData<'session:ready'> = {
      user_id: user.id,
      coins: user.coins,
      server_time: Date.now(),
    };
    socket.emit('session:ready', ready);

    // A socket's events are handled one after another, in the order sent: a cancel sent while its search
    // is still being handled must find the search in the queue, not run beside it and remove nothing.
    let previous: Promise<void> = Promise.resolve();
    for (const name of Object.keys(clientEvents) as ClientEventName[]) {
      socket.on(name, (payload: unknown, ack?: Ack) => {
        if (typeof ack !== 'function') return;
        const parsed = clientEvents[name].payload.safeParse(payload);
        // Text PostgreSQL cannot hold is refused like a malformed payload (see unstorableTextAt).
        if (!parsed.success || unstorableTextAt(parsed.data) !== null) {
          ack({ error: true, message: codes.missingField, error_msg: codeMessages[codes.missingField] });
          return;
        }
        if (name !== 'clock:sync' && readOnly(user)) {
          const code = codes.notAllowedInDemo;
          ack({ error: true, message: code, error_msg: codeMessages[code] });
          return;
        }
        previous = work.track(
          previous.then(async () => {
            try {
              const data = await handlers[name](socket, user, parsed.data as never);
              if (services.config.CONTRACT_CHECK === 'on')
                checkAnswer(clientEvents[name].ack, data, `The acknowledgement of ${name}`);
              ack({ error: false, data });
            } catch (err) {
              if (!(err instanceof ApiError)) app.log.error({ err, event: name }, 'socket event failed');
              ack(failure(err));
            }
          }),
        );
      });
    }

    socket.on('disconnect', (reason) => {
      // Sockets this process drops as it shuts down are not players leaving: they reconnect to another
      // process and keep their seats. A player who left on their own, even during the shutdown, did leave.
      if (closing && serverSideReasons.has(reason)) return;
      // Another tab of the same player still connected keeps the seats; only the last socket counts.
      work.track(
        io
          .in(userChannel(user.id))
          .fetchSockets()
          .then(async (left) => {
            if (left.length > 0) return;
            // Nobody may be matched (and charged) while not there to play.
            await battles.matchmaker.cancel(user.id);
            await battles.lobby.disconnected(user.id);
          })
          .catch((err: unknown) => app.log.error({ err }, 'battle disconnect failed')),
      );
    });
  });

  // A user whose sessions were revoked (sign-out everywhere, deletion, a ban) loses their open sockets
  // at once; through the Redis adapter this reaches the sockets held by every process.
  const dropUser = (userId: number) => void io.in(userChannel(userId)).disconnectSockets(true);
  const dropSession = (id: string) => void io.in(sessionChannel(id)).disconnectSockets(true);
  services.userEvents.on('revoked', dropUser);
  services.userEvents.on('sessionEnded', dropSession);
  // Changes made outside the server (the operator's `npm run admin -- deactivate`) reach it by a sweep.
  const sweep = sweepSessions(
    () => io.local.fetchSockets(),
    (ids) => services.tokens.liveSessions(services.db, ids),
    app.log,
    services.config.SESSION_SWEEP_SECONDS * 1000,
  );

  // Before Fastify closes the HTTP server: let the events and departures already under way finish (they
  // still need the database and Redis, which close after this hook), then stop the battle clocks, drop
  // this process's sockets and the engine.
  app.addHook('preClose', async () => {
    closing = true;
    services.userEvents.off('revoked', dropUser);
    services.userEvents.off('sessionEnded', dropSession);
    sweep.stop();
    await work.settled(shutdownWaitMs);
    battles.close();
    // Only this process's sockets: through the Redis adapter a plain disconnectSockets would drop the
    // players of every process.
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  if (closeRedis) app.addHook('onClose', closeRedis);
  return io;
}
