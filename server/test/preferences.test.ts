import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';

/** The player's settings on the server (issue 19): saved, merged, checked, and gone with the account. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const accountOf = async (userId: number) =>
  (
    await t.database.db.execute<{ timezone: string; web_language: string }>(
      sql`SELECT timezone, web_language FROM users WHERE id = ${userId}`,
    )
  ).rows[0];

describe('get_preferences / set_preferences', () => {
  it('starts empty: every setting is its default until the player chooses', async () => {
    const { token } = await signUp(t.app);
    expect(await ok(t.app, 'get_preferences', {}, token)).toEqual({ preferences: {}, updated_at: '' });
  });

  it('keeps what is set, changes only the keys sent, and answers the whole document', async () => {
    const { token } = await signUp(t.app);
    const first = await ok(t.app, 'set_preferences', { theme: 'dark', sound: '1', volume: '40' }, token);
    expect(first.preferences).toEqual({ theme: 'dark', sound: true, volume: 40 });
    expect(Date.parse(first.updated_at)).not.toBeNaN();
    const second = await ok(t.app, 'set_preferences', { sound: '0', font_size: 'large' }, token);
    expect(second.preferences).toEqual({ theme: 'dark', sound: false, volume: 40, font_size: 'large' });
    // Another device signed in to the same account reads the same document.
    expect((await ok(t.app, 'get_preferences', {}, token)).preferences).toEqual(second.preferences);
  });

  it('forgets a choice sent as "auto": the default applies again', async () => {
    const { token } = await signUp(t.app);
    await ok(
      t.app,
      'set_preferences',
      { ui_language: 'arabic', content_language: 'fr', theme: 'light' },
      token,
    );
    const after = await ok(
      t.app,
      'set_preferences',
      { ui_language: 'auto', content_language: 'auto' },
      token,
    );
    expect(after.preferences).toEqual({ theme: 'light' });
  });

  it('keeps both of two changes of different settings made at the same moment', async () => {
    const { token } = await signUp(t.app);
    await Promise.all([
      ok(t.app, 'set_preferences', { theme: 'dark' }, token),
      ok(t.app, 'set_preferences', { vibration: '0' }, token),
      ok(t.app, 'set_preferences', { data_saver: 'on' }, token),
    ]);
    expect((await ok(t.app, 'get_preferences', {}, token)).preferences).toEqual({
      theme: 'dark',
      vibration: false,
      data_saver: 'on',
    });
  });

  it('addresses mail and broadcasts in the chosen interface language', async () => {
    const { token, user } = await signUp(t.app);
    await ok(t.app, 'set_preferences', { ui_language: 'french' }, token);
    expect((await accountOf(user.id))?.web_language).toBe('french');
  });

  it("makes a chosen time zone the account's, under the daily quiz's once-a-day rule", async () => {
    const { token, user } = await signUp(t.app);
    await ok(t.app, 'set_preferences', { time_zone: 'Asia/Tokyo' }, token);
    expect((await accountOf(user.id))?.timezone).toBe('Asia/Tokyo');
    // A second change the same day is kept as the player's wish, but the account's zone holds.
    const again = await ok(t.app, 'set_preferences', { time_zone: 'America/Lima' }, token);
    expect(again.preferences.time_zone).toBe('America/Lima');
    expect((await accountOf(user.id))?.timezone).toBe('Asia/Tokyo');
  });

  it.each([
    ['theme', 'blue', codes.missingField],
    ['volume', '101', codes.missingField],
    ['volume', 'loud', codes.missingField],
    ['sound', 'yes', codes.missingField],
    ['font_size', 'huge', codes.missingField],
    ['reduced_motion', 'sometimes', codes.missingField],
    ['ui_language', 'klingon', codes.badPreference],
    ['content_language', 'xx', codes.badPreference],
    ['time_zone', 'Mars/Olympus_Mons', codes.badPreference],
  ])('refuses %s = %s with a clear error and writes nothing', async (field, value, code) => {
    const { token } = await signUp(t.app);
    await ok(t.app, 'set_preferences', { theme: 'dark' }, token);
    const res = await post(t.app, 'set_preferences', { sound: '1', [field]: value }, token);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ error: true, message: code, field });
    expect((await ok(t.app, 'get_preferences', {}, token)).preferences).toEqual({ theme: 'dark' });
  });

  it('needs a signed-in player', async () => {
    const res = await post(t.app, 'get_preferences');
    expect(res.body).toMatchObject({ error: true, message: codes.unauthorized });
    const write = await post(t.app, 'set_preferences', { theme: 'dark' });
    expect(write.body).toMatchObject({ error: true, message: codes.unauthorized });
  });

  it('leaves out a stored value the contract no longer allows instead of failing the read', async () => {
    const { token, user } = await signUp(t.app);
    await ok(t.app, 'set_preferences', { theme: 'dark' }, token);
    await t.database.db.execute(
      sql`UPDATE player_preferences SET preferences = preferences || '{"font_size":"gigantic","retired":1}'::jsonb
          WHERE user_id = ${user.id}`,
    );
    expect((await ok(t.app, 'get_preferences', {}, token)).preferences).toEqual({ theme: 'dark' });
  });

  it('goes with the account when it is deleted', async () => {
    const { token, user } = await signUp(t.app);
    await ok(t.app, 'set_preferences', { theme: 'dark' }, token);
    await ok(t.app, 'delete_user_account', {}, token);
    const rows = await t.database.db.execute(
      sql`SELECT 1 FROM player_preferences WHERE user_id = ${user.id}`,
    );
    expect(rows.rows).toHaveLength(0);
  });
});
