/**
 * `npm run bench`: API figures against DESIGN §12 on this machine. Prints numbers and ratios; asserts nothing.
 *  1. a catalogue action (get_categories) vs a bare node:http multipart echo, requests/s and the ratio;
 *  2. health-check latency while the embedded database runs a slow query, showing the event loop stays free.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seed } from '../server/seed/seed';
import { load, multipart } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 32;
const fmt = (n: number) => n.toFixed(1);

async function bareEcho(): Promise<{ url: string; close(): void }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ error: false, data: { length: Buffer.concat(chunks).length } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'openquiz-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT: 'off', PORT: '0' });
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
await seed(database.db, { mediaDir: path.join(dataDir, 'media') });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
console.log(`database: ${database.kind}; ${SECONDS}s per run, ${CONCURRENCY} clients\n`);

const body = await multipart({ type: '1' });
const echo = await bareEcho();
await load(echo.url, body, CONCURRENCY, 1); // warm-up
const bare = await load(echo.url, body, CONCURRENCY, SECONDS);
echo.close();
await load(`${base}/api/get_categories`, body, CONCURRENCY, 1);
const api = await load(`${base}/api/get_categories`, body, CONCURRENCY, SECONDS);
console.log('throughput                         req/s     p50 ms   p99 ms');
console.log(
  `bare node:http multipart echo   ${fmt(bare.rps).padStart(8)}  ${fmt(bare.p50).padStart(8)} ${fmt(bare.p99).padStart(8)}`,
);
console.log(
  `get_categories (catalogue)      ${fmt(api.rps).padStart(8)}  ${fmt(api.p50).padStart(8)} ${fmt(api.p99).padStart(8)}`,
);
console.log(`ratio: ${fmt((api.rps / bare.rps) * 100)} % of bare (budget ≥ 40 %)\n`);

// A 500 ms query holds the embedded engine; requests that need no database must not wait behind it.
const slow = database.pool.query('SELECT pg_sleep(0.5)');
const during = await load(`${base}/healthz`, null, 4, 0.4);
await slow;
const idle = await load(`${base}/healthz`, null, 4, 0.4);
console.log('event loop while a 500 ms query holds the database');
console.log(
  `/healthz during: p50 ${fmt(during.p50)} ms, p99 ${fmt(during.p99)} ms (${during.requests} requests)`,
);
console.log(`/healthz idle:   p50 ${fmt(idle.p50)} ms, p99 ${fmt(idle.p99)} ms (${idle.requests} requests)`);

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
