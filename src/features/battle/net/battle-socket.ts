import { io, type Socket } from 'socket.io-client';
import type { Envelope } from '../../../../contract/envelope';
import type {
  ClientEventAck,
  ClientEventName,
  ClientEventPayload,
  ServerEventData,
  ServerEventName,
} from '../../../../contract/socket-events';
import { ApiError, OfflineError } from '../../../api';
import { sessionAtom } from '../../../lib/session';
import { store } from '../../../lib/store';

/** An ack that does not come back within this is treated like a lost connection. */
const ACK_TIMEOUT_MS = 10_000;

let socket: Socket | null = null;
let socketToken = '';
/** Server clock minus ours, from clock:sync on every connect (countdowns follow the server's deadlines). */
let clockOffsetMs = 0;

/**
 * The one battle connection of this tab, opened on first use with the session's token. Socket.IO reconnects
 * by itself; pages rejoin their room on every `connect` (see useBattleRoom). A new token (another account)
 * opens a new connection.
 */
export function battleSocket(): Socket {
  const { token } = store.get(sessionAtom);
  if (socket && socketToken === token) return socket;
  socket?.disconnect();
  socketToken = token;
  socket = io({
    auth: (cb) => cb({ token: store.get(sessionAtom).token }),
    // WebSocket first: the long-polling start would go through the service worker for nothing.
    transports: ['websocket', 'polling'],
  });
  socket.on('connect', () => void syncClock());
  return socket;
}

// Signing out ends the battle connection with the session.
store.sub(sessionAtom, () => {
  if (socket && store.get(sessionAtom).token !== socketToken) {
    socket.disconnect();
    socket = null;
    socketToken = '';
  }
});

/** Emits a client event and resolves with its acknowledgement's data; a refusal throws ApiError. */
export async function emit<E extends ClientEventName>(
  event: E,
  payload: ClientEventPayload<E>,
): Promise<ClientEventAck<E>> {
  const s = battleSocket();
  let envelope: Envelope<ClientEventAck<E>>;
  try {
    envelope = (await s.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as Envelope<ClientEventAck<E>>;
  } catch {
    throw new OfflineError();
  }
  if (envelope.error) throw new ApiError(envelope.message, envelope.error_msg);
  return envelope.data;
}

/** Subscribes to a server event; returns the unsubscribe. */
export function onServer<E extends ServerEventName>(
  event: E,
  handler: (data: ServerEventData<E>) => void,
): () => void {
  const s = battleSocket();
  const listener = handler as (data: unknown) => void;
  s.on(event as string, listener);
  return () => void s.off(event as string, listener);
}

async function syncClock() {
  const sent = Date.now();
  try {
    const { server_time } = await emit('clock:sync', { client_time: sent });
    const received = Date.now();
    clockOffsetMs = server_time - (sent + received) / 2;
  } catch {
    // Keep the last offset: a countdown a little off is better than none.
  }
}

/** Now on the server's clock (epoch ms). */
export const serverNow = () => Date.now() + clockOffsetMs;
