import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, startLevel } from './play-helpers';
import { codes } from '../../contract/codes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function giveCoins(userId: number, coins: number) {
  // Test setup only: the ledger row keeps balance = sum(ledger).
  await t.database.db.execute(sql`UPDATE users SET coins = coins + ${coins} WHERE id = ${userId}`);
  await t.database.db.execute(
    sql`INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after) SELECT ${userId}, ${coins}, 'adminAdded', ${`test:${Date.now()}:${Math.random()}`}, coins FROM users WHERE id = ${userId}`,
  );
}

describe('lifelines', () => {
  it('50/50 removes two wrong options, costs 10 coins and works once a level', async () => {
    const { token, user } = await signUp(t.app);
    await giveCoins(user.id, 40);
    const attempt = await startLevel(t.app, token);
    const key = await answerKey(t.database, attempt.attempt_id);
    const [q1, q2] = attempt.questions;
    const used = await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: q1!.id, lifeline: 'fifty_fifty' },
      token,
    );
    expect(used.coins).toBe(40);
    expect(used.removed).toHaveLength(2);
    expect(used.removed).not.toContain(key.get(q1!.id));
    const twice = await post(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: q2!.id, lifeline: 'fifty_fifty' },
      token,
    );
    expect(twice.body).toMatchObject({ error: true, message: '206' });
  });

  it('50/50 and the audience poll exclude each other on one question', async () => {
    const { token, user } = await signUp(t.app);
    await giveCoins(user.id, 40);
    const attempt = await startLevel(t.app, token);
    const [q1, q2] = attempt.questions;
    await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: q1!.id, lifeline: 'audience_poll' },
      token,
    );
    const clash = await post(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: q1!.id, lifeline: 'fifty_fifty' },
      token,
    );
    expect(clash.body).toMatchObject({ error: true, message: '207' });
    const other = await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: q2!.id, lifeline: 'fifty_fifty' },
      token,
    );
    expect(other.coins).toBe(30);
  });

  it('the audience poll adds up to 100 %', async () => {
    const { token, user } = await signUp(t.app);
    await giveCoins(user.id, 10);
    const attempt = await startLevel(t.app, token);
    const poll = await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'audience_poll' },
      token,
    );
    expect(poll.poll.reduce((s, p) => s + p.percent, 0)).toBe(100);
    expect(poll.poll).toHaveLength(attempt.questions[0]!.options.length);
  });

  it('is refused when coins are short, and charges nothing', async () => {
    const { token } = await signUp(t.app); // 10 coins: one lifeline
    const attempt = await startLevel(t.app, token);
    await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'skip' },
      token,
    );
    const short = await post(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[1]!.id, lifeline: 'reset_time' },
      token,
    );
    expect(short.body).toMatchObject({ error: true, message: '201' });
    expect(await ok(t.app, 'get_user_coin_score', {}, token)).toMatchObject({ coins: 0 });
    // The refused lifeline is still available later (nothing was written).
    const rows = await t.database.db.execute(
      sql`SELECT lifeline FROM attempt_lifelines WHERE attempt_id = ${attempt.attempt_id}`,
    );
    expect(rows.rows.map((r) => r.lifeline)).toEqual(['skip']);
  });

  it('20 concurrent lifeline requests against a 10-coin balance spend exactly 10', async () => {
    const { token, user } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    const all = await Promise.all(
      (['fifty_fifty', 'audience_poll', 'reset_time', 'skip'] as const).flatMap((lifeline) =>
        Array.from({ length: 5 }, () =>
          post(
            t.app,
            'use_lifeline',
            { attempt_id: attempt.attempt_id, question_id: attempt.questions[2]!.id, lifeline },
            token,
          ),
        ),
      ),
    );
    expect(all.filter((r) => !r.body.error)).toHaveLength(1);
    expect(all.every((r) => r.status === 200)).toBe(true);
    const r = await t.database.db.execute<{ coins: number; sum: number }>(
      sql`SELECT coins, (SELECT sum(amount)::int FROM coin_ledger WHERE user_id = ${user.id}) AS sum FROM users WHERE id = ${user.id}`,
    );
    expect(r.rows[0]).toEqual({ coins: 0, sum: 0 });
  });

  it('reports lifeline spending in the result', async () => {
    const { token, user } = await signUp(t.app);
    await giveCoins(user.id, 10);
    const attempt = await startLevel(t.app, token);
    await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'reset_time' },
      token,
    );
    const result = await ok(
      t.app,
      'set_quiz_coin_score',
      { quiz_type: '1', match_id: attempt.attempt_id, play_questions: '[]' },
      token,
    );
    expect(result).toMatchObject({ lifeline_coins_spent: 10, passed: false, coins: 10 });
  });

  it('a mode the registry gives no lifelines refuses them, and spends nothing', async () => {
    const { token, user } = await signUp(t.app);
    await giveCoins(user.id, 40);
    const attempt = await ok(t.app, 'get_questions_by_type', { type: 2 }, token);
    const refused = await post(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'fifty_fifty' },
      token,
    );
    expect(refused.body).toMatchObject({ error: true, message: codes.attemptInvalid });
    const [row] = (await t.database.db.execute(sql`SELECT coins FROM users WHERE id = ${user.id}`)).rows;
    expect(Number(row?.coins)).toBe(50);
  });
});
