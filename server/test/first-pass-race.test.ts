import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attempt } from '../../contract';
import { post, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, playedWith, startLevel } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const CONCURRENT = 50;

async function count(query: ReturnType<typeof sql>) {
  const { rows } = await t.database.db.execute<{ n: number }>(query);
  return Number(rows[0]?.n ?? 0);
}

describe('a first pass pays once, however many submissions race', () => {
  it(`${CONCURRENT} concurrent passing submissions of level 1 → exactly one payout`, async () => {
    const { token, user } = await signUp(t.app);
    // 50 separate attempts of the same level, each fully answered right, then all submitted at once.
    const attempts: Attempt[] = [];
    for (let i = 0; i < CONCURRENT; i++) attempts.push(await startLevel(t.app, token, 1));
    const bodies = await Promise.all(
      attempts.map(async (attempt) => {
        const key = await answerKey(t.database, attempt.attempt_id);
        return {
          quiz_type: attempt.quiz_type,
          match_id: attempt.attempt_id,
          play_questions: JSON.stringify(playedWith(attempt, key, attempt.questions.length)),
        };
      }),
    );
    const results = await Promise.all(bodies.map((b) => post(t.app, 'set_quiz_coin_score', b, token)));
    for (const r of results) expect(r.status).toBe(200);
    const paid = results.filter(
      (r) => !r.body.error && r.body.data && (r.body.data as { earned_coins: number }).earned_coins > 0,
    );
    expect(paid).toHaveLength(1);

    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${user.id} AND reason = 'wonQuizZone'`,
      ),
    ).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM score_events WHERE user_id = ${user.id}`)).toBe(1);
    expect(await count(sql`SELECT max(level)::int AS n FROM user_levels WHERE user_id = ${user.id}`)).toBe(2);
    // The balance is the ledger's sum: nothing was paid outside it.
    expect(
      await count(sql`SELECT (u.coins - COALESCE(sum(l.amount), 0))::int AS n FROM users u
        LEFT JOIN coin_ledger l ON l.user_id = u.id WHERE u.id = ${user.id} GROUP BY u.coins`),
    ).toBe(0);
  });
});
