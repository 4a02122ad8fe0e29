import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, allowedInDemo, type ActionName } from '../../contract';
import { type BattleTestApp, startBattleApp } from './battle-support';
import { ok, post, startTestApp, type TestApp } from './harness';

// SPEC §5's demo version: DEMO_MODE=on offers a shared, read-only demo account.
let t: BattleTestApp;
beforeAll(async () => {
  t = await startBattleApp({ DEMO_MODE: 'on' });
});
afterAll(async () => t?.close());

describe('demo mode', () => {
  it('is announced by the web settings and signs visitors in to one shared account', async () => {
    expect((await ok(t.app, 'get_web_settings')).demo_mode).toBe(true);
    const first = await ok(t.app, 'demo_sign_in');
    const second = await ok(t.app, 'demo_sign_in');
    expect(first.id).toBe(second.id);
    expect(first.name).toBe('Demo player');
    expect(first.api_token).not.toBe(second.api_token);
  });

  it('lets the demo account read and sign out, and refuses every write with 214, writing nothing', async () => {
    const { api_token: token, coins } = await ok(t.app, 'demo_sign_in');
    expect((await ok(t.app, 'get_categories', { type: 1 }, token)).length).toBeGreaterThan(0);
    await ok(t.app, 'get_user_by_id', {}, token);
    await ok(t.app, 'get_sessions', {}, token);
    for (const [action, fields] of [
      ['update_profile', { name: 'Hacker' }],
      ['get_questions_by_level', { category: 1, level: 1 }],
      ['set_bookmark', { question_id: 1, status: 1, type: 1 }],
      ['delete_user_account', {}],
      ['set_payment_request', { payment_type: 'paypal', payment_address: 'a@b.c', coin_used: 100 }],
      ['apply_referral_code', { friends_code: 'ABCDEFGH' }],
    ] as const) {
      const res = await post(t.app, action, fields, token);
      expect([action, res.status, res.body.message]).toEqual([action, 403, '214']);
    }
    const me = await ok(t.app, 'get_user_by_id', {}, token);
    expect([me.name, me.coins]).toEqual(['Demo player', coins]);
    // A battle is a write too: the socket refuses its events (the clock still answers).
    const socket = await t.open(token, me.id);
    expect(await socket.refused('battle:search', { category: 0 })).toBe('214');
    expect((await socket.emit('clock:sync', { client_time: Date.now() })).error).toBe(false);
    expect((await ok(t.app, 'sign_out', {}, token)).sessions_ended).toBe(1);
  });

  it('keeps visitors apart: each sees only their own session, and "everywhere" ends only their own', async () => {
    const one = await ok(t.app, 'demo_sign_in');
    const two = await ok(t.app, 'demo_sign_in');
    const seen = await ok(t.app, 'get_sessions', {}, one.api_token);
    expect(seen.map((s) => s.current)).toEqual([true]);
    expect((await ok(t.app, 'sign_out', { everywhere: '1' }, one.api_token)).sessions_ended).toBe(1);
    expect((await post(t.app, 'get_user_by_id', {}, one.api_token)).status).toBe(401);
    expect((await post(t.app, 'get_user_by_id', {}, two.api_token)).status).toBe(200);
  });

  it('leaves real accounts free to play', async () => {
    const identity = await ok(t.app, 'auth_email_signup', {
      email: 'real@example.com',
      password: 'correct horse battery',
    });
    const user = await ok(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
      email: 'real@example.com',
    });
    const res = await post(t.app, 'set_bookmark', { question_id: 1, status: 1, type: 1 }, user.api_token);
    expect(res.body.message).not.toBe('214');
  });

  it('allows only reads and the actions the contract marks', () => {
    const allowed = (Object.keys(actions) as ActionName[]).filter((name) => allowedInDemo(actions[name]));
    for (const name of allowed)
      expect([name, actions[name].rate === 'read' || name === 'sign_out']).toEqual([name, true]);
  });
});

describe('without demo mode', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(async () => plain?.close());

  it('has no demo account to sign in to', async () => {
    expect((await ok(plain.app, 'get_web_settings')).demo_mode).toBe(false);
    const res = await post(plain.app, 'demo_sign_in');
    expect(res.body.message).toBe('208');
  });
});
