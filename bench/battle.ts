/**
 * Live battles under load (DESIGN §12: answer acknowledgement p99 ≤ 25 ms with 1,000 concurrent 1v1
 * rooms on one process, loopback; memory per connection). For each N in BENCH_BATTLE_ROOMS (default
 * 100,1000,2000) a fresh server process (bench/battle-server.ts) gets 2N players; this process opens
 * N friend rooms over socket.io-client (created with create_room, joined by code, fee 5 paid from the
 * welcome coins), starts them all, and every player answers every question at a random human-ish time
 * inside the window. Prints ack latencies, errors, the server's RSS (and the embedded database's, a
 * separate process) and the machine load. Measures; asserts nothing. BENCH_BATTLE_DATABASE=postgres runs
 * the server on a throwaway database of BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test).
 * Run alone with `node --import tsx bench/battle.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { ServerEventData } from '../contract';
import { multipart } from './load';
import { startProcess, stopProcess } from './processes';

const ROOMS = (process.env.BENCH_BATTLE_ROOMS ?? '100,1000,2000').split(',').map(Number);
const QUESTIONS = Number(process.env.BENCH_BATTLE_QUESTIONS ?? 3);
const QUESTION_MS = Number(process.env.BENCH_QUESTION_MS ?? 5_000);
const REVEAL_MS = Number(process.env.BENCH_REVEAL_MS ?? 500);
const BUDGET_MS = 25;
const ON_POSTGRES = process.env.BENCH_BATTLE_DATABASE === 'postgres';
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 4395;
const URL_BASE = `http://127.0.0.1:${PORT}`;
/** Players think between 0.5 s and 80 % of the window, like people reading and tapping. */
const thinkMs = () => 500 + Math.random() * (QUESTION_MS * 0.8 - 500);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const fmt = (n: number) => n.toFixed(1);
const mb = (kb: number) => kb / 1024;

/** VmRSS of a process in kB, and of its children (the embedded database runs in one). */
async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
/** CPU seconds a process has used (user + system; Linux clock ticks are 1/100 s). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}
async function childPids(pid: number): Promise<number[]> {
  const list = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return list.split(' ').filter(Boolean).map(Number);
}

/** Runs `fn` over `items` with at most `width` in flight. */
async function inBatches<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

function open(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(URL_BASE, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('session:ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function createRoom(token: string): Promise<{ room_id: string; room_code: string }> {
  const form = await multipart({ room_type: 'friend', entry_coin: '5', no_of_que: String(QUESTIONS) });
  const res = await fetch(`${URL_BASE}/api/create_room`, {
    method: 'POST',
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.body),
  });
  const envelope = (await res.json()) as { error: boolean; data: { room_id: string; room_code: string } };
  if (envelope.error) throw new Error(`create_room failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function call(socket: Socket, event: string, payload: unknown) {
  const envelope = (await socket.timeout(30_000).emitWithAck(event, payload)) as {
    error: boolean;
    message?: string;
  };
  if (envelope.error) throw new Error(`${event} failed: ${envelope.message}`);
}

interface Figures {
  acks: number[];
  errors: Map<string, number>;
  /** Rooms between their first question and their result, now and at most. */
  inPlay: number;
  peakInPlay: number;
}

/** Answers each question of the room after a think time; resolves when the room finishes. */
function play(socket: Socket, roomId: string, figures: Figures, owner: boolean): Promise<void> {
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
            figures.acks.push(performance.now() - sent);
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
      resolve();
    }),
  );
}

async function benchRooms(rooms: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-battle-bench-'));
  const admin = ON_POSTGRES ? new pg.Client({ connectionString: ADMIN_URL }) : null;
  const dbName = `oq_battle_bench_${randomBytes(5).toString('hex')}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
  }
  const env = {
    ...(admin ? { DATABASE_URL: dbUrl.toString() } : {}),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    BENCH_PLAYERS: String(rooms * 2),
    BENCH_QUESTION_MS: String(QUESTION_MS),
    BENCH_REVEAL_MS: String(REVEAL_MS),
  };
  const server = await startProcess('bench/battle-server.ts', env, `${URL_BASE}/healthz`);
  const pid = server.pid!;
  const [dbPid] = await childPids(pid);
  const rssIdle = await rssKb(pid);
  const tokens = JSON.parse(await readFile(path.join(dataDir, 'tokens.json'), 'utf8')) as string[];

  const sockets: Socket[] = new Array(tokens.length);
  const t0 = performance.now();
  await inBatches([...tokens.keys()], 50, async (i) => {
    sockets[i] = await open(tokens[i]!);
  });
  const connectS = (performance.now() - t0) / 1000;
  const rssConnected = await rssKb(pid);

  const roomIds: string[] = new Array(rooms);
  const t1 = performance.now();
  await inBatches([...Array(rooms).keys()], 20, async (r) => {
    const room = await createRoom(tokens[2 * r]!);
    await call(sockets[2 * r]!, 'room:join', { code: room.room_code });
    await call(sockets[2 * r + 1]!, 'room:join', { code: room.room_code });
    roomIds[r] = room.room_id;
  });
  const seatS = (performance.now() - t1) / 1000;

  const figures: Figures = { acks: [], errors: new Map(), inPlay: 0, peakInPlay: 0 };
  const finished = roomIds.flatMap((roomId, r) => [
    play(sockets[2 * r]!, roomId, figures, true),
    play(sockets[2 * r + 1]!, roomId, figures, false),
  ]);
  let rssPeak = 0;
  let dbPeak = 0;
  const sampler = setInterval(() => {
    void rssKb(pid).then((kb) => (rssPeak = Math.max(rssPeak, kb)));
    if (dbPid) void rssKb(dbPid).then((kb) => (dbPeak = Math.max(dbPeak, kb)));
  }, 250);
  const clientLag = monitorEventLoopDelay({ resolution: 10 });
  clientLag.enable();
  const cpuBefore = await cpuSeconds(pid);
  const t2 = performance.now();
  await inBatches(roomIds, 50, async (roomId) => {
    const r = roomIds.indexOf(roomId);
    await call(sockets[2 * r]!, 'room:start', { room_id: roomId });
  });
  const startS = (performance.now() - t2) / 1000;
  const limitMs = QUESTIONS * (QUESTION_MS + 1_000 + REVEAL_MS) + 120_000;
  const outcome = await Promise.race([
    Promise.all(finished).then(() => 'all finished'),
    new Promise<string>((r) => setTimeout(() => r('stopped waiting'), limitMs).unref()),
  ]);
  const playS = (performance.now() - t2) / 1000;
  const cpuShare = (await cpuSeconds(pid)) - cpuBefore;
  clientLag.disable();
  clearInterval(sampler);
  const load = loadavg().map(fmt).join(' ');

  sockets.forEach((s) => s.close());
  await stopProcess(server);
  await rm(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }

  const acks = figures.acks.sort((a, b) => a - b);
  const errors = [...figures.errors].map(([why, n]) => `${n} × ${why}`).join(', ') || 'none';
  const p99 = percentile(acks, 99);
  const connections = rooms * 2;
  console.log(
    `${rooms} rooms, ${connections} sockets, ${ON_POSTGRES ? 'PostgreSQL' : 'embedded database'} (load avg ${load})`,
  );
  console.log(
    `  setup: connect ${fmt(connectS)} s, create+seat ${fmt(seatS)} s, start all ${fmt(startS)} s; ` +
      `play ${fmt(playS)} s (${outcome}); at most ${figures.peakInPlay} rooms in play at once`,
  );
  console.log(
    `  answer ack ms: p50 ${fmt(percentile(acks, 50))}  p99 ${fmt(p99)}  max ${fmt(acks.at(-1) ?? 0)}  ` +
      `(${acks.length} acks of ${connections * QUESTIONS} answers; errors: ${errors})`,
  );
  console.log(`  p99 / budget: ${fmt(p99 / BUDGET_MS)} × the ${BUDGET_MS} ms budget`);
  console.log(
    `  server RSS: ${fmt(mb(rssIdle))} MB idle, ${fmt(mb(rssConnected))} MB connected, ${fmt(mb(rssPeak))} MB peak in play; ` +
      `${fmt((rssConnected - rssIdle) / connections)} kB per idle connection, ` +
      `${fmt((rssPeak - rssIdle) / connections)} kB per playing connection`,
  );
  console.log(`  server CPU during start+play: ${fmt((cpuShare / playS) * 100)} % of one core`);
  if (dbPid) console.log(`  embedded database process RSS peak: ${fmt(mb(dbPeak))} MB`);
  console.log(
    `  load generator event-loop delay p99 ${fmt(clientLag.percentile(99) / 1e6)} ms (high = figures include client lag)`,
  );
}

export async function benchBattles() {
  console.log(
    `battle answers: ${QUESTIONS} questions a room, window ${QUESTION_MS} ms (engine questionMs), ` +
      `reveal ${REVEAL_MS} ms, grace 1000 ms, think time 0.5 s–${fmt((QUESTION_MS * 0.8) / 1000)} s`,
  );
  for (const rooms of ROOMS) await benchRooms(rooms);
  console.log();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchBattles();
