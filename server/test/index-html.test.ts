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
import { authFirstPaint, firstPaint, indexHtmlSender } from '../http/index-html';
import { TtlCache } from '../lib/ttl-cache';
import { ok, startTestApp, type TestApp } from './harness';

// A site name written to break out of the data block, open a comment or end a line for old parsers.
const HOSTILE = 'Quiz </script><script>alert(1)</script> <!-- & \u2028 > "quoted"';
const OPEN = '<script id="web-settings" type="application/json">';
const TAGLINE = 'Play <b>bold</b> & "win" — it\'s free';

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
  await t.database.db.update(webSettings).set({ value: TAGLINE }).where(eq(webSettings.key, 'tagline'));
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
    // The blocks close right after their JSON, inside <head>, and nothing else became markup.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body).not.toContain('<!--');
    expect(res.body.indexOf('</script></head>')).toBeGreaterThan(0);
  }
});

test('every page carries the configuration, the content languages and the interface languages, the same answers as their actions', async () => {
  const answer = async (action: string) =>
    (JSON.parse((await t.app.inject({ method: 'POST', url: `/api/${action}` })).body) as { data: unknown })
      .data;
  const config = await answer('get_system_configurations');
  const languages = await answer('get_languages');
  const uiLanguages = await ok(t.app, 'get_system_language_list', { from: 2 });
  expect(Object.keys(config as object).length).toBeGreaterThan(5);
  expect((languages as unknown[]).length).toBeGreaterThan(0);
  expect(uiLanguages.map((l) => l.name)).toContain('arabic');
  for (const url of ['/', '/index.html', '/quiz-zone/', '/auth/login/']) {
    const body = (await t.app.inject({ method: 'GET', url })).body;
    const open = '<script id="boot-data" type="application/json">';
    const start = body.indexOf(open);
    expect(start, url).toBeGreaterThan(body.indexOf(OPEN));
    const boot = JSON.parse(body.slice(start + open.length, body.indexOf('</script>', start))) as unknown;
    expect(boot).toEqual({ config, languages, ui_languages: uiLanguages });
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

test('the home page alone carries its hero as HTML, painted before the app, every value escaped', async () => {
  const home = await t.app.inject({ method: 'GET', url: '/' });
  const body = home.body;
  const start = body.indexOf('<div id="first-paint"');
  expect(start).toBeGreaterThan(body.indexOf('<body>'));
  // Before the app's root, which it leaves empty for React.
  expect(body.indexOf('<div id="root"></div>')).toBeGreaterThan(start);
  const hero = body.slice(start, body.indexOf('<div id="root">'));
  expect(hero).toContain(
    '<h1 class="fp-title" dir="auto">Play &#60;b&#62;bold&#60;/b&#62; &#38; &#34;win&#34; — it&#39;s free</h1>',
  );
  expect(hero).toContain('Quiz &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
  expect(hero).not.toMatch(/<(script|b)\b/);
  expect(hero).toContain('<p class="fp-lead" dir="auto">');
  // The settings are inlined as on every page.
  expect(inlined(body).site_name).toBe(HOSTILE);

  // Other pages, and /index.html (the service worker's copy for every page), have no home hero.
  for (const url of ['/index.html', '/quiz-zone/', '/auth/reset-password/']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).not.toContain('first-paint');
    expect(res.body).toContain('<div id="root"></div>');
  }
});

test('the login and sign-up pages carry their card head in the site language, in the app own classes', async () => {
  const login = await t.app.inject({ method: 'GET', url: '/auth/login/' });
  const start = login.body.indexOf('<div id="first-paint"');
  expect(start).toBeGreaterThan(login.body.indexOf('<body>'));
  const card = login.body.slice(start, login.body.indexOf('<div id="root">'));
  expect(card).toContain('<h1 class="auth-title" dir="auto">Welcome back!</h1>');
  expect(card).toContain('<p class="auth-subtitle" dir="auto">Log in to keep your coins and progress.</p>');
  expect(card).not.toContain('fp-hero');
  expect(card).toContain('Quiz &#60;/script&#62;');
  expect(login.headers.vary).toContain('Accept-Language');
  // A browser that prefers Arabic gets the app in Arabic: no English card before it.
  const arabic = await t.app.inject({
    method: 'GET',
    url: '/auth/login/',
    headers: { 'accept-language': 'ar,en;q=0.5' },
  });
  expect(arabic.body).not.toContain('first-paint');
  // Its words are escaped like every value.
  expect(authFirstPaint(await settingsOf(), '<i>Hi</i>', 'a & b')).toContain(
    '<h1 class="auth-title" dir="auto">&#60;i&#62;Hi&#60;/i&#62;</h1><p class="auth-subtitle" dir="auto">a &#38; b</p>',
  );
  expect(authFirstPaint(await settingsOf(), 'Hi', undefined)).toBe('');
  // The sign-up page (a friend's invite link opens it) has its own card head.
  const signUp = await t.app.inject({ method: 'GET', url: '/auth/sign-up/?ref=ABCD1234' });
  expect(signUp.body).toContain('<h1 class="auth-title" dir="auto">Create your account</h1>');
});

const settingsOf = async () =>
  (
    JSON.parse((await t.app.inject({ method: 'POST', url: '/api/get_web_settings' })).body) as {
      data: object;
    }
  ).data as Parameters<typeof firstPaint>[0];

test('the prerendered hero: none without a tagline, no description paragraph without one, a hex colour only', async () => {
  const base = {
    ...(
      JSON.parse((await t.app.inject({ method: 'POST', url: '/api/get_web_settings' })).body) as {
        data: object;
      }
    ).data,
    tagline: 'Quiz night',
    description: '',
  } as Parameters<typeof firstPaint>[0];
  expect(firstPaint({ ...base, tagline: '  ' })).toBe('');
  const plain = firstPaint({ ...base, primary_color: '#12AB34' });
  expect(plain).toContain('<div id="first-paint" class="fp" style="--color-primary:#12AB34">');
  expect(plain).toContain('>Quiz night</h1>');
  expect(plain).not.toContain('fp-lead');
  // Anything but a plain hex colour would be CSS written by the operator into a style attribute.
  expect(firstPaint({ ...base, primary_color: 'red;background:url(x)' })).toContain(
    '<div id="first-paint" class="fp">',
  );
});

test('no prerendered hero for a browser that prefers another language the site offers (the app starts in it)', async () => {
  const home = (language: string) =>
    t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': language } });
  const arabic = await home('ar-EG,ar;q=0.9,en;q=0.8');
  expect(arabic.headers.vary).toContain('Accept-Language');
  expect(arabic.body).not.toContain('first-paint');
  expect(inlined(arabic.body).site_name).toBe(HOSTILE);
  // The site's default language, or one it does not offer (the app then starts in the default): the hero.
  for (const language of ['en-GB,en;q=0.9', 'de-DE,de;q=0.9', '*', ''])
    expect((await home(language)).body).toContain('<div id="first-paint"');
});
