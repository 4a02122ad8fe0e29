import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  ClientEventAck,
  ClientEventName,
  ClientEventPayload,
  Envelope,
  ServerEventData,
  ServerEventName,
} from '../../contract';
import { battleServiceOf } from '../realtime/socket-server';
import { ok, signUp, startTestApp, type TestApp } from './harness';

/** What a player's socket saw, in order: pushed events and the acks of its own calls. */
export type Seen =
  { kind: 'event'; name: string; data: unknown } | { kind: 'ack'; name: string; data: unknown };

/** A signed-up player with a real Socket.IO client on the listening test server. */
export class Client {
  readonly seen: Seen[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    readonly socket: Socket,
    readonly token: string,
    readonly userId: number,
  ) {
    socket.onAny((name: string, data: unknown) => this.push({ kind: 'event', name, data }));
  }

  private push(entry: Seen) {
    this.seen.push(entry);
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((wake) => wake());
  }

  emit<E extends ClientEventName>(name: E, payload: ClientEventPayload<E>) {
    return new Promise<Envelope<ClientEventAck<E>>>((resolve) => {
      // Recorded in the ack's callback, in arrival order with the events: an awaited ack would be
      // recorded a microtask late, after an event that arrived in the same read.
      this.socket.emit(name, payload, (envelope: Envelope<ClientEventAck<E>>) => {
        this.push({ kind: 'ack', name, data: envelope });
        resolve(envelope);
      });
    });
  }

  /** Calls an event that must succeed. */
  async call<E extends ClientEventName>(name: E, payload: ClientEventPayload<E>): Promise<ClientEventAck<E>> {
    const envelope = await this.emit(name, payload);
    if (envelope.error) throw new Error(`${name} failed: ${envelope.message} ${envelope.error_msg}`);
    return envelope.data;
  }

  /** Calls an event that must fail, and returns its code. */
  async refused<E extends ClientEventName>(name: E, payload: ClientEventPayload<E>): Promise<string> {
    const envelope = await this.emit(name, payload);
    if (!envelope.error) throw new Error(`${name} unexpectedly succeeded`);
    return envelope.message;
  }

  /** The first event of that name (already seen or still to come) that matches. */
  async waitFor<E extends ServerEventName>(
    name: E,
    match: (data: ServerEventData<E>) => boolean = () => true,
  ): Promise<ServerEventData<E>> {
    for (;;) {
      const hit = this.seen.find(
        (s) => s.kind === 'event' && s.name === name && match(s.data as ServerEventData<E>),
      );
      if (hit) return hit.data as ServerEventData<E>;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  events<E extends ServerEventName>(name: E): ServerEventData<E>[] {
    return this.seen
      .filter((s) => s.kind === 'event' && s.name === name)
      .map((s) => s.data as ServerEventData<E>);
  }

  close() {
    this.socket.close();
  }
}

export interface BattleTestApp extends TestApp {
  url: string;
  /** A new player, connected and greeted. */
  player(name?: string): Promise<Client>;
  /** Another socket for an existing player (a reconnect). */
  reconnect(client: Client): Promise<Client>;
  /** A socket signed in with this token (another device's session). */
  open(token: string, userId: number): Promise<Client>;
  coins(userId: number): Promise<number>;
  timings(): NonNullable<ReturnType<typeof battleServiceOf>>['engine']['timings'];
}

/**
 * Test clocks: question windows long enough that an auto-answer is never late on a loaded machine
 * (a test that needs a deadline to pass shortens it itself), short pauses everywhere else.
 */
export const testTimings = {
  questionMs: 15_000,
  revealMs: 20,
  graceMs: 1_000,
  rejoinMs: 30_000,
  searchMs: 60_000,
};

export async function startBattleApp(env: Record<string, string> = {}): Promise<BattleTestApp> {
  const t = await startTestApp(env);
  // Random and bot battles: 3 questions a game (friend and group rooms choose their own count).
  await t.database.db.execute(
    sql`INSERT INTO settings (key, value) VALUES ('battle_mode_random_total_question', '3')
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const timings = () => battleServiceOf(t.app)!.engine.timings;
  Object.assign(timings(), testTimings);
  const clients: Client[] = [];
  const open = async (token: string, userId: number) => {
    const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    const client = new Client(socket, token, userId);
    clients.push(client);
    await client.waitFor('session:ready');
    return client;
  };
  return {
    ...t,
    url,
    async player(name = 'Player') {
      const { token, user } = await signUp(t.app, name);
      return open(token, user.id);
    },
    reconnect: (client) => open(client.token, client.userId),
    open,
    async coins(userId) {
      const { rows } = await t.database.db.execute<{ coins: number }>(
        sql`SELECT coins FROM users WHERE id = ${userId}`,
      );
      return rows[0]!.coins;
    },
    timings,
    async close() {
      clients.forEach((c) => c.close());
      await t.close();
    },
  };
}

/**
 * The usual 1v1 setup: a 3-question friend room with a fee of 5 that both players join; the owner
 * starts it unless `start` is false.
 */
export async function friendBattle(t: BattleTestApp, owner: Client, friend: Client, start = true) {
  const room = await ok(
    t.app,
    'create_room',
    { room_type: 'friend', entry_coin: 5, no_of_que: 3 },
    owner.token,
  );
  await owner.call('room:join', { code: room.room_code });
  await friend.call('room:join', { code: room.room_code });
  if (start) await owner.call('room:start', { room_id: room.room_id });
  return room;
}

/**
 * Answers every question the moment it arrives, with `choose(questionIndex, optionKeys)`, until the
 * room finishes; resolves with the final result.
 */
export function autoPlay(client: Client, roomId: string, choose: (index: number, keys: string[]) => string) {
  const answered = new Set<number>();
  const onQuestion = (q: ServerEventData<'battle:question'>) => {
    if (q.room_id !== roomId || answered.has(q.question_index)) return;
    answered.add(q.question_index);
    const keys = q.question.options.map((o) => o.key);
    void client.emit('battle:answer', {
      room_id: roomId,
      question_index: q.question_index,
      answer: choose(q.question_index, keys),
    });
  };
  client.events('battle:question').forEach(onQuestion);
  client.socket.on('battle:question', onQuestion);
  return client.waitFor('battle:finished', (r) => r.room_id === roomId);
}

/**
 * The promise of DESIGN §2: before a player's answer to question i is acknowledged, nothing it received
 * names question i's right option. Returns the violations (none expected).
 */
export function leaksBeforeAnswer(client: Client, roomId: string): string[] {
  const leaks: string[] = [];
  const answeredAt = new Map<number, number>();
  client.seen.forEach((s, at) => {
    if (s.kind !== 'ack' || s.name !== 'battle:answer') return;
    const env = s.data as Envelope<ClientEventAck<'battle:answer'>>;
    if (!env.error && !answeredAt.has(env.data.question_index)) answeredAt.set(env.data.question_index, at);
  });
  client.seen.forEach((s, at) => {
    if (s.kind !== 'event') return;
    const text = JSON.stringify(s.data);
    if (s.name === 'battle:question') {
      const keys = Object.keys((s.data as ServerEventData<'battle:question'>).question)
        .sort()
        .join(',');
      if (keys !== 'id,image,options,question,question_type') leaks.push(`question carries ${keys}`);
    }
    // Only the reveal may name a right option, and only once the player's own answer is in.
    if (s.name !== 'battle:reveal') {
      if (/correct_answer|"answer"/.test(text)) leaks.push(`${s.name} names an answer: ${text}`);
      return;
    }
    const reveal = s.data as ServerEventData<'battle:reveal'>;
    const ackAt = answeredAt.get(reveal.question_index);
    if (reveal.room_id === roomId && ackAt !== undefined && at < ackAt)
      leaks.push(`reveal of ${reveal.question_index} before the answer`);
  });
  return leaks;
}
