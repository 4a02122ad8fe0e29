/**
 * A server process of the battle bench (bench/battle.ts): the real app. The first process of a run
 * (BENCH_ROOMS set) prepares a fresh database: BENCH_ROOMS × 2 players inserted in bulk (each with the
 * 10-coin welcome credit as a ledger row, so the entry fee of 5 is paid through moveCoins as in play) and
 * BENCH_ROOMS waiting 1v1 friend rooms with both players seated, inserted in bulk with question sets
 * drawn as create_room draws them (up to 50 different sets, shared round-robin). It writes the players'
 * bearer tokens and the room ids to `$DATA_DIR/bench.json` once it listens. A second process (no
 * BENCH_ROOMS) joins the same PostgreSQL database as is; BENCH_REDIS_URL + BENCH_REDIS_KEY join both to
 * one Socket.IO adapter. Only BENCH_DATABASE_URL / BENCH_REDIS_URL count (an inherited DATABASE_URL or
 * REDIS_URL would turn a one-process embedded run into something else). The battle clock is shortened
 * from BENCH_QUESTION_MS / BENCH_REVEAL_MS. GET /bench/memory reports this process's memory after a GC;
 * GET /bench/lag its event-loop delay since the last call (p50, p99, max in ms, `monitorEventLoopDelay`
 * at 10 ms resolution: the figures include those 10 ms).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Db } from '../server/db/client';
import { battlePlayers, battleRooms, languages, type BattleQuestion } from '../server/db/schema';
import { TokenService } from '../server/http/auth';
import { drawBattleQuestions } from '../server/domains/battle/battle-questions';
import { newRoomCode } from '../server/domains/battle/room-code';
import { battleServiceOf } from '../server/realtime/socket-server';
import { seed } from '../server/seed/seed';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 0);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 3);
const QUESTION_SETS = 50;
const CHUNK = 500;
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  REDIS_URL: process.env.BENCH_REDIS_URL || undefined,
});
await mkdir(path.join(config.dataDir, 'media'), { recursive: true });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** A migrated, seeded database with the players, rooms and seats; returns what the load generator needs. */
async function prepare(db: Db) {
  await migrateDatabase(database);
  await seed(db, { mediaDir: path.join(config.dataDir, 'media') });
  await db.execute(sql`
    INSERT INTO users (uid, login_type, name, email, refer_code, coins)
    SELECT 'battle-bench-' || g, 'email', 'Player ' || g, 'b' || g || '@example.com', 'BB' || g, 10
      FROM generate_series(1, ${ROOMS * 2}) g`);
  await db.execute(sql`
    INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after)
    SELECT id, 10, 'welcomeBonus', 'welcome', 10 FROM users WHERE uid LIKE 'battle-bench-%'`);
  const { rows: players } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM users WHERE uid LIKE 'battle-bench-%' ORDER BY id`,
  );
  const [language] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(eq(languages.status, 1))
    .orderBy(desc(languages.defaultActive), languages.id)
    .limit(1);
  const languageId = language?.id ?? 0;
  const sets: BattleQuestion[][] = [];
  for (let i = 0; i < Math.min(ROOMS, QUESTION_SETS); i++)
    sets.push(await drawBattleQuestions(db, languageId, 0, QUESTIONS));
  const codes = new Set<string>();
  while (codes.size < ROOMS) codes.add(newRoomCode());
  const rooms = [...codes].map((code, r) => ({
    id: randomUUID(),
    code,
    kind: 'friend' as const,
    ownerId: players[2 * r]!.id,
    languageId,
    entryFee: 5,
    maxPlayers: 2,
    secondsPerQuestion: 30,
    questions: sets[r % sets.length]!,
    state: 'waiting' as const,
  }));
  const seats = rooms.flatMap((room, r) =>
    [players[2 * r]!, players[2 * r + 1]!].map((p, seat) => ({
      roomId: room.id,
      seat,
      userId: p.id,
      name: p.name,
    })),
  );
  const tokens = new TokenService(config.TOKEN_SECRET!, config.TOKEN_TTL_DAYS);
  const issued: string[] = [];
  // One transaction: on PostgreSQL each commit waits for the disk.
  await db.transaction(async (tx) => {
    for (let i = 0; i < rooms.length; i += CHUNK)
      await tx.insert(battleRooms).values(rooms.slice(i, i + CHUNK));
    for (let i = 0; i < seats.length; i += CHUNK)
      await tx.insert(battlePlayers).values(seats.slice(i, i + CHUNK));
    for (const { id } of players) issued.push(await tokens.issue(tx, id));
  });
  return { tokens: issued, rooms: rooms.map((r) => r.id) };
}

const prepared = ROOMS > 0 ? await prepare(database.db) : null;

const app = await buildApp({ config, database, realtimeKey: process.env.BENCH_REDIS_KEY });
Object.assign(battleServiceOf(app)!.engine.timings, {
  questionMs: Number(process.env.BENCH_QUESTION_MS ?? 5_000),
  revealMs: Number(process.env.BENCH_REVEAL_MS ?? 500),
});
const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();
app.get('/bench/lag', async () => {
  const figures = { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 };
  lag.reset();
  return figures;
});
app.get('/bench/memory', async () => {
  gc();
  return process.memoryUsage();
});

async function shutdown() {
  await app.close();
  // A second SIGTERM may find the pool already ended; the process is leaving either way.
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
// Written last: the load generator waits for this file, not for the port.
if (prepared) {
  const file = path.join(config.dataDir, 'bench.json');
  await writeFile(`${file}.part`, JSON.stringify(prepared));
  await rename(`${file}.part`, file);
}
