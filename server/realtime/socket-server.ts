import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { z } from 'zod';
import {
  clientEvents,
  codeMessages,
  codes,
  type ClientEventName,
  type Envelope,
  type ServerEventData,
} from '../../contract';
import { ApiError } from '../http/api-error';
import type { AuthUser } from '../http/auth';
import type { Services } from '../http/context';

type Ack = (response: Envelope<unknown>) => void;
type SocketData = { user: AuthUser };
type EventHandlers = {
  [E in ClientEventName]: (socket: Socket, payload: z.output<(typeof clientEvents)[E]['payload']>) => unknown;
};

const handlers: EventHandlers = {
  'clock:sync': (_socket, payload) => ({ client_time: payload.client_time, server_time: Date.now() }),
};

function failure(err: unknown): Envelope<never> {
  const apiError = err instanceof ApiError ? err : new ApiError('somethingWrong', 500);
  return { error: true, message: apiError.code, error_msg: apiError.message };
}

/**
 * Socket.IO on the HTTP server of the API (one port). A socket authenticates with the same bearer token
 * in its handshake (`auth: { token }`); every client event is checked against the socket contract.
 */
export function attachSocketServer(app: FastifyInstance, services: Services): Server {
  const io = new Server(app.server, {
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: 16_384,
  });

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') {
      next(new Error(codes.unauthorized));
      return;
    }
    services.tokens.authenticate(services.db, token).then(
      (user) => {
        (socket.data as SocketData).user = user;
        next();
      },
      (err: unknown) => next(new Error(err instanceof ApiError ? err.code : codes.somethingWrong)),
    );
  });

  io.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    const ready: ServerEventData<'session:ready'> = {
      user_id: user.id,
      coins: user.coins,
      server_time: Date.now(),
    };
    socket.emit('session:ready', ready);

    for (const name of Object.keys(clientEvents) as ClientEventName[]) {
      socket.on(name, async (payload: unknown, ack?: Ack) => {
        if (typeof ack !== 'function') return;
        const parsed = clientEvents[name].payload.safeParse(payload);
        if (!parsed.success) {
          ack({ error: true, message: codes.missingField, error_msg: codeMessages[codes.missingField] });
          return;
        }
        try {
          ack({ error: false, data: await handlers[name](socket, parsed.data) });
        } catch (err) {
          app.log.error({ err, event: name }, 'socket event failed');
          ack(failure(err));
        }
      });
    }
  });

  // Before Fastify closes the HTTP server: drop sockets and the engine, but leave the server to Fastify.
  app.addHook('preClose', (done) => {
    io.disconnectSockets(true);
    io.engine.close();
    done();
  });
  return io;
}
