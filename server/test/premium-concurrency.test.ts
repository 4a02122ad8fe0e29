import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';

/**
 * Issue 12: concurrent premium unlocks deadlocked on PostgreSQL (500s under fuzz). The unlock row's
 * foreign key took FOR KEY SHARE on the user row, then the debit asked FOR UPDATE on it, which waits for
 * every other transaction's KEY SHARE: two unlocks of one player waited for each other.
 */
let t: TestApp;
let adminToken: string;
let cats: number[];
const PRICE = 5;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signUpAdmin(t)).token;
  const rows = await t.database.db.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE type = 1 ORDER BY id LIMIT 4`,
  );
  cats = rows.rows.map((r) => r.id);
  expect(cats).toHaveLength(4);
  await t.database.db.execute(
    sql`UPDATE categories SET is_premium = true, coins = ${PRICE} WHERE id IN ${sql.raw(`(${cats.join(',')})`)}`,
  );
});
afterAll(async () => t?.close());

async function richPlayer(n: number) {
  const player = await signUp(t.app);
  await ok(
    t.app,
    'admin_grant_coins',
    { user_id: player.user.id, coins: 100, grant_id: `fuzz-grant-${n}-${player.user.id}` },
    adminToken,
  );
  return player;
}

async function wallet(userId: number) {
  const [row] = (
    await t.database.db.execute<{ coins: number; ledger: number; unlocks: number; debits: number }>(sql`
      SELECT coins,
        (SELECT COALESCE(sum(amount), 0)::int FROM coin_ledger WHERE user_id = ${userId}) AS ledger,
        (SELECT count(*)::int FROM premium_unlocks WHERE user_id = ${userId}) AS unlocks,
        (SELECT count(*)::int FROM coin_ledger WHERE user_id = ${userId} AND reason = 'unlockedPremium') AS debits
      FROM users WHERE id = ${userId}`)
  ).rows;
  return row!;
}

describe('concurrent premium unlocks', () => {
  it('one player unlocking four categories five times each at once: each debited once, no 5xx', async () => {
    const player = await richPlayer(1);
    const before = (await wallet(player.user.id)).coins;
    const requests = cats.flatMap((category) =>
      Array.from({ length: 5 }, () => post(t.app, 'unlock_premium_category', { category }, player.token)),
    );
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => !a.body.error)).toHaveLength(4);
    expect(answers.filter((a) => a.body.error).map((a) => a.body.message)).toEqual(Array(16).fill('132'));
    const after = await wallet(player.user.id);
    expect(after).toEqual({ coins: before - 4 * PRICE, ledger: before - 4 * PRICE, unlocks: 4, debits: 4 });
  });

  it('eight players unlocking the same four categories at once, twice each: no 5xx, balances = ledgers', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => richPlayer(10 + i)));
    const requests = players.flatMap((p) =>
      [...cats, ...cats].map((category) => post(t.app, 'unlock_premium_category', { category }, p.token)),
    );
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => !a.body.error)).toHaveLength(8 * 4);
    for (const p of players) {
      const w = await wallet(p.user.id);
      expect(w).toEqual({ coins: 110 - 4 * PRICE, ledger: 110 - 4 * PRICE, unlocks: 4, debits: 4 });
    }
  });
});
