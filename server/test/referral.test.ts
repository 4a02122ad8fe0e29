import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, ok, post, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Proves a new e-mail identity; user_signup then creates the player. */
async function newIdentity() {
  const email = `friend-${randomBytes(5).toString('hex')}@example.com`;
  const identity = await ok(t.app, 'auth_email_signup', { email, password: 'correct horse battery' });
  // Referrals pay only between verified addresses: the friend follows their verification link.
  await ok(t.app, 'verify_email', { token: await mailedToken(t.app, email) });
  return { ...identity, email };
}

const signupFields = (identity: Awaited<ReturnType<typeof newIdentity>>, friendsCode?: string) => ({
  firebase_id: identity.firebase_id,
  id_token: identity.id_token,
  type: 'email',
  name: 'Friend',
  email: identity.email,
  friends_code: friendsCode,
});

async function wallet(userId: number) {
  const { rows } = await t.database.db.execute<{ coins: number; ledger: number }>(sql`
    SELECT coins, (SELECT COALESCE(sum(amount), 0)::int FROM coin_ledger WHERE user_id = ${userId}) AS ledger
      FROM users WHERE id = ${userId}`);
  return rows[0]!;
}

async function ledgerReasons(userId: number) {
  const { rows } = await t.database.db.execute<{ reason: string; amount: number }>(
    sql`SELECT reason, amount FROM coin_ledger WHERE user_id = ${userId} ORDER BY id`,
  );
  return rows.map((r) => `${r.reason}:${r.amount}`);
}

/** A first real game: a quiz zone level played and graded (7 of 10 right passes it). */
async function firstGame(token: string) {
  await submit(t.app, t.database, token, await startLevel(t.app, token), 7);
}

describe('referral at sign-up', () => {
  it('credits the new player 50 and the code owner 100 after the first game, once, with notifications', async () => {
    const owner = await signUp(t.app, 'Owner');
    const identity = await newIdentity();
    // Codes may be typed in lower case with stray spaces.
    const typed = ` ${owner.user.refer_code.toLowerCase()} `;
    const joined = await ok(t.app, 'user_signup', signupFields(identity, typed));
    expect(joined.friends_code).toBe(owner.user.refer_code);
    // Nothing is paid before the new player has played.
    expect(joined.coins).toBe(10);
    expect(await ledgerReasons(owner.user.id)).toEqual(['welcomeBonus:10']);
    expect(await ok(t.app, 'get_referral_info', {}, owner.token)).toMatchObject({
      friends_joined: 0,
      friends_pending: 1,
      coins_earned: 0,
    });
    expect(await ok(t.app, 'get_referral_info', {}, joined.api_token)).toMatchObject({
      reward_pending: true,
    });

    await firstGame(joined.api_token);
    expect(await ledgerReasons(joined.id)).toEqual(['welcomeBonus:10', 'wonQuizZone:4', 'referredBonus:50']);
    expect(await ledgerReasons(owner.user.id)).toEqual(['welcomeBonus:10', 'referralReward:100']);
    expect(await wallet(owner.user.id)).toEqual({ coins: 110, ledger: 110 });
    // A second game pays nothing more.
    await firstGame(joined.api_token);
    expect(await wallet(owner.user.id)).toEqual({ coins: 110, ledger: 110 });

    const info = await ok(t.app, 'get_referral_info', {}, owner.token);
    expect(info).toMatchObject({
      refer_code: owner.user.refer_code,
      friends_joined: 1,
      friends_pending: 0,
      coins_earned: 100,
      earn_coin: 100,
      refer_coin: 50,
    });
    const notes = await t.database.db.execute<{ type: string; title: string }>(
      sql`SELECT type, title FROM notifications WHERE user_id = ${owner.user.id}`,
    );
    expect(notes.rows.filter((n) => n.type.startsWith('referral')).map((n) => [n.type, n.title])).toEqual([
      ['referral_joined', 'A friend joined with your code'],
      ['referral', 'Your referral paid off'],
    ]);

    // Signing in again with a code changes nothing: the code is taken once.
    const before = await wallet(joined.id);
    const again = await ok(t.app, 'user_signup', signupFields(identity, owner.user.refer_code));
    expect(again.coins).toBe(before.coins);
    expect(await wallet(owner.user.id)).toEqual({ coins: 110, ledger: 110 });
    const joinerInfo = await ok(t.app, 'get_referral_info', {}, joined.api_token);
    expect(joinerInfo).toMatchObject({ can_apply: false, friends_code: owner.user.refer_code });
  });

  it('refuses an unknown code and creates nothing; the same identity then signs up without it', async () => {
    const identity = await newIdentity();
    const res = await post(t.app, 'user_signup', signupFields(identity, 'NOSUCHCODE'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: true, message: '219' });
    const rows = await t.database.db.execute(sql`SELECT 1 FROM users WHERE uid = ${identity.firebase_id}`);
    expect(rows.rows).toHaveLength(0);
    const ledger = await t.database.db.execute(
      sql`SELECT 1 FROM coin_ledger l JOIN users u ON u.id = l.user_id WHERE u.uid = ${identity.firebase_id}`,
    );
    expect(ledger.rows).toHaveLength(0);

    const user = await ok(t.app, 'user_signup', signupFields(identity));
    expect(user.coins).toBe(10);
    expect(user.friends_code).toBe('');
  });
});

describe('apply_referral_code', () => {
  it('works once later; a second code is refused and credits nothing', async () => {
    const owner = await signUp(t.app, 'Owner');
    const other = await signUp(t.app, 'Other');
    const me = await signUp(t.app, 'Me');
    const first = await post(t.app, 'apply_referral_code', { friends_code: owner.user.refer_code }, me.token);
    expect(first.body).toEqual({
      error: false,
      message: '111',
      data: { friends_code: owner.user.refer_code, coins_added: 0, coins_pending: 50, coins: 10 },
    });
    for (const code of [owner.user.refer_code, other.user.refer_code]) {
      const again = await post(t.app, 'apply_referral_code', { friends_code: code }, me.token);
      expect(again.body).toMatchObject({ error: true, message: '239' });
    }
    await firstGame(me.token);
    expect(await wallet(owner.user.id)).toEqual({ coins: 110, ledger: 110 });
    expect(await wallet(other.user.id)).toEqual({ coins: 10, ledger: 10 });
  });

  it('credits once when the same code is sent many times at once', async () => {
    const owner = await signUp(t.app, 'Owner');
    const me = await signUp(t.app, 'Me');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(t.app, 'apply_referral_code', { friends_code: owner.user.refer_code }, me.token),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.error)).toHaveLength(1);
    expect(results.filter((r) => r.body.error && r.body.message === '239')).toHaveLength(11);
    expect(await wallet(me.user.id)).toEqual({ coins: 10, ledger: 10 });
    // Several first games at once: the referral pays once.
    const games = await Promise.all(Array.from({ length: 6 }, () => startLevel(t.app, me.token)));
    await Promise.all(games.map((g) => submit(t.app, t.database, me.token, g, 7)));
    expect(await ledgerReasons(owner.user.id)).toEqual(['welcomeBonus:10', 'referralReward:100']);
    expect((await ledgerReasons(me.user.id)).filter((r) => r.startsWith('referredBonus'))).toEqual([
      'referredBonus:50',
    ]);
    const n = await t.database.db.execute(sql`SELECT 1 FROM referrals WHERE referred_id = ${me.user.id}`);
    expect(n.rows).toHaveLength(1);
  });

  it('refuses your own code, an unknown code and the code of a friend you invited', async () => {
    const a = await signUp(t.app, 'A');
    const own = await post(t.app, 'apply_referral_code', { friends_code: a.user.refer_code }, a.token);
    expect(own.body).toMatchObject({ error: true, message: '238' });
    const unknown = await post(t.app, 'apply_referral_code', { friends_code: 'ZZZZ0000' }, a.token);
    expect(unknown.body).toMatchObject({ error: true, message: '219' });

    const b = await signUp(t.app, 'B');
    await ok(t.app, 'apply_referral_code', { friends_code: a.user.refer_code }, b.token);
    const circular = await post(t.app, 'apply_referral_code', { friends_code: b.user.refer_code }, a.token);
    expect(circular.body).toMatchObject({ error: true, message: '240' });
    expect(await wallet(a.user.id)).toEqual({ coins: 10, ledger: 10 });
    expect(await ok(t.app, 'get_referral_info', {}, a.token)).toMatchObject({
      can_apply: true,
      friends_joined: 0,
      friends_pending: 1,
    });
  });

  it('lets only one of two players who enter each other’s codes at once be credited', async () => {
    const a = await signUp(t.app, 'A');
    const b = await signUp(t.app, 'B');
    const [ab, ba] = await Promise.all([
      post(t.app, 'apply_referral_code', { friends_code: b.user.refer_code }, a.token),
      post(t.app, 'apply_referral_code', { friends_code: a.user.refer_code }, b.token),
    ]);
    const outcomes = [ab!.body, ba!.body].map((body) => (body.error ? body.message : 'ok')).sort();
    expect(outcomes).toEqual(['240', 'ok']);
    const total = (await wallet(a.user.id)).coins + (await wallet(b.user.id)).coins;
    expect(total).toBe(10 + 10);
  });

  it('refuses the code of a deactivated account', async () => {
    const owner = await signUp(t.app, 'Gone');
    const me = await signUp(t.app, 'Me');
    await t.database.db.execute(sql`UPDATE users SET status = 0 WHERE id = ${owner.user.id}`);
    const res = await post(t.app, 'apply_referral_code', { friends_code: owner.user.refer_code }, me.token);
    expect(res.body).toMatchObject({ error: true, message: '219' });
    expect(await wallet(me.user.id)).toEqual({ coins: 10, ledger: 10 });
    expect(await ok(t.app, 'get_referral_info', {}, me.token)).toMatchObject({ can_apply: true });
  });

  it('rejects a malformed payload with 400', async () => {
    const a = await signUp(t.app, 'A');
    const res = await post(t.app, 'apply_referral_code', {}, a.token);
    expect(res.status).toBe(400);
  });
});
