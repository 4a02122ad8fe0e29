import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionNames, actions, codes, openInMaintenance, roleAllows } from '../../contract';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

/**
 * Role checks generated from the contract (issue 17): every operator action refuses a visitor (401), a
 * player (403) and, unless the action is open to editors, an editor (403) — before it looks at the
 * payload, so an empty one is enough to ask. An action the role may call gets past the check: whatever
 * it answers then (a missing field, a record not found), it is not 401/403 "unauthorized".
 */
let t: TestApp;
let player: string;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  player = (await signUp(t.app, 'Player')).token;
  editor = (await signUpAdmin(t, 'editor')).token;
  admin = (await signUpAdmin(t)).token;
});
afterAll(() => t.close());

const operatorActions = actionNames.filter((name) => actions[name].auth === 'admin');

describe('every admin action checks the caller’s role', () => {
  it('the contract has operator actions, some open to editors and some not', () => {
    expect(operatorActions.length).toBeGreaterThan(3);
    expect(operatorActions.some((name) => roleAllows(actions[name], 'editor'))).toBe(true);
    expect(operatorActions.some((name) => !roleAllows(actions[name], 'editor'))).toBe(true);
  });

  it.each(operatorActions)('%s', async (name) => {
    const anonymous = await post(t.app, name, {});
    expect([anonymous.status, anonymous.body.message]).toEqual([401, codes.unauthorized]);
    const asPlayer = await post(t.app, name, {}, player);
    expect([asPlayer.status, asPlayer.body.message]).toEqual([403, codes.unauthorized]);
    const asEditor = await post(t.app, name, {}, editor);
    if (roleAllows(actions[name], 'editor')) expect(asEditor.body.message).not.toBe(codes.unauthorized);
    else expect([asEditor.status, asEditor.body.message]).toEqual([403, codes.unauthorized]);
    const asAdmin = await post(t.app, name, {}, admin);
    expect(asAdmin.body.message).not.toBe(codes.unauthorized);
  });
});

describe('maintenance mode', () => {
  const setMaintenance = async (on: boolean) => {
    await t.database.db.execute(
      sql`INSERT INTO settings (key, value) VALUES ('app_maintenance', ${on ? '1' : '0'})
          ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    // The settings cache lives a few seconds; the console's own write refreshes it at once.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
  };

  it('answers 218 to players and visitors on every action but the shell and signing in; operators keep working', async () => {
    await setMaintenance(true);
    try {
      const closed = await post(t.app, 'get_categories', { type: 1 }, player);
      expect([closed.status, closed.body.message]).toEqual([503, codes.maintenance]);
      const anonymous = await post(t.app, 'get_web_home_settings', {});
      expect(anonymous.body.message).toBe(codes.maintenance);
      // A stale token on a public action is a player's all the same.
      const stale = await post(t.app, 'get_languages', {}, 'not-a-token');
      expect(stale.body.message).toBe(codes.maintenance);
      for (const name of openInMaintenance) expect(actions[name]).toBeDefined();
      const web = await ok(t.app, 'get_web_settings');
      expect(web.maintenance).toBe(true);
      // Operators of both roles play and work as usual, public actions included.
      expect((await ok(t.app, 'get_user_by_id', {}, editor)).role).toBe('editor');
      expect((await post(t.app, 'get_languages', {}, admin)).body.error).toBe(false);
      expect((await post(t.app, 'admin_get_audit_log', {}, admin)).body.error).toBe(false);
    } finally {
      await setMaintenance(false);
    }
    expect((await post(t.app, 'get_categories', { type: 1 }, player)).body.error).toBe(false);
  });
});
