/**
 * Live battles under load (DESIGN §12: answer acknowledgement p99 ≤ 25 ms with 1,000 concurrent 1v1
 * rooms on one process, loopback; ≤ 50 ms across two processes with Redis; memory per connection).
 * For each N in BENCH_BATTLE_ROOMS (default 100,1000,2000) and each setup — one server process on the
 * embedded database, one on PostgreSQL, two on PostgreSQL sharing the Socket.IO Redis adapter — fresh
 * server processes (bench/battle-server.ts) get N waiting friend rooms (fee 5) with 2N seated players.
 * This process connects one socket.io-client per player (with two processes, the two players of a room
 * on different processes), each socket re-enters its room (room:rejoin), the owners start all rooms
 * (a few at a time, BENCH_BATTLE_START_WIDTH, default 5: each start holds a fee transaction), and every
 * player answers every question at a random human-ish time inside the window. Prints ack
 * latencies against the budget — all of them, and those sent while every room was in play (without the
 * bursts of starts and settlements) — errors, memory per connection (server RSS and post-GC heap deltas
 * divided by sockets) and a summary table. Measures; asserts nothing.
 * BENCH_BATTLE_DATABASES (default embedded,postgres; none: only the two-process runs) picks the
 * databases; PostgreSQL runs use a throwaway database of BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/test) and are skipped when it is unreachable; the two-process
 * runs need it and REDIS_URL (default redis://127.0.0.1:6379, a fresh adapter key per run), and
 * BENCH_BATTLE_TWO_PROCESSES=off skips them.
 * Run alone with `node --import tsx bench/battle.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import type { ServerEventData } from '../contract';
import { stopProcess } from './processes';

const ROOMS = (process.env.BENCH_BATTLE_ROOMS ?? '100,1000,2000').split(',').map(Number);
const DATABASES = (process.env.BENCH_BATTLE_DATABASES ?? 'embedded,postgres')
  .split(',')
  .filter((d) => d === 'embedded' || d === 'postgres');
const TWO_PROCESSES = process.env.BENCH_BATTLE_TWO_PROCESSES !== 'off';
const QUESTIONS = Number(process.env.BENCH_BATTLE_QUESTIONS ?? 5);
/** Owners pressing start at the same moment; each start debits fees in a transaction. */
const START_WIDTH = Number(process.env.BENCH_BATTLE_START_WIDTH ?? 5);
const QUESTION_MS = Number(process.env.BENCH_QUESTION_MS ?? 5_000);
const REVEAL_MS = Number(process.env.BENCH_REVEAL_MS ?? 500);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORTS = [4395, 4396];
const baseUrl = (port: number) => `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
/** Players think between 0.5 s and 80 % of the window, like people reading and tapping. */
const thinkMs = () => 500 + Math.random() * (QUESTION_MS * 0.8 - 500);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const fmt = (n: number) => n.toFixed(1);
const mb = (bytes: number) => bytes / 1_048_576;

interface Setup {
  database: 'embedded' | 'postgres';
  processes: 1 | 2;
  rooms: number;
}
const label = (s: Setup) =>
  `${s.database === 'embedded' ? 'embedded' : 'PostgreSQL'}, ${s.processes === 1 ? '1 process' : '2 processes + Redis'}`;
const budgetOf = (s: Setup) => (s.processes === 1 ? 25 : 50);

interface Row {
  setup: Setup;
  p50: number;
  p99: number;
  /** p99 of the answers sent while all rooms were in play; null when there was no such moment. */
  steadyP99: number | null;
  idleRssKb: number;
  idleHeapKb: number;
  playRssKb: number;
  errors: string;
}

/** VmRSS of a process in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
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
/** RSS and post-GC heap of the server processes together, as they report them. */
async function serverMemory(ports: number[]) {
  let rss = 0;
  let heap = 0;
  for (const port of ports) {
    const usage = (await (await fetch(`${baseUrl(port)}/bench/memory`)).json()) as NodeJS.MemoryUsage;
    rss += usage.rss;
    heap += usage.heapUsed;
  }
  return { rss, heap };
}

/**
 * Starts bench/battle-server.ts and waits until it answers and, for the first process, has written
 * `readyFile` — up to 10 minutes (processes.ts's startProcess gives up after 30 s, less than migrating,
 * seeding and preparing 2,000 rooms can take on a busy machine).
 */
async function startServer(env: Record<string, string>, port: number, readyFile: string | null) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/battle-server.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  for (const until = Date.now() + 600_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`bench/battle-server.ts exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl(port)}/healthz`).then(
      () => true,
      () => false,
    );
    if (up && (readyFile === null || (await exists(readyFile)))) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopProcess(child);
  throw new Error(`bench/battle-server.ts was not ready at ${baseUrl(port)} within 10 minutes`);
}

/** The servers' event-loop delay since the previous call, the worst of them (ms). */
async function serverLag(ports: number[]) {
  const all = await Promise.all(
    ports.map(
      async (port) =>
        (await (await fetch(`${baseUrl(port)}/bench/lag`)).json()) as { p99: number; max: number },
    ),
  );
  return { p99: Math.max(...all.map((l) => l.p99)), max: Math.max(...all.map((l) => l.max)) };
}

/** Runs `fn` over `items` with at most `width` in flight. */
async function inBatches<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>) {
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

function open(port: number, token: string): Promise<Socket> {
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

async function call(socket: Socket, event: string, payload: unknown) {
  const envelope = (await socket.timeout(60_000).emitWithAck(event, payload)) as {
    error: boolean;
    message?: string;
  };
  if (envelope.error) throw new Error(`${event} failed: ${envelope.message}`);
}

interface Figures {
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

/** A throwaway PostgreSQL database for one run; dropped by the returned function. */
async function throwawayDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const name = `oq_battle_bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function benchRooms(setup: Setup): Promise<Row> {
  const { rooms, processes } = setup;
  const ports = PORTS.slice(0, processes);
  const dataDirs = await Promise.all(ports.map(() => mkdtemp(path.join(tmpdir(), 'openquiz-battle-bench-'))));
  const database = setup.database === 'postgres' ? await throwawayDatabase() : null;
  const shared = {
    ...(database ? { BENCH_DATABASE_URL: database.url } : {}),
    ...(processes === 2
      ? { BENCH_REDIS_URL: REDIS_URL, BENCH_REDIS_KEY: `oq-bench-${randomBytes(4).toString('hex')}` }
      : {}),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    BENCH_QUESTIONS: String(QUESTIONS),
    BENCH_QUESTION_MS: String(QUESTION_MS),
    BENCH_REVEAL_MS: String(REVEAL_MS),
  };
  const servers: ChildProcess[] = [];
  const sockets: Socket[] = [];
  try {
    const t0 = performance.now();
    // The first process prepares the database; the second only joins it.
    for (const [i, port] of ports.entries()) {
      const env = {
        ...shared,
        PORT: String(port),
        DATA_DIR: dataDirs[i]!,
        BENCH_ROOMS: i === 0 ? String(rooms) : '0',
      };
      servers.push(await startServer(env, port, i === 0 ? path.join(dataDirs[0]!, 'bench.json') : null));
    }
    const prepareS = (performance.now() - t0) / 1000;
    const pids = servers.map((s) => s.pid!);
    const [dbPid] = setup.database === 'embedded' ? await childPids(pids[0]!) : [];
    const bench = JSON.parse(await readFile(path.join(dataDirs[0]!, 'bench.json'), 'utf8')) as {
      tokens: string[];
      rooms: string[];
    };
    const idle = await serverMemory(ports);
    const connections = bench.tokens.length;

    // Player i on process i mod 2: the owner (even) and the friend (odd) of a room are apart.
    const portOf = (i: number) => ports[i % ports.length]!;
    sockets.length = connections;
    const t1 = performance.now();
    await inBatches(bench.tokens, 50, async (token, i) => {
      sockets[i] = await open(portOf(i), token);
    });
    const connectS = (performance.now() - t1) / 1000;
    const t2 = performance.now();
    await inBatches(sockets, 50, (socket, i) =>
      call(socket, 'room:rejoin', { room_id: bench.rooms[i >> 1] }),
    );
    const seatS = (performance.now() - t2) / 1000;
    const connected = await serverMemory(ports);

    const figures: Figures = {
      acks: [],
      errors: new Map(),
      inPlay: 0,
      peakInPlay: 0,
      firstFinished: Infinity,
    };
    const finished = bench.rooms.flatMap((roomId, r) => [
      play(sockets[2 * r]!, roomId, figures, true),
      play(sockets[2 * r + 1]!, roomId, figures, false),
    ]);
    let rssPeak = 0;
    let dbPeak = 0;
    const sampler = setInterval(() => {
      void Promise.all(pids.map(rssOf)).then(
        (all) =>
          (rssPeak = Math.max(
            rssPeak,
            all.reduce((a, b) => a + b),
          )),
      );
      if (dbPid) void rssOf(dbPid).then((bytes) => (dbPeak = Math.max(dbPeak, bytes)));
    }, 250);
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const cpuBefore = await Promise.all(pids.map(cpuSeconds));
    const dbCpuBefore = dbPid ? await cpuSeconds(dbPid) : 0;
    await serverLag(ports);
    const t3 = performance.now();
    await inBatches(bench.rooms, START_WIDTH, (roomId, r) =>
      call(sockets[2 * r]!, 'room:start', { room_id: roomId }),
    );
    const allStarted = performance.now();
    const startS = (allStarted - t3) / 1000;
    const limitMs = QUESTIONS * (QUESTION_MS + 1_000 + REVEAL_MS) + 120_000;
    const outcome = await Promise.race([
      Promise.all(finished).then(() => 'all finished'),
      new Promise<string>((r) => setTimeout(() => r('stopped waiting'), limitMs).unref()),
    ]);
    const playS = (performance.now() - t3) / 1000;
    const cpuAfter = await Promise.all(pids.map(cpuSeconds));
    const lagInPlay = await serverLag(ports);
    const dbCpu = dbPid ? (await cpuSeconds(dbPid)) - dbCpuBefore : 0;
    clientLag.disable();
    clearInterval(sampler);
    const load = loadavg().map(fmt).join(' ');

    const acks = figures.acks.map((a) => a.ms).sort((a, b) => a - b);
    // Answers sent while every room was in play: the answer path without the bursts of starts
    // (fees) and settlements (payouts) that share the database at the beginning and the end.
    const acksWhere = (keep: (a: { sent: number; ms: number }) => boolean) =>
      figures.acks
        .filter(keep)
        .map((a) => a.ms)
        .sort((a, b) => a - b);
    const steady = acksWhere((a) => a.sent >= allStarted && a.sent + a.ms <= figures.firstFinished);
    const phase = (name: string, sorted: number[]) =>
      `${name} p50 ${fmt(percentile(sorted, 50))} p99 ${fmt(percentile(sorted, 99))} (${sorted.length})`;
    const errors = [...figures.errors].map(([why, n]) => `${n} × ${why}`).join(', ') || 'none';
    const p99 = percentile(acks, 99);
    const budget = budgetOf(setup);
    const perConnKb = (bytes: number) => bytes / 1024 / connections;
    console.log(`${rooms} rooms, ${connections} sockets, ${label(setup)} (load avg ${load})`);
    console.log(
      `  setup: server(s) + rooms ${fmt(prepareS)} s, connect ${fmt(connectS)} s, seat ${fmt(seatS)} s, ` +
        `start all ${fmt(startS)} s; play ${fmt(playS)} s (${outcome}); at most ${figures.peakInPlay} rooms in play at once`,
    );
    console.log(
      `  answer ack ms: p50 ${fmt(percentile(acks, 50))}  p99 ${fmt(p99)}  max ${fmt(acks.at(-1) ?? 0)}  ` +
        `(${acks.length} acks of ${connections * QUESTIONS} answers, ${fmt(acks.length / playS)} a second; errors: ${errors})`,
    );
    console.log(`  p99 / budget: ${fmt(p99 / budget)} × the ${budget} ms budget`);
    console.log(
      steady.length > 0
        ? `  while all ${rooms} rooms were in play (after the last start, before the first result): ` +
            `p50 ${fmt(percentile(steady, 50))}  p99 ${fmt(percentile(steady, 99))} ms over ${steady.length} acks`
        : `  no moment with all ${rooms} rooms in play: the first room finished before the last one started`,
    );
    console.log(
      `  by phase, ms (acks): ` +
        [
          phase(
            'while rooms were starting',
            acksWhere((a) => a.sent < allStarted),
          ),
          phase(
            'all started',
            acksWhere((a) => a.sent >= allStarted && a.sent < figures.firstFinished),
          ),
          phase(
            'while rooms were finishing',
            acksWhere((a) => a.sent >= figures.firstFinished),
          ),
        ].join('; '),
    );
    console.log(
      `  server memory: RSS ${fmt(mb(idle.rss))} MB idle, ${fmt(mb(connected.rss))} MB connected, ${fmt(mb(rssPeak))} MB peak in play; ` +
        `per connection: ${fmt(perConnKb(connected.rss - idle.rss))} kB RSS and ${fmt(perConnKb(connected.heap - idle.heap))} kB heap connected, ` +
        `${fmt(perConnKb(rssPeak - idle.rss))} kB RSS playing`,
    );
    const cpu = cpuAfter.map((c, i) => `${fmt(((c - cpuBefore[i]!) / playS) * 100)} %`).join(' + ');
    console.log(`  server CPU during start+play: ${cpu} of one core`);
    if (dbPid)
      console.log(
        `  embedded database process: RSS peak ${fmt(mb(dbPeak))} MB, CPU ${fmt((dbCpu / playS) * 100)} % of one core`,
      );
    console.log(
      `  event-loop delay beyond the 10 ms sampling, during start+play: servers p99 ${fmt(lagInPlay.p99 - 10)} ms, ` +
        `max ${fmt(lagInPlay.max - 10)} ms; load generator p99 ${fmt(clientLag.percentile(99) / 1e6 - 10)} ms ` +
        `(high = figures include client lag)`,
    );
    return {
      setup,
      p50: percentile(acks, 50),
      p99,
      steadyP99: steady.length > 0 ? percentile(steady, 99) : null,
      idleRssKb: perConnKb(connected.rss - idle.rss),
      idleHeapKb: perConnKb(connected.heap - idle.heap),
      playRssKb: perConnKb(rssPeak - idle.rss),
      errors,
    };
  } finally {
    // Servers first: a server that shuts down ignores its sockets' disconnects, whereas clients leaving
    // first would send every disconnect through the Redis adapter of a server about to close it.
    for (const server of servers) await stopProcess(server);
    sockets.forEach((s) => s.close());
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await database?.drop();
  }
}

/** Why a setup cannot run here, or null when it can. */
async function unavailable(setup: Setup): Promise<string | null> {
  if (setup.database === 'postgres') {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
    } catch (err) {
      return `PostgreSQL at ${ADMIN_URL} is unreachable (${(err as Error).message})`;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (setup.processes === 2) {
    const client = createClient({
      url: REDIS_URL,
      socket: { connectTimeout: 3_000, reconnectStrategy: false },
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
    } catch (err) {
      return `Redis at ${REDIS_URL} is unreachable (${(err as Error).message})`;
    } finally {
      if (client.isOpen) await client.quit();
    }
  }
  return null;
}

function summary(rows: Row[]) {
  console.log('\nbattle answer acks — summary (budget p99: 25 ms on one process, 50 ms on two with Redis)');
  console.log(
    'setup                              rooms  sockets   p50 ms   p99 ms  p99/budget  all-in-play p99 ms  kB RSS/conn  kB heap/conn  kB RSS/conn playing  errors',
  );
  for (const r of rows) {
    console.log(
      `${label(r.setup).padEnd(33)}${String(r.setup.rooms).padStart(7)}${String(r.setup.rooms * 2).padStart(9)}` +
        `${fmt(r.p50).padStart(9)}${fmt(r.p99).padStart(9)}${`${fmt(r.p99 / budgetOf(r.setup))} ×`.padStart(12)}` +
        `${(r.steadyP99 === null ? '–' : fmt(r.steadyP99)).padStart(20)}` +
        `${fmt(r.idleRssKb).padStart(13)}${fmt(r.idleHeapKb).padStart(14)}${fmt(r.playRssKb).padStart(21)}  ${r.errors}`,
    );
  }
}

export async function benchBattles() {
  console.log(
    `battle answers: ${QUESTIONS} questions a room, window ${QUESTION_MS} ms (engine questionMs), ` +
      `reveal ${REVEAL_MS} ms, grace 1000 ms, think time 0.5 s–${fmt((QUESTION_MS * 0.8) / 1000)} s, ` +
      `rooms started ${START_WIDTH} at a time`,
  );
  const setups: Setup[] = [
    ...DATABASES.flatMap((database) =>
      ROOMS.map((rooms) => ({ database: database as Setup['database'], processes: 1 as const, rooms })),
    ),
    ...(TWO_PROCESSES
      ? ROOMS.map((rooms) => ({ database: 'postgres' as const, processes: 2 as const, rooms }))
      : []),
  ];
  const rows: Row[] = [];
  const skipped = new Set<string>();
  for (const setup of setups) {
    const why = await unavailable(setup);
    if (why) {
      if (!skipped.has(label(setup))) console.log(`${label(setup)}: skipped, ${why}`);
      skipped.add(label(setup));
      continue;
    }
    try {
      rows.push(await benchRooms(setup));
    } catch (err) {
      console.log(`${setup.rooms} rooms, ${label(setup)}: failed, ${(err as Error).message}`);
    }
  }
  summary(rows);
  console.log();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchBattles();
