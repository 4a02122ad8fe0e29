import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, registeredSettingKeys, serverOwnedSettings, settingRegistry } from '../../contract';
import { settingDefaults, webSettingDefaults } from '../domains/settings';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

/** Settings, static pages, the mailbox, mode switches and the minimum client version (issue 17). */
let t: TestApp;
let admin: string;
let player: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signUpAdmin(t)).token;
  player = (await signUp(t.app, 'Player')).token;
});
afterAll(() => t.close());

const save = (settings: Record<string, string | number>) =>
  post(t.app, 'admin_save_settings', { settings: JSON.stringify(settings) }, admin);
const changedBy = (res: Awaited<ReturnType<typeof save>>) =>
  (res.body as { data: { changed: string[] } }).data.changed;
const audited = async (type: string, id: string) =>
  (
    await t.database.db.execute<{ before: unknown; after: unknown }>(
      sql`SELECT before, after FROM audit_log WHERE target_type = ${type} AND target_id = ${id} ORDER BY id`,
    )
  ).rows;

describe('the setting registry', () => {
  it('describes exactly the settings both stores have', () => {
    const stored = [...Object.keys(settingDefaults), ...Object.keys(webSettingDefaults)].sort();
    expect([...registeredSettingKeys, ...serverOwnedSettings].sort()).toEqual(stored);
    for (const key of Object.keys(webSettingDefaults))
      expect(settingRegistry[key as keyof typeof settingRegistry].store).toBe('web');
  });
});

describe('admin_get_settings / admin_save_settings', () => {
  it('lists every registered setting with its value', async () => {
    const list = await ok(t.app, 'admin_get_settings', {}, admin);
    const values = new Map(list.map((s) => [s.key, s.value]));
    expect(values.size).toBe(registeredSettingKeys.length);
    expect(values.get('quiz_zone_duration')).toBe('30');
    expect(values.get('site_name')).toBe('OpenQuiz');
  });

  it('saves a batch of system and web settings in one go, audited per key, seen at once', async () => {
    const res = await save({ quiz_zone_duration: 45, primary_color: '#AA22CC', site_name: 'Quiz Night' });
    expect(res.body).toMatchObject({ error: false, message: codes.updated });
    expect(changedBy(res).sort()).toEqual(['primary_color', 'quiz_zone_duration', 'site_name']);
    expect((await ok(t.app, 'get_system_configurations')).quiz_zone_duration).toBe(45);
    const web = await ok(t.app, 'get_web_settings');
    expect([web.site_name, web.primary_color]).toEqual(['Quiz Night', '#aa22cc']);
    expect(await audited('setting', 'quiz_zone_duration')).toEqual([
      { before: { value: '30' }, after: { value: '45' } },
    ]);
    // An unchanged value is not a change; the save is still recorded once.
    const same = await save({ quiz_zone_duration: '45' });
    expect(changedBy(same)).toEqual([]);
    expect(await audited('setting', 'quiz_zone_duration')).toHaveLength(2);
  });

  it.each([
    ['quiz_zone_duration', '4'],
    ['quiz_zone_duration', '3.5'],
    ['email_login', '2'],
    ['primary_color', 'red'],
    ['header_logo', 'javascript:alert(1)'],
    ['system_timezone', 'Mars/Olympus'],
    ['min_client_version', '1.2'],
    ['site_name', '<b>x</b>'],
    ['site_name', ''],
  ])('refuses %s = %j and saves nothing of the batch', async (key, value) => {
    const res = await save({ welcome_bonus_coin: 999, [key]: value });
    expect(res.body).toMatchObject({ error: true, message: codes.badSettingValue, field: key });
    expect((await ok(t.app, 'get_system_configurations')).welcome_bonus_coin).toBe(10);
  });

  it('refuses unknown keys, an empty batch and a non-JSON body', async () => {
    expect((await save({ welcome_bonus_coin: 5, api_secret: 'x' })).body).toMatchObject({
      message: codes.unknownSetting,
      field: 'api_secret',
    });
    expect((await save({})).body).toMatchObject({ error: true, message: codes.missingField });
    expect((await post(t.app, 'admin_save_settings', { settings: 'nope' }, admin)).status).toBe(400);
    expect((await ok(t.app, 'get_system_configurations')).welcome_bonus_coin).toBe(10);
  });
});

describe('mode switches are enforced by the server', () => {
  it('answers "this mode is turned off" to its game actions, and plays again once on', async () => {
    expect((await post(t.app, 'get_questions_by_type', { type: 2 }, player)).body.error).toBe(false);
    await save({ true_false_mode: 0, exam_module: 0 });
    const off = await post(t.app, 'get_questions_by_type', { type: 2 }, player);
    expect([off.status, off.body.message]).toEqual([403, codes.modeOff]);
    expect((await post(t.app, 'get_exam_module', {}, player)).body.message).toBe(codes.modeOff);
    // Other modes are untouched.
    expect((await post(t.app, 'get_daily_quiz', {}, player)).body.error).toBe(false);
    await save({ true_false_mode: 1, exam_module: 1 });
    expect((await post(t.app, 'get_questions_by_type', { type: 2 }, player)).body.error).toBe(false);
  });
});

describe('minimum client version', () => {
  const asVersion = (version: string, action = 'get_daily_quiz') =>
    post(t.app, action, {}, player, { 'x-openquiz-version': version });

  it('refuses an older client but the shell, and lets newer clients and scripts through', async () => {
    // No minimum above the app this server serves (package.json): it would lock everyone out.
    expect((await save({ min_client_version: '999.0.0' })).body).toMatchObject({
      message: codes.badSettingValue,
      field: 'min_client_version',
    });
    await save({ min_client_version: '0.1.0' });
    expect((await ok(t.app, 'get_system_configurations')).min_client_version).toBe('0.1.0');
    const old = await asVersion('0.0.9');
    expect([old.status, old.body.message]).toEqual([426, codes.clientTooOld]);
    expect((await asVersion('0.0.9', 'get_system_configurations')).body.error).toBe(false);
    expect((await asVersion('0.1.0')).body.error).toBe(false);
    expect((await asVersion('10.0.0')).body.error).toBe(false);
    expect((await post(t.app, 'get_daily_quiz', {}, player)).body.error).toBe(false);
    await save({ min_client_version: '' });
    expect((await asVersion('0.0.1')).body.error).toBe(false);
  });
});

describe('static pages', () => {
  it('sanitises a page on save, audits it and serves it, the FAQ included', async () => {
    const html =
      '<h3>Hi</h3><p onclick="x()">Read <a href="javascript:alert(1)">this</a> <a href="https://example.com">that</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const saved = await ok(t.app, 'admin_save_page', { type: 'faq', html }, admin);
    expect(saved.html).toBe(
      '<h3>Hi</h3><p>Read <a rel="noopener noreferrer" target="_blank">this</a> <a href="https://example.com" rel="noopener noreferrer" target="_blank">that</a></p>',
    );
    expect(await ok(t.app, 'get_settings', { type: 'faq' })).toBe(saved.html);
    const [row] = await audited('page', 'faq');
    expect(row?.after).toEqual({ html: saved.html });
  });

  it('refuses a page that is empty once cleaned, or of an unknown type', async () => {
    const empty = await post(
      t.app,
      'admin_save_page',
      { type: 'about_us', html: '<script>x</script>' },
      admin,
    );
    expect(empty.body).toMatchObject({ error: true, message: codes.missingField, field: 'html' });
    expect((await post(t.app, 'admin_save_page', { type: 'secrets', html: '<p>x</p>' }, admin)).status).toBe(
      400,
    );
    expect(await ok(t.app, 'get_settings', { type: 'about_us' })).toContain('OpenQuiz');
  });
});

describe('admin_list_mail', () => {
  it('lists the development mailbox, newest first, searchable by recipient', async () => {
    const { email } = await signUp(t.app, 'Mailed');
    const page = await ok(t.app, 'admin_list_mail', { q: email }, admin);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.rows.every((m) => m.recipient === email)).toBe(true);
    expect(page.rows[0]?.text.length).toBeGreaterThan(0);
  });
});
