import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { attachRedisAdapter } from '../realtime/redis-adapter';
import { battleServiceOf, socketServerOf } from '../realtime/socket-server';
import { seed } from '../seed/seed';
import { autoPlay, Client, testTimings } from './battle-support';
import { ok, signUp } from './harness';

/**
 * Two server processes (two Fastify apps, each with its own Socket.IO server, Redis adapter and
 * database pool) on one PostgreSQL database and the machine's Redis: a player on each, as behind a
 * load balancer. The embedded engine is one process's alone, so this needs TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function whyNotRunnable(): Promise<string | null> {
  if (!adminUrl) return 'TEST_DATABASE_URL is not set (PostgreSQL needed)';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return `PostgreSQL at TEST_DATABASE_URL is unreachable`;
  } finally {
    await admin.end().catch(() => undefined);
  }
  return redisSkipReason;
}

async function whyNoRedis(): Promise<string | null> {
  const redis = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    redis.destroy();
  } catch {
    return `Redis at ${redisUrl} is unreachable`;
  }
  return null;
}
const redisSkipReason = await whyNoRedis();
const skipReason = await whyNotRunnable();

interface Process {
  app: FastifyInstance;
  database: Database;
  url: string;
  closed: boolean;
}

const dbName = `oq_test_${randomBytes(6).toString('hex')}`;
// One channel prefix per run, so parallel runs on the same Redis never hear each other.
const realtimeKey = `oq-test-${randomBytes(6).toString('hex')}`;
let dataDir = '';
let databaseUrl = '';
let a: Process;
let b: Process;
const clients: Client[] = [];

async function startProcess(dbUrl: string): Promise<Process> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    REDIS_URL: redisUrl,
  });
  const database = await openDatabase({ url: dbUrl, dataDir });
  const app = await buildApp({ config, database, logger: false, realtimeKey });
  await app.listen({ port: 0, host: '127.0.0.1' });
  Object.assign(battleServiceOf(app)!.engine.timings, testTimings);
  return {
    app,
    database,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    closed: false,
  };
}

async function stopProcess(p: Process | undefined) {
  if (!p || p.closed) return;
  p.closed = true;
  await p.app.close();
  await p.database.close();
}

async function playerOn(p: Process, name: string) {
  // Battles need no verified address (and these apps are built here, not by startTestApp).
  const { token, user } = await signUp(p.app, name, { verified: false });
  const socket = connect(p.url, { auth: { token }, transports: ['websocket'], reconnection: false });
  const client = new Client(socket, token, user.id);
  clients.push(client);
  await client.waitFor('session:ready');
  return client;
}

const coins = async (userId: number) =>
  (await a.database.db.execute<{ coins: number }>(sql`SELECT coins FROM users WHERE id = ${userId}`)).rows[0]!
    .coins;

async function friendRoomOnA(owner: Client) {
  const room = await ok(
    a.app,
    'create_room',
    { room_type: 'friend', entry_coin: 5, no_of_que: 3 },
    owner.token,
  );
  await owner.call('room:join', { code: room.room_code });
  return room;
}

describe('REDIS_URL', () => {
  it('must name a Redis server', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL must start with redis:\/\//,
    );
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('stops the start with a clear message, without the password, when Redis is unreachable', async () => {
    const io = new Server(); // not attached to an HTTP server: nothing to close
    const log = { error: () => undefined } as unknown as Parameters<typeof attachRedisAdapter>[3];
    const attempt = attachRedisAdapter(io, 'redis://:hunter2@127.0.0.1:1', 'oq-unreachable', log);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 \(REDIS_URL\)/,
    );
  });
});

describe.skipIf(redisSkipReason !== null)(
  `the Redis adapter after its connections closed${redisSkipReason ? ` (skipped: ${redisSkipReason})` : ''}`,
  () => {
    it('drops a late broadcast or request instead of ending the process', async () => {
      const io = new Server(); // not attached to an HTTP server: nothing to close
      const log = { error: () => undefined } as unknown as Parameters<typeof attachRedisAdapter>[3];
      const close = await attachRedisAdapter(io, redisUrl, `${realtimeKey}-late`, log);
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        await close();
        // What a battle timer or another process's request can still cause during a shutdown: the
        // adapter publishes on a closed connection without awaiting it.
        io.to('room:1').emit('battle:reveal', {});
        io.in('user:1').disconnectSockets(true);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
    });
  },
);

describe.skipIf(skipReason !== null)(
  `two server processes sharing battles through Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-redis-'));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const target = new URL(adminUrl!);
      target.pathname = `/${dbName}`;
      const setup = await openDatabase({ url: target.toString(), dataDir });
      await migrateDatabase(setup);
      await seed(setup.db, { mediaDir: path.join(dataDir, 'media') });
      await setup.close();
      databaseUrl = target.toString();
      a = await startProcess(databaseUrl);
      b = await startProcess(databaseUrl);
    });

    afterAll(async () => {
      clients.forEach((c) => c.close());
      await stopProcess(a);
      await stopProcess(b);
      if (adminUrl && dataDir) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('plays a friend battle with the owner on one process and the friend on the other', async () => {
      const [ann, ben] = [await playerOn(a, 'Ann'), await playerOn(b, 'Ben')];
      const room = await friendRoomOnA(ann);
      // Ben joins through process B; Ann, on A, sees him seated.
      const joined = await ben.call('room:join', { code: room.room_code });
      expect(joined.players.map((p) => p.name)).toEqual(['Ann', 'Ben']);
      await ann.waitFor('room:state', (s) => s.room_id === room.room_id && s.players.length === 2);

      const before = (await coins(ann.userId)) + (await coins(ben.userId));
      const annDone = autoPlay(ann, room.room_id, (_i, keys) => keys[0]!);
      const benDone = autoPlay(ben, room.room_id, (_i, keys) => keys[1]!);
      await ann.call('room:start', { room_id: room.room_id });
      const started = await ben.waitFor('battle:started', (r) => r.room_id === room.room_id);
      expect(started.players.map((p) => p.user_id)).toEqual([ann.userId, ben.userId]);
      const [result] = await Promise.all([annDone, benDone]);

      // Each saw the other's progress on every question, whichever process took the answer.
      const annSeat = joined.players.find((p) => p.user_id === ann.userId)!.seat;
      const benSeat = joined.my_seat;
      const progressOf = (client: Client, seat: number) =>
        client
          .events('battle:progress')
          .filter((e) => e.room_id === room.room_id && e.seat === seat)
          .map((e) => e.question_index)
          .sort();
      expect(progressOf(ann, benSeat)).toEqual([0, 1, 2]);
      expect(progressOf(ben, annSeat)).toEqual([0, 1, 2]);
      expect(ben.events('battle:reveal').filter((e) => e.room_id === room.room_id)).toHaveLength(3);

      // One result, the same on both sides, and one payout.
      for (const client of [ann, ben])
        expect(client.events('battle:finished').filter((r) => r.room_id === room.room_id)).toEqual([result]);
      const [annEnd, benEnd] = [ann.userId, ben.userId].map((id) =>
        result.standings.find((s) => s.user_id === id)!,
      );
      if (annEnd!.score === benEnd!.score) expect([annEnd!.coins, benEnd!.coins]).toEqual([5, 5]);
      else expect([annEnd!.coins, benEnd!.coins].sort()).toEqual([0, 10]);
      const { rows } = await a.database.db.execute<{ ref: string; n: number; total: number }>(sql`
        SELECT split_part(ref, ':', 3) AS ref, count(*)::int AS n, sum(amount)::int AS total FROM coin_ledger
        WHERE ref LIKE ${`battle:${room.room_id}:%`} GROUP BY 1 ORDER BY 1`);
      const payouts = annEnd!.score === benEnd!.score ? 2 : 1;
      expect(rows).toEqual([
        { ref: 'entry', n: 2, total: -10 },
        { ref: 'payout', n: payouts, total: 10 },
      ]);
      expect((await coins(ann.userId)) + (await coins(ben.userId))).toBe(before);
    });

    it('shuts a process down cleanly while its players disconnect, and finishes their work first', async () => {
      // A third process, closed while its players drop: each drop asks the other processes through Redis
      // whether the player has another tab, then marks the seat left and tells the room, which goes out
      // through Redis too. Shutting down must wait for that work, not close Redis under it.
      const c = await startProcess(databaseUrl);
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      try {
        const owner = await playerOn(a, 'Ann');
        const rooms: { room_id: string; room_code: string }[] = [];
        const guests: Client[] = [];
        for (let i = 0; i < 6; i++) {
          const room = await friendRoomOnA(owner);
          const guest = await playerOn(c, `Guest${i}`);
          await guest.call('room:join', { code: room.room_code });
          rooms.push(room);
          guests.push(guest);
        }
        // The drops are under way on C (it has seen every guest go) when the shutdown begins.
        guests.forEach((g) => g.close());
        const io = socketServerOf(c.app)!;
        while (io.sockets.sockets.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
        await stopProcess(c);
        // Every drop was handled before C went away: the owner, on A, heard of each through Redis.
        for (const [i, room] of rooms.entries())
          await owner.waitFor(
            'battle:player_left',
            (e) => e.room_id === room.room_id && e.user_id === guests[i]!.userId && !e.forfeited,
          );
        // A request from A reaching C's adapter while it closes must not crash C either.
        await ok(a.app, 'get_system_configurations', {});
        await new Promise((resolve) => setImmediate(resolve));
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
        await stopProcess(c);
      }
    });

    it('forfeits a player whose process went away, from the sweep of the other process', async () => {
      const [ann, ben] = [await playerOn(a, 'Ann'), await playerOn(b, 'Ben')];
      const room = await friendRoomOnA(ann);
      await ben.call('room:join', { code: room.room_code });
      await ann.call('room:start', { room_id: room.room_id });
      await ben.waitFor('battle:question', (q) => q.room_id === room.room_id);

      // Ben drops from B (B asks A through Redis whether he has another tab), then B shuts down:
      // the grace timer B started dies with it.
      ben.close();
      await ann.waitFor('battle:player_left', (e) => e.user_id === ben.userId && !e.forfeited);
      await stopProcess(b);
      // Closing B dropped only B's sockets: Ann, on A, is still connected.
      expect(ann.socket.connected).toBe(true);

      // The grace runs out (the deadline is in the database); A's sweep ends it. A's own timer of
      // sweeps may get there first, so the test waits for the forfeit rather than counting.
      await a.database.db.execute(
        sql`UPDATE battle_players SET left_at = now() - interval '1 hour'
            WHERE room_id = ${room.room_id} AND user_id = ${ben.userId}`,
      );
      await battleServiceOf(a.app)!.lobby.expireGraces();
      await ann.waitFor('battle:player_left', (e) => e.user_id === ben.userId && e.forfeited);
      const result = await ann.waitFor('battle:finished', (r) => r.room_id === room.room_id);
      expect(result.standings.find((s) => s.user_id === ann.userId)).toMatchObject({
        outcome: 'won',
        coins: 10,
      });
    });
  },
);
