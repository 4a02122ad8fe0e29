/**
 * `npm run bench`: API figures against DESIGN §12 on this machine. Prints numbers and ratios; asserts nothing.
 *  1. a catalogue action (get_categories) served by the real server process vs a bare node:http
 *     multipart echo process, requests/s and the ratio (budget ≥ 40 %; bench/catalogue.ts), and the
 *     cold start of npm start (budget ≤ 10 s; bench/cold-start.ts);
 *  2. health-check latency while the embedded database runs a 500 ms query (the event loop stays free);
 *  3. the built PWA's sizes against the bundle budgets, and Lighthouse mobile on five pages (bench/lighthouse.ts);
 *  4. leaderboard top-100 and my-rank latencies with 1M score events, embedded and PostgreSQL (bench/leaderboard.ts);
 *  5. live battles: answer acknowledgement latencies and memory per connection with 100–2,000 1v1 rooms,
 *     embedded, PostgreSQL and two processes sharing Redis (bench/battle.ts);
 *  6. the compose.yaml layout, natively: the catalogue through HAProxy with 1 and 2 app processes
 *     (bench/cluster.ts);
 * and at the end the table of every budget with its figure, ratio and verdict (bench/budgets.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seed } from '../server/seed/seed';
import { benchBattles } from './battle';
import { printBudgets } from './budgets';
import { benchCluster } from './cluster';
import { printBundleSizes } from './bundle';
import { benchLighthouse } from './lighthouse';
import { benchLeaderboards } from './leaderboard';
import { benchCatalogue } from './catalogue';
import { benchColdStart } from './cold-start';
import { load } from './load';

const fmt = (n: number) => n.toFixed(1);
const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
  console.log(
    `${name.padEnd(34)}${fmt(r.rps).padStart(9)} ${fmt(r.p50).padStart(9)} ${fmt(r.p99).padStart(9)}`,
  );

async function eventLoopWhileQuerying() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT: 'off' });
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
  await migrateDatabase(database);
  await seed(database.db, { mediaDir: path.join(dataDir, 'media') });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const health = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/healthz`;

  // A 500 ms query holds the database; requests that need no database must not wait behind it.
  const slow = database.pool.query('SELECT pg_sleep(0.5)');
  const during = await load(health, null, 4, 0.4);
  await slow;
  const idle = await load(health, null, 4, 0.4);
  console.log(`event loop while a 500 ms query holds the ${database.kind} database`);
  row('/healthz during the query', during);
  row('/healthz idle', idle);

  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

printBundleSizes();
// Lighthouse mobile on five pages of the production build (~5 min); BENCH_LIGHTHOUSE=off skips it.
if (process.env.BENCH_LIGHTHOUSE !== 'off') await benchLighthouse();
await benchCatalogue();
await benchColdStart();
await eventLoopWhileQuerying();
await benchLeaderboards();
await benchBattles();
// The compose.yaml layout run natively (PostgreSQL, Redis, app processes behind HAProxy); BENCH_CLUSTER=off skips it.
if (process.env.BENCH_CLUSTER !== 'off') await benchCluster();
printBudgets();
