import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedToken, ok, signUp, startTestApp, type TestApp } from './harness';
import { startLevel, submit } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'correct horse battery';

async function joinWith(code: string, email = `farm-${randomBytes(5).toString('hex')}@example.com`) {
  const identity = await ok(t.app, 'auth_email_signup', { email, password: PASSWORD });
  const user = await ok(t.app, 'user_signup', {
    firebase_id: identity.firebase_id,
    id_token: identity.id_token,
    type: 'email',
    name: 'Farm',
    friends_code: code,
  });
  // Referral rewards go to verified accounts only (account-mail.test covers the unverified case).
  await ok(t.app, 'verify_email', { token: await mailedToken(t.app, email) });
  return { email, token: user.api_token, id: user.id };
}

const play = async (token: string) => submit(t.app, t.database, token, await startLevel(t.app, token), 7);

async function referralCoins(ownerId: number) {
  const { rows } = await t.database.db.execute<{ n: number; total: number }>(sql`
    SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::int AS total FROM coin_ledger
    WHERE user_id = ${ownerId} AND reason = 'referralReward'`);
  return rows[0]!;
}

async function setting(key: string, value: string) {
  await t.database.db.execute(
    sql`INSERT INTO settings (key, value) VALUES (${key}, ${value})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  // Settings are cached for a few seconds: wait until the server reads this one.
  while (String((await ok(t.app, 'get_system_configurations')).referral_daily_cap) !== value)
    await new Promise((r) => setTimeout(r, 250));
}

describe('referrals cannot be farmed', () => {
  it('9 accounts made with one code pay nothing until each plays a first game', async () => {
    const owner = await signUp(t.app, 'Farmer');
    const farm = [];
    for (let i = 0; i < 9; i++) farm.push(await joinWith(owner.user.refer_code));
    expect(await referralCoins(owner.user.id)).toEqual({ n: 0, total: 0 });
    expect(await ok(t.app, 'get_referral_info', {}, owner.token)).toMatchObject({
      friends_joined: 0,
      friends_pending: 9,
    });
    await play(farm[0]!.token);
    await play(farm[1]!.token);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 2, total: 200 });
  });

  it('deleting an account and signing up again with the same address never pays the referrer twice', async () => {
    const owner = await signUp(t.app, 'Owner');
    const first = await joinWith(owner.user.refer_code);
    await play(first.token);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 1, total: 100 });

    await ok(t.app, 'delete_user_account', {}, first.token);
    const again = await joinWith(owner.user.refer_code, first.email);
    await play(again.token);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 1, total: 100 });
    // The new account's referral is recorded as void, not left pending for ever.
    const { rows } = await t.database.db.execute<{ status: string }>(
      sql`SELECT status FROM referrals WHERE referred_id = ${again.id}`,
    );
    expect(rows[0]?.status).toBe('void');
    const mine = await ok(t.app, 'get_referral_info', {}, again.token);
    expect(mine.reward_pending).toBe(false);
  });

  it('a game with no right answer does not count, and mailbox variants are one identity', async () => {
    const owner = await signUp(t.app, 'Owner');
    const base = `someone${randomBytes(3).toString('hex')}`;
    const first = await joinWith(owner.user.refer_code, `${base}@gmail.com`);
    await submit(t.app, t.database, first.token, await startLevel(t.app, first.token), 0);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 0, total: 0 });
    await play(first.token);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 1, total: 100 });
    // The same Gmail mailbox under another spelling, after deleting the first account.
    await ok(t.app, 'delete_user_account', {}, first.token);
    const variant = `${base.slice(0, 3)}.${base.slice(3)}+farm@GMAIL.com`;
    const again = await joinWith(owner.user.refer_code, variant);
    await play(again.token);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 1, total: 100 });
  });

  it('pays an owner for at most referral_daily_cap friends a day; the rest wait', async () => {
    await setting('referral_daily_cap', '2');
    const owner = await signUp(t.app, 'Popular');
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await joinWith(owner.user.refer_code));
    for (const f of friends) await play(f.token);
    expect(await referralCoins(owner.user.id)).toEqual({ n: 2, total: 200 });
    expect(await ok(t.app, 'get_referral_info', {}, owner.token)).toMatchObject({
      friends_joined: 2,
      friends_pending: 1,
    });
    await setting('referral_daily_cap', '10');
  });
});
