import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizResultSchema } from '../../contract';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, firstSubcategory, playedWith, startLevel } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function ledgerSum(userId: number) {
  const r = await t.database.db.execute<{ sum: number; coins: number }>(
    sql`SELECT COALESCE(sum(amount),0)::int AS sum, (SELECT coins FROM users WHERE id = ${userId}) AS coins FROM coin_ledger WHERE user_id = ${userId}`,
  );
  return r.rows[0]!;
}

describe('quiz zone from sign-up to coins', () => {
  it('credits the welcome bonus through the ledger', async () => {
    const { user } = await signUp(t.app);
    expect(user.coins).toBe(10);
    expect(user.api_token.length).toBeGreaterThan(20);
    const sums = await ledgerSum(user.id);
    expect(sums).toEqual({ sum: 10, coins: 10 });
  });

  it('plays level 1, earns coins, unlocks level 2; a replayed submit credits nothing', async () => {
    const { token, user } = await signUp(t.app);
    const where = await firstSubcategory(t.app, token);
    const before = await ok(
      t.app,
      'get_level_data',
      { category_slug: where.category, subcategory_slug: where.subcategory },
      token,
    );
    expect(before.level).toBe(1);
    expect(before.max_level).toBeGreaterThanOrEqual(3);

    const attempt = await ok(t.app, 'get_questions_by_level', { ...where, level: 1 }, token);
    expect(attempt.questions).toHaveLength(10);
    // No answer key leaves the server before the player answers.
    expect(JSON.stringify(attempt)).not.toMatch(/"answer"/);

    const key = await answerKey(t.database, attempt.attempt_id);
    const first = attempt.questions[0]!;
    const verdict = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first.id, answer: key.get(first.id) },
      token,
    );
    expect(verdict).toEqual({ question_id: first.id, correct: true, answer: key.get(first.id) });
    const again = await post(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first.id, answer: 'z' },
      token,
    );
    expect(again.body).toMatchObject({ error: true, message: '215' });

    const played = playedWith(attempt, key, 8);
    const result = quizResultSchema.parse(
      await ok(
        t.app,
        'set_quiz_coin_score',
        { quiz_type: '1', match_id: attempt.attempt_id, play_questions: JSON.stringify(played), ...where },
        token,
      ),
    );
    expect(result).toMatchObject({
      total_questions: 10,
      correct_answers: 8,
      incorrect_answers: 2,
      passed: true,
      earned_coins: 4,
      earned_score: 24,
      unlocked_level: 2,
      coins: 14,
      score: 24,
      replayed: false,
    });
    expect(result.review).toHaveLength(10);
    expect(result.review.filter((r) => r.correct)).toHaveLength(8);

    const after = await ok(
      t.app,
      'get_level_data',
      { category_slug: where.category, subcategory_slug: where.subcategory },
      token,
    );
    expect(after.level).toBe(2);
    expect(await ok(t.app, 'get_user_coin_score', {}, token)).toEqual({ coins: 14, score: 24 });

    const replay = await ok(
      t.app,
      'set_quiz_coin_score',
      {
        quiz_type: '1',
        match_id: attempt.attempt_id,
        play_questions: JSON.stringify(playedWith(attempt, key, 10)),
        ...where,
      },
      token,
    );
    expect(replay).toMatchObject({ replayed: true, correct_answers: 8, coins: 14 });
    expect(await ledgerSum(user.id)).toEqual({ sum: 14, coins: 14 });
  });

  it('pays nothing for replaying a level that is already passed', async () => {
    const { token } = await signUp(t.app);
    const where = await firstSubcategory(t.app, token);
    for (const expected of [4, 0]) {
      const attempt = await ok(t.app, 'get_questions_by_level', { ...where, level: 1 }, token);
      const key = await answerKey(t.database, attempt.attempt_id);
      const result = await ok(
        t.app,
        'set_quiz_coin_score',
        {
          quiz_type: '1',
          match_id: attempt.attempt_id,
          play_questions: JSON.stringify(playedWith(attempt, key, 10)),
        },
        token,
      );
      expect(result.earned_coins).toBe(expected);
      expect(result.passed).toBe(true);
    }
  });

  it('fails below 30 % without unlocking or paying', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token, 1);
    const key = await answerKey(t.database, attempt.attempt_id);
    const result = await ok(
      t.app,
      'set_quiz_coin_score',
      {
        quiz_type: '1',
        match_id: attempt.attempt_id,
        play_questions: JSON.stringify(playedWith(attempt, key, 2)),
      },
      token,
    );
    expect(result).toMatchObject({
      passed: false,
      earned_coins: 0,
      earned_score: 0,
      unlocked_level: 1,
      coins: 10,
    });
  });

  it('refuses a locked level and an unknown category', async () => {
    const { token } = await signUp(t.app);
    const where = await firstSubcategory(t.app, token);
    const locked = await post(t.app, 'get_questions_by_level', { ...where, level: 2 }, token);
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ error: true, message: '202' });
    const missing = await post(
      t.app,
      'get_questions_by_level',
      { category: 'no-such-thing', level: 1 },
      token,
    );
    expect(missing.body).toMatchObject({ error: true, message: '102' });
  });

  it('refuses a premium category until it is unlocked', async () => {
    const { token } = await signUp(t.app);
    const where = await firstSubcategory(t.app, token);
    await t.database.db.execute(
      sql`UPDATE categories SET is_premium = true, coins = 50 WHERE slug = ${where.category} AND type = 1`,
    );
    try {
      const res = await post(t.app, 'get_questions_by_level', { ...where, level: 1 }, token);
      expect(res.body).toMatchObject({ error: true, message: '203' });
      const battle = await ok(t.app, 'get_categories', { type: 1, sub_type: 2 }, token);
      expect(battle.map((c) => c.slug)).not.toContain(where.category);
    } finally {
      await t.database.db.execute(
        sql`UPDATE categories SET is_premium = false, coins = 0 WHERE slug = ${where.category} AND type = 1`,
      );
    }
  });

  it("refuses another player's attempt", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const attempt = await startLevel(t.app, a.token, 1);
    const res = await post(
      t.app,
      'set_quiz_coin_score',
      { quiz_type: '1', match_id: attempt.attempt_id, play_questions: '[]' },
      b.token,
    );
    expect(res.body).toMatchObject({ error: true, message: '204' });
  });

  it('counts answers after the time is up as timed out, and reset_time buys one more question of time', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token, 1);
    const key = await answerKey(t.database, attempt.attempt_id);
    const deadline = async () =>
      (
        await t.database.db.execute<{ d: Date }>(
          sql`SELECT deadline_at AS d FROM attempts WHERE id = ${attempt.attempt_id}`,
        )
      ).rows[0]!.d;
    const issued = new Date(await deadline()).getTime();
    expect(issued - Date.now()).toBeGreaterThan(10 * 30 * 1000);
    await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'reset_time' },
      token,
    );
    expect(new Date(await deadline()).getTime() - issued).toBe(30_000);

    await t.database.db.execute(
      sql`UPDATE attempts SET deadline_at = now() - interval '1 second' WHERE id = ${attempt.attempt_id}`,
    );
    const q = attempt.questions[1]!;
    const late = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: q.id, answer: key.get(q.id) },
      token,
    );
    expect(late.correct).toBe(false);
    const result = await ok(
      t.app,
      'set_quiz_coin_score',
      {
        quiz_type: '1',
        match_id: attempt.attempt_id,
        play_questions: JSON.stringify(playedWith(attempt, key, 10)),
      },
      token,
    );
    expect(result).toMatchObject({ correct_answers: 0, passed: false, earned_coins: 0 });
  });

  it('credits once when 50 submits of one attempt arrive together', async () => {
    const { token, user } = await signUp(t.app);
    const attempt = await startLevel(t.app, token, 1);
    const key = await answerKey(t.database, attempt.attempt_id);
    const payload = {
      quiz_type: '1',
      match_id: attempt.attempt_id,
      play_questions: JSON.stringify(playedWith(attempt, key, 10)),
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, 'set_quiz_coin_score', payload, token)),
    );
    expect(results.every((r) => r.status === 200 && !r.body.error)).toBe(true);
    const fresh = results.filter((r) => !r.body.error && !(r.body.data as { replayed: boolean }).replayed);
    expect(fresh).toHaveLength(1);
    expect(await ledgerSum(user.id)).toEqual({ sum: 14, coins: 14 });
  });
});

describe('the demo catalogue', () => {
  it('reaches every category, subcategory and level from the API', async () => {
    const { token } = await signUp(t.app);
    const categories = await ok(t.app, 'get_categories', { type: 1 }, token);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.filter((c) => c.is_premium).length).toBeGreaterThanOrEqual(2);
    let questions = 0;
    for (const category of categories) {
      const subs = await ok(
        t.app,
        'get_subcategory_by_maincategory',
        { category_slug: category.slug },
        token,
      );
      expect(subs.length, category.slug).toBeGreaterThan(0);
      for (const sub of subs) {
        const levels = await ok(
          t.app,
          'get_level_data',
          { category_slug: category.slug, subcategory_slug: sub.slug },
          token,
        );
        expect(levels.max_level, `${category.slug}/${sub.slug}`).toBeGreaterThanOrEqual(5);
        expect(
          levels.level_data.every((l) => l.no_of_ques >= 10),
          `${category.slug}/${sub.slug}`,
        ).toBe(true);
        questions += levels.no_of_ques;
      }
      expect(category.image).toMatch(/^http:\/\/localhost(:\d+)?\/media\/categories\/.+\.svg$/);
      const art = await t.app.inject({ method: 'GET', url: new URL(category.image).pathname });
      expect(art.statusCode, category.image).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
    }
    expect(questions).toBeGreaterThanOrEqual(1500);
  });
});
