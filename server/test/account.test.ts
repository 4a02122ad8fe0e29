import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'correct horse battery';

async function rowsFor(table: string, column: string, value: number | string) {
  const { rows } = await t.database.db.execute(
    sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`,
  );
  return rows.length;
}

describe('delete_user_account', () => {
  it('removes the player, their identity and their data, revokes the token, and frees the e-mail', async () => {
    const owner = await signUp(t.app, 'Owner');
    const { token, user, email } = await signUp(t.app, 'Leaving');
    await ok(t.app, 'apply_referral_code', { friends_code: owner.user.refer_code }, token);
    await submit(t.app, t.database, token, await startLevel(t.app, token), 7);
    await t.database.db.execute(
      sql`INSERT INTO leaderboard_totals (period, user_id, points) VALUES ('all', ${user.id}, 28)
          ON CONFLICT (period, user_id) DO NOTHING`,
    );
    await t.database.db.execute(
      sql`INSERT INTO notifications (user_id, type, title) VALUES (${user.id}, 'test', 'Hello')`,
    );
    expect(await rowsFor('score_events', 'user_id', user.id)).toBeGreaterThan(0);

    const res = await post(t.app, 'delete_user_account', {}, token);
    expect(res.body).toEqual({ error: false, message: '111', data: { deleted: true } });

    expect(await rowsFor('users', 'email', email)).toBe(0);
    expect(await rowsFor('identities', 'email', email)).toBe(0);
    for (const table of [
      'sessions',
      'coin_ledger',
      'score_events',
      'category_stats',
      'leaderboard_totals',
      'notifications',
      'attempts',
    ]) {
      expect({ table, rows: await rowsFor(table, 'user_id', user.id) }).toEqual({ table, rows: 0 });
    }
    expect(await rowsFor('referrals', 'referred_id', user.id)).toBe(0);
    // The owner keeps the coins a real referral paid them.
    const kept = await ok(t.app, 'get_user_coin_score', {}, owner.token);
    expect(kept.coins).toBe(110);

    // A replay with the same token finds no session: 401, and nothing else happens.
    const replay = await post(t.app, 'delete_user_account', {}, token);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ error: true, message: '129' });
    expect((await post(t.app, 'get_user_by_id', {}, token)).status).toBe(401);

    // Signing in with the old password fails; the address signs up again as a new player.
    const login = await post(t.app, 'auth_email_login', { email, password: PASSWORD });
    expect(login.body).toMatchObject({ error: true, message: '209' });
    const identity = await ok(t.app, 'auth_email_signup', { email, password: PASSWORD });
    const again = await ok(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
      name: 'Back',
      email,
    });
    expect(again.id).not.toBe(user.id);
    expect(again.coins).toBe(10);
    expect(again.friends_code).toBe('');
  });

  it('leaves other players untouched', async () => {
    const stay = await signUp(t.app, 'Stay');
    const leave = await signUp(t.app, 'Leave');
    await ok(t.app, 'apply_referral_code', { friends_code: leave.user.refer_code }, stay.token);
    await ok(t.app, 'delete_user_account', {}, leave.token);
    const me = await ok(t.app, 'get_user_by_id', {}, stay.token);
    // The referral had not paid yet (no first game), and with its owner gone it never will.
    expect(me.coins).toBe(10);
    // The code stays used even though its owner (and so the referral row) is gone.
    const info = await ok(t.app, 'get_referral_info', {}, stay.token);
    expect(info.can_apply).toBe(false);
  });
});

describe('user_signup', () => {
  it('calls a player who gives no name "Player", never by a piece of their e-mail', async () => {
    const email = `nameless.${Date.now()}@example.com`;
    const identity = await ok(t.app, 'auth_email_signup', { email, password: PASSWORD });
    const user = await ok(t.app, 'user_signup', {
      firebase_id: identity.firebase_id,
      id_token: identity.id_token,
      type: 'email',
      email,
    });
    expect(user.name).toBe('Player');
  });
});

describe('set_user_coin_score', () => {
  const reasons = [
    'welcomeBonus',
    'referredBonus',
    'referralReward',
    'watchedRewardAd',
    'rewardByScratchingCard',
    'playedBattle',
    'playedContest',
    'reviewAnswerLbl',
    'dashing_debut',
    '',
  ];

  it('refuses every client-chosen credit or debit: the ledger and the balance never change', async () => {
    const { token, user } = await signUp(t.app);
    const before = await t.database.db.execute(
      sql`SELECT id, amount, reason, ref FROM coin_ledger WHERE user_id = ${user.id} ORDER BY id`,
    );
    for (const title of reasons) {
      for (const coins of [1, 100, 1_000_000, -1, -10]) {
        for (const type of [undefined, title, 'dashing_debut', 'watchedRewardAd']) {
          const res = await post(t.app, 'set_user_coin_score', { coins, title, type, score: 50 }, token);
          expect(res.body).toMatchObject({ error: true, message: '221' });
        }
      }
    }
    const after = await t.database.db.execute(
      sql`SELECT id, amount, reason, ref FROM coin_ledger WHERE user_id = ${user.id} ORDER BY id`,
    );
    expect(after.rows).toEqual(before.rows);
    expect(await ok(t.app, 'get_user_coin_score', {}, token)).toEqual({ coins: 10, score: 0 });
    expect(await rowsFor('score_events', 'user_id', user.id)).toBe(0);
  });
});
