import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as schema from '../db/schema';
import { webSettings } from '../domains/settings/schema';
import type { Services } from '../http/context';
import { indexHtmlSender } from '../http/index-html';
import { TtlCache } from '../lib/ttl-cache';
import { startTestApp, type TestApp } from './harness';

// A site name written to break out of the data block, open a comment or end a line for old parsers.
const HOSTILE = 'Quiz </script><script>alert(1)</script> <!-- & \u2028 > "quoted"';
const OPEN = '<script id="web-settings" type="application/json">';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'openquiz-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>OpenQuiz</title></head><body><div id="root"></div></body></html>',
  );
  t = await startTestApp({ DIST_DIR: dist });
  await t.database.db.update(webSettings).set({ value: HOSTILE }).where(eq(webSettings.key, 'site_name'));
});

afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** The inlined settings as the browser would read them: the text up to the first </script>. */
function inlined(html: string) {
  const start = html.indexOf(OPEN);
  expect(start).toBeGreaterThan(-1);
  const text = html.slice(start + OPEN.length, html.indexOf('</script>', start));
  return JSON.parse(text) as { site_name: string; maintenance: boolean };
}

test('every page gets index.html with the web settings inlined, escaped so no value can end the block', async () => {
  for (const url of ['/', '/index.html', '/quiz-zone/', '/auth/login/']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const settings = inlined(res.body);
    expect(settings.site_name).toBe(HOSTILE);
    expect(settings.maintenance).toBe(false);
    // The block closes right after the JSON, inside <head>, and nothing else became markup.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).not.toContain('<!--');
    expect(res.body.indexOf('</script></head>')).toBeGreaterThan(0);
  }
});

test('index.html goes compressed to a browser that accepts gzip', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(inlined(gunzipSync(res.rawPayload).toString('utf8')).site_name).toBe(HOSTILE);
});

test('API paths and media still answer 404 as JSON, not with the page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/json/);
});

test('without a database the page still loads, without settings (the app then asks for them itself)', async () => {
  // A real pool to a port where nothing listens: every query fails to connect, as with a stopped server.
  const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
  const services = {
    config: { PUBLIC_URL: 'http://quiz.test' },
    db: drizzle(pool, { schema }),
    catalogue: new TtlCache(10_000),
  } as unknown as Services;
  const bare = Fastify();
  bare.get('/', indexHtmlSender(dist, services));
  try {
    const res = await bare.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(OPEN);
  } finally {
    await bare.close();
    await pool.end();
  }
});
