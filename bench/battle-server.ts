/**
 * The server process of the battle bench (bench/battle.ts): the real app on a fresh database, with
 * BENCH_PLAYERS players inserted in bulk (each with the 10-coin welcome credit as a ledger row, so an
 * entry fee of 5 is paid through moveCoins as in play), their bearer tokens written to
 * `$DATA_DIR/tokens.json`, and the battle clock shortened from BENCH_QUESTION_MS / BENCH_REVEAL_MS.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { TokenService } from '../server/http/auth';
import { battleServiceOf } from '../server/realtime/socket-server';
import { seed } from '../server/seed/seed';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const config = loadConfig();
await mkdir(path.join(config.dataDir, 'media'), { recursive: true });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateDatabase(database);
await seed(database.db, { mediaDir: path.join(config.dataDir, 'media') });

const { db } = database;
await db.execute(sql`
  INSERT INTO users (uid, login_type, name, email, refer_code, coins)
  SELECT 'battle-bench-' || g, 'email', 'Player ' || g, 'b' || g || '@example.com', 'BB' || g, 10
    FROM generate_series(1, ${PLAYERS}) g`);
await db.execute(sql`
  INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after)
  SELECT id, 10, 'welcomeBonus', 'welcome', 10 FROM users WHERE uid LIKE 'battle-bench-%'`);
const { rows } = await db.execute<{ id: number }>(
  sql`SELECT id FROM users WHERE uid LIKE 'battle-bench-%' ORDER BY id`,
);
const tokens = new TokenService(config.TOKEN_SECRET!, config.TOKEN_TTL_DAYS);
const issued: string[] = [];
for (const { id } of rows) issued.push(await tokens.issue(db, id));
await writeFile(path.join(config.dataDir, 'tokens.json'), JSON.stringify(issued));

const app = await buildApp({ config, database });
Object.assign(battleServiceOf(app)!.engine.timings, {
  questionMs: Number(process.env.BENCH_QUESTION_MS ?? 5_000),
  revealMs: Number(process.env.BENCH_REVEAL_MS ?? 500),
});

async function shutdown() {
  await app.close();
  // A second SIGTERM may find the pool already ended; the process is leaving either way.
  await database.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
