import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';

let t: TestApp;
let premium: { id: number; slug: string };
let dear: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  // Two demo categories made premium for these tests: one for 10 coins, one for 500.
  const rows = await t.database.db.execute<{ id: number; slug: string }>(
    sql`SELECT id, slug FROM categories WHERE type = 1 ORDER BY row_order DESC LIMIT 2`,
  );
  premium = rows.rows[0]!;
  dear = rows.rows[1]!;
  await t.database.db.execute(
    sql`UPDATE categories SET is_premium = true, coins = 10 WHERE id = ${premium.id}`,
  );
  await t.database.db.execute(
    sql`UPDATE categories SET is_premium = true, coins = 500 WHERE id = ${dear.id}`,
  );
});
afterAll(async () => t?.close());

const balance = async (userId: number) =>
  (
    await t.database.db.execute<{ coins: number; ledger: number }>(
      sql`SELECT coins, (SELECT COALESCE(sum(amount), 0)::int FROM coin_ledger WHERE user_id = ${userId}) AS ledger FROM users WHERE id = ${userId}`,
    )
  ).rows[0]!;

describe('premium categories', () => {
  it('unlocks for its price once, then opens its levels', async () => {
    const { token, user } = await signUp(t.app);
    const [sub] = await ok(t.app, 'get_subcategory_by_maincategory', { category_slug: premium.slug }, token);
    const level1 = { category: premium.slug, subcategory: sub!.slug, level: 1 };
    const locked = await post(t.app, 'get_questions_by_level', level1, token);
    expect(locked.body).toMatchObject({ error: true, message: '203' });
    const unlocked = await post(t.app, 'unlock_premium_category', { category: premium.id }, token);
    expect(unlocked.body).toEqual({ error: false, message: '110', data: { category: premium.id, coins: 0 } });
    const list = await ok(t.app, 'get_categories', { type: 1 }, token);
    expect(list.find((c) => c.id === premium.id)).toMatchObject({
      is_premium: true,
      coins: 10,
      has_unlocked: true,
    });
    await ok(t.app, 'get_questions_by_level', level1, token);
    const again = await post(t.app, 'unlock_premium_category', { category: premium.id }, token);
    expect(again.body).toMatchObject({ error: true, message: '132' });
    expect(await balance(user.id)).toEqual({ coins: 0, ledger: 0 });
  });

  it("refuses when coins are short ('You Don't have enough coins') and writes nothing", async () => {
    const { token, user } = await signUp(t.app);
    const res = await post(t.app, 'unlock_premium_category', { category: dear.id }, token);
    expect(res.body).toMatchObject({ error: true, message: '201', error_msg: "You Don't have enough coins" });
    const rows = await t.database.db.execute(sql`SELECT 1 FROM premium_unlocks WHERE user_id = ${user.id}`);
    expect(rows.rows).toHaveLength(0);
    expect(await balance(user.id)).toEqual({ coins: 10, ledger: 10 });
  });

  it('answers clearly for a free or unknown category', async () => {
    const { token } = await signUp(t.app);
    const [free] = (await ok(t.app, 'get_categories', { type: 1 }, token)).filter((c) => !c.is_premium);
    expect((await post(t.app, 'unlock_premium_category', { category: free!.id }, token)).body).toMatchObject({
      message: '223',
    });
    expect((await post(t.app, 'unlock_premium_category', { category: 999_999 }, token)).body).toMatchObject({
      message: '102',
    });
  });

  it('50 concurrent unlocks debit the price exactly once and never go below zero', async () => {
    const { token, user } = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(t.app, 'unlock_premium_category', { category: premium.id }, token),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.error)).toHaveLength(1);
    expect(results.filter((r) => r.body.error).every((r) => r.body.error && r.body.message === '132')).toBe(
      true,
    );
    expect(await balance(user.id)).toEqual({ coins: 0, ledger: 0 });
  });
});
