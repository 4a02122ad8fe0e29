import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionNames,
  actions,
  configurationsSchema,
  uiLanguagePackSchema,
  userSchema,
  webSettingsSchema,
} from '../../contract';
import { handlers } from '../domains/handlers';
import { seed } from '../seed/seed';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the action route', () => {
  it('answers an unknown action with a 404 envelope', async () => {
    const res = await post(t.app, 'no_such_action');
    expect(res).toMatchObject({ status: 404, body: { error: true, message: '222' } });
  });

  it('answers 401 without a token, with a bad token and with a revoked one', async () => {
    expect(await post(t.app, 'get_user_by_id')).toMatchObject({ status: 401, body: { message: '125' } });
    expect(await post(t.app, 'get_user_by_id', {}, 'not-a-token')).toMatchObject({
      status: 401,
      body: { message: '129' },
    });
    const { token, user } = await signUp(t.app);
    await ok(t.app, 'get_user_by_id', {}, token);
    await t.database.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${user.id}`);
    expect(await post(t.app, 'get_user_by_id', {}, token)).toMatchObject({
      status: 401,
      body: { message: '129' },
    });
  });

  it('answers 401 with code 126 for a deactivated account, and refuses its sign-in', async () => {
    const { token, user, email } = await signUp(t.app);
    await t.database.db.execute(sql`UPDATE users SET status = 0 WHERE id = ${user.id}`);
    expect(await post(t.app, 'get_user_by_id', {}, token)).toMatchObject({
      status: 401,
      body: { message: '126' },
    });
    const identity = await ok(t.app, 'auth_email_login', { email, password: 'correct horse battery' });
    const again = await post(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
    });
    expect(again.body).toMatchObject({ error: true, message: '126' });
  });

  it('has a handler for exactly the actions the contract marks implemented (the rest would answer 208)', async () => {
    const mismatched = actionNames.filter(
      (name) => actions[name].implemented !== Object.hasOwn(handlers, name),
    );
    expect(mismatched).toEqual([]);
    const pending = actionNames.filter((name) => !actions[name].implemented);
    const { token } = await signUp(t.app);
    for (const name of pending) {
      const res = await post(t.app, name, {}, token);
      expect(res, name).toMatchObject({ status: 200, body: { error: true, message: '208' } });
    }
  });

  it('rejects bad payloads of every implemented action with a clear 4xx, never a 500', async () => {
    // An operator may call every action, the admin ones included.
    const { token } = await signUpAdmin(t);
    const junk = [
      '',
      ' ',
      '-1',
      '1e309',
      'null',
      '{"a":',
      'x'.repeat(5000),
      '../../etc/passwd',
      "' OR 1=1 --",
    ];
    // Signing out and deleting the account end the session, so they go last.
    const last = (n: string) => ['sign_out', 'delete_user_account'].indexOf(n) + 1;
    const implemented = actionNames.filter((n) => actions[n].implemented).sort((a, b) => last(a) - last(b));
    for (const name of implemented) {
      const shape = actions[name].payload.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      for (const value of junk) {
        const res = await post(t.app, name, Object.fromEntries(keys.map((k) => [k, value])), token);
        expect(res.status, `${name} with ${value.slice(0, 20)}`).toBeLessThan(500);
        if (res.body.error) expect(res.body.message, name).toMatch(/^\d{3}$/);
        if (res.status === 400) expect(res.body).toMatchObject({ error: true, message: '103' });
      }
      const required = keys.filter(
        (k) => !(shape[k] as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success,
      );
      if (required.length > 0) {
        const empty = await post(t.app, name, {}, token);
        expect(empty.status, name).toBe(400);
        expect(empty.body, name).toMatchObject({ error: true, message: '103' });
        expect(required, name).toContain((empty.body as { field?: string }).field);
      }
    }
  });

  it('accepts urlencoded and JSON bodies as well as multipart', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/get_categories',
      payload: 'type=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json()).toMatchObject({ error: false });
    const json = await t.app.inject({ method: 'POST', url: '/api/get_categories', payload: { type: 1 } });
    expect(json.json()).toMatchObject({ error: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/get_categories',
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true, message: '103' });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get_categories',
      payload: `type=1&x=${'a'.repeat(1_100_000)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: true, message: '217' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/get_web_settings' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('users', () => {
  it('signs up, signs in again with the same account, and refuses a forged identity', async () => {
    const email = `again-${Date.now()}@example.com`;
    const identity = await ok(t.app, 'auth_email_signup', { email, password: 'long enough pass' });
    const first = await post(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
      name: 'ada',
    });
    expect(first.body).toMatchObject({
      error: false,
      message: '104',
      data: { name: 'Ada', email, coins: 10 },
    });
    const login = await ok(t.app, 'auth_email_login', { email, password: 'long enough pass' });
    const second = await post(t.app, 'user_signup', {
      firebase_id: login.firebase_id,
      id_token: login.id_token,
      type: 'email',
    });
    expect(second.body).toMatchObject({ error: false, message: '105', data: { coins: 10 } });
    const forged = await post(t.app, 'user_signup', {
      firebase_id: 'eq_someone_else',
      id_token: identity.id_token,
      type: 'email',
    });
    expect(forged.body).toMatchObject({ error: true, message: '216' });
  });

  it('records an embedded identity as an email account whatever type the client claims', async () => {
    const email = `claims-${Date.now()}@example.com`;
    const identity = await ok(t.app, 'auth_email_signup', { email, password: 'long enough pass' });
    const user = await ok(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'mobile',
    });
    expect(user.type).toBe('email');
    const after = await ok(t.app, 'update_profile', { email: 'taken-over@example.com' }, user.api_token);
    expect(after.email).toBe(email);
  });

  it('refuses a used email (as sign-in would), a wrong password and a short password', async () => {
    const { email } = await signUp(t.app);
    expect(
      (await post(t.app, 'auth_email_signup', { email, password: 'another password' })).body,
    ).toMatchObject({ message: '209' });
    expect((await post(t.app, 'auth_email_login', { email, password: 'wrong password' })).body).toMatchObject(
      { message: '209' },
    );
    expect(
      (await post(t.app, 'auth_email_login', { email: 'nobody@example.com', password: 'whatever' })).body,
    ).toMatchObject({ message: '209' });
    expect(
      await post(t.app, 'auth_email_signup', { email: 'short@example.com', password: 'short' }),
    ).toMatchObject({ status: 400, body: { field: 'password' } });
  });

  it('updates name and mobile, validates the mobile, keeps an email account email', async () => {
    const { token, email } = await signUp(t.app);
    const updated = await ok(
      t.app,
      'update_profile',
      { name: 'grace', mobile: '+44 20 7946 0958', email: 'other@example.com' },
      token,
    );
    expect(userSchema.parse(updated)).toMatchObject({ name: 'Grace', mobile: '+442079460958', email });
    const bad = await post(t.app, 'update_profile', { mobile: '12345' }, token);
    expect(bad.body).toMatchObject({ error: true, message: '220' });
    expect(await ok(t.app, 'check_user_exists', { firebase_id: updated.firebase_id })).toEqual({
      exists: true,
    });
    expect(await ok(t.app, 'check_user_exists', { firebase_id: 'eq_nobody' })).toEqual({ exists: false });
  });

  it('never lets a client set its own coins', async () => {
    const { token } = await signUp(t.app);
    const res = await post(t.app, 'set_user_coin_score', { coins: 1000, title: 'gift' }, token);
    expect(res.body).toMatchObject({ error: true, message: '221' });
    expect(await ok(t.app, 'get_user_coin_score', {}, token)).toEqual({ coins: 10, score: 0 });
  });
});

describe('settings and languages', () => {
  it('serves web settings, public configuration and pages without secrets', async () => {
    const web = webSettingsSchema.parse(await ok(t.app, 'get_web_settings'));
    expect(web.site_name).toBe('OpenQuiz');
    const config = configurationsSchema.parse(await ok(t.app, 'get_system_configurations'));
    expect(config.quiz_zone_lifeline_deduct_coin).toBe(10);
    expect(JSON.stringify(config)).not.toContain('token_secret');
    expect(config).not.toHaveProperty('maximum_winning_coins');
    expect(typeof (await ok(t.app, 'get_settings', { type: 'about_us' }))).toBe('string');
    const home = await ok(t.app, 'get_web_home_settings', { language_id: 14 });
    expect(home.sliderData.length).toBeGreaterThan(0);
    expect((await ok(t.app, 'get_languages'))[0]).toMatchObject({ code: 'en', default_active: true });
  });

  it('serves the UI language packs, including an RTL one, and refuses path tricks', async () => {
    const list = await ok(t.app, 'get_system_language_list', { from: 2 });
    expect(list.map((l) => l.name)).toEqual(expect.arrayContaining(['english', 'arabic']));
    const arabic = uiLanguagePackSchema.parse(
      await ok(t.app, 'get_system_language_json', { from: 2, language: 'arabic' }),
    );
    expect(arabic.web_rtl_support).toBe(true);
    const english = await ok(t.app, 'get_system_language_json', { from: 2, language: 'english' });
    // Every English string is translated; Arabic may add the plural forms English does not have.
    const englishKeys = Object.keys(english.strings);
    expect(englishKeys.filter((k) => !(k in arabic.strings))).toEqual([]);
    const extra = Object.keys(arabic.strings).filter((k) => !(k in english.strings));
    expect(
      extra.filter(
        (k) => !/_(zero|two|few|many)$/.test(k) || !(`${k.replace(/_[a-z]+$/, '')}_other` in english.strings),
      ),
    ).toEqual([]);
    expect((await post(t.app, 'get_system_language_json', { from: 2, language: '../secrets' })).status).toBe(
      400,
    );
    expect(
      (await post(t.app, 'get_system_language_json', { from: 2, language: 'klingon' })).body,
    ).toMatchObject({ message: '102' });
  });
});

describe('seeding', () => {
  it('loads the demo content once when several processes start on a fresh database together', async () => {
    const count = async () =>
      (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM questions`)).rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(240);
    // Back to a database that has never been seeded, then two starts at once.
    await t.database.db.execute(sql`DELETE FROM categories`);
    // The demo contests' questions went with their categories: their marker goes too.
    await t.database.db.execute(
      sql`DELETE FROM settings WHERE key LIKE 'demo_content:%' OR key = 'demo_contests'`,
    );
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'openquiz-media-'));
    await Promise.all([seed(t.database.db, { mediaDir }), seed(t.database.db, { mediaDir })]);
    expect(await count()).toBe(before);
    await rm(mediaDir, { recursive: true, force: true });
  });
});

describe('demo content updates', () => {
  it('imports a changed demo file again, adding only what is new', async () => {
    const count = async () =>
      (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM questions`)).rows[0]!.n;
    const before = await count();
    // As if the installed release had an older copy of every file, without one question the new one has.
    // (A demo file's question: the demo contests' own questions are written once, not from files.)
    await t.database.db.execute(
      sql`DELETE FROM questions WHERE id = (SELECT max(id) FROM questions WHERE category_id NOT IN (SELECT category_id FROM contests))`,
    );
    await t.database.db.execute(sql`UPDATE settings SET value = 'older' WHERE key LIKE 'demo_content:%'`);
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'openquiz-media-'));
    await seed(t.database.db, { mediaDir });
    expect(await count()).toBe(before);
    const markers = await t.database.db.execute<{ value: string }>(
      sql`SELECT value FROM settings WHERE key LIKE 'demo_content:%'`,
    );
    expect(markers.rows.every((r) => /^[0-9a-f]{64}$/.test(r.value))).toBe(true);
    await rm(mediaDir, { recursive: true, force: true });
  });
});
