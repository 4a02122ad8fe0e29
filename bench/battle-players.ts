/** The live-battle bench's load generator: one socket.io client per player, answering like a person. */
import { io as connect, type Socket } from 'socket.io-client';
import type { ServerEventData } from '../contract';
import { baseUrl, QUESTION_MS } from './battle-setup';

/** Players think between 0.5 s and 80 % of the window, like people reading and tapping. */
const thinkMs = () => 500 + Math.random() * (QUESTION_MS * 0.8 - 500);

/** Runs `fn` over `items` with at most `width` in flight. */
export async function inBatches<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export function open(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(baseUrl(port), {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('session:ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function call(socket: Socket, event: string, payload: unknown) {
  const envelope = (await socket.timeout(60_000).emitWithAck(event, payload)) as {
    error: boolean;
    message?: string;
  };
  if (envelope.error) throw new Error(`${event} failed: ${envelope.message}`);
}

export interface Figures {
  /** Each acknowledged answer: when it was sent and how long its ack took (ms). */
  acks: { sent: number; ms: number }[];
  errors: Map<string, number>;
  /** Rooms between their first question and their result, now and at most. */
  inPlay: number;
  peakInPlay: number;
  /** When the first room's result arrived. */
  firstFinished: number;
}

/** Answers each question of the room after a think time; resolves when the room finishes. */
export function play(socket: Socket, roomId: string, figures: Figures, owner: boolean): Promise<void> {
  const failed = (why: string) => figures.errors.set(why, (figures.errors.get(why) ?? 0) + 1);
  socket.on('battle:question', (q: ServerEventData<'battle:question'>) => {
    if (q.room_id !== roomId) return;
    if (q.question_index === 0 && owner) figures.peakInPlay = Math.max(figures.peakInPlay, ++figures.inPlay);
    const keys = q.question.options.map((o) => o.key);
    setTimeout(() => {
      const sent = performance.now();
      socket
        .timeout(30_000)
        .emitWithAck('battle:answer', {
          room_id: roomId,
          question_index: q.question_index,
          answer: keys[Math.floor(Math.random() * keys.length)] ?? 'a',
        })
        .then(
          (envelope: { error: boolean; message?: string }) => {
            figures.acks.push({ sent, ms: performance.now() - sent });
            if (envelope.error) failed(`code ${envelope.message}`);
          },
          () => failed('no ack in 30 s'),
        );
    }, thinkMs());
  });
  return new Promise((resolve) =>
    socket.on('battle:finished', (r: ServerEventData<'battle:finished'>) => {
      if (r.room_id !== roomId) return;
      if (owner) figures.inPlay -= 1;
      figures.firstFinished = Math.min(figures.firstFinished, performance.now());
      resolve();
    }),
  );
}
