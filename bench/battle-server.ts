/**
 * A server process of the battle bench (bench/battle.ts): the real app. The first process of a run
 * (BENCH_ROOMS set) prepares a fresh database: BENCH_ROOMS × 2 players inserted in bulk (each with the
 * 10-coin welcome credit as a ledger row, so the entry fee of 5 is paid through moveCoins as in play) and
 * BENCH_ROOMS waiting 1v1 friend rooms with both players seated (room-factory's insertRoom, questions
 * drawn per room as create_room draws them), and writes the players' bearer tokens and the room ids to
 * `$DATA_DIR/bench.json`. A second process (no BENCH_ROOMS) joins the same PostgreSQL database as is;
 * REDIS_URL + BENCH_REDIS_KEY join both to one Socket.IO adapter. The battle clock is shortened from
 * BENCH_QUESTION_MS / BENCH_REVEAL_MS. GET /bench/memory reports this process's memory after a GC.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Db } from '../server/db/client';
import { languages } from '../server/db/schema';
import { TokenService } from '../server/http/auth';
import { drawBattleQuestions } from '../server/domains/battle/battle-questions';
import { insertRoom } from '../server/domains/battle/room-factory';
import { battleServiceOf } from '../server/realtime/socket-server';
import { seed } from '../server/seed/seed';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 0);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 3);
const config = loadConfig();
await mkdir(path.join(config.dataDir, 'media'), { recursive: true });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function prepare(db: Db) {
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
  const rooms: string[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const [owner, friend] = [players[2 * r]!, players[2 * r + 1]!];
    const room = await insertRoom(db, {
      kind: 'friend',
      ownerId: owner.id,
      languageId: language?.id ?? 0,
      categoryId: 0,
      entryFee: 5,
      secondsPerQuestion: 30,
      questions: await drawBattleQuestions(db, language?.id ?? 0, 0, QUESTIONS),
      players: [owner, friend].map((p) => ({ userId: p.id, name: p.name, profile: '' })),
    });
    rooms.push(room.id);
  }
  const tokens = new TokenService(config.TOKEN_SECRET!, config.TOKEN_TTL_DAYS);
  const issued: string[] = [];
  for (const { id } of players) issued.push(await tokens.issue(db, id));
  await writeFile(path.join(config.dataDir, 'bench.json'), JSON.stringify({ tokens: issued, rooms }));
}

if (ROOMS > 0) {
  await migrateDatabase(database);
  await seed(database.db, { mediaDir: path.join(config.dataDir, 'media') });
  await prepare(database.db);
}

const app = await buildApp({ config, database, realtimeKey: process.env.BENCH_REDIS_KEY });
Object.assign(battleServiceOf(app)!.engine.timings, {
  questionMs: Number(process.env.BENCH_QUESTION_MS ?? 5_000),
  revealMs: Number(process.env.BENCH_REVEAL_MS ?? 500),
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
