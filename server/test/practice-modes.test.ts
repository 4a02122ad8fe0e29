import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, submit } from './play-helpers';

// Modes played from a category's list (true/false, guess the word, multi match, self challenge, fun &
// learn, audio and maths); the daily quiz, bookmarks, reports and content languages are in
// practice-daily.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const firstOf = async (token: string, type: number) => {
  const [category] = await ok(t.app, 'get_categories', { type }, token);
  const subs = await ok(
    t.app,
    'get_subcategory_by_maincategory',
    { category_slug: category!.slug, type },
    token,
  );
  return { category: category!, sub: subs[0]! };
};

async function balance(userId: number) {
  const r = await t.database.db.execute<{ coins: number; ledger: number }>(
    sql`SELECT coins, (SELECT COALESCE(sum(amount),0)::int FROM coin_ledger WHERE user_id = ${userId}) AS ledger FROM users WHERE id = ${userId}`,
  );
  return r.rows[0]!;
}

describe('true & false', () => {
  it('serves true/false questions of the open categories and pays nothing', async () => {
    const { token, user } = await signUp(t.app);
    const attempt = await ok(t.app, 'get_questions_by_type', { type: 2 }, token);
    expect(attempt.questions).toHaveLength(10);
    for (const q of attempt.questions) {
      expect(q.kind).toBe('true_false');
      expect(q.options.map((o) => o.text)).toEqual(['True', 'False']);
    }
    const result = await submit(t.app, t.database, token, attempt, 10);
    expect(result).toMatchObject({
      correct_answers: 10,
      earned_coins: 0,
      earned_score: 0,
      coins: user.coins,
    });
  });
});

describe('guess the word', () => {
  it('pays on the first pass of a subcategory only; hints cost a coin each, at most two', async () => {
    const { token, user } = await signUp(t.app);
    const { sub } = await firstOf(token, 3);
    const attempt = await ok(t.app, 'get_guess_the_word', { type: 'subcategory', type_id: sub.id }, token);
    const q = attempt.questions[0]!;
    expect(q.kind).toBe('guess_the_word');
    expect(q.options).toEqual([]);
    expect(JSON.stringify(attempt)).not.toContain('"answer"');
    const key = await answerKey(t.database, attempt.attempt_id);
    const word = key.get(q.id)!;
    expect(q.letters!.length).toBeGreaterThan(word.replace(/ /g, '').length);

    const first = await ok(t.app, 'use_hint', { attempt_id: attempt.attempt_id, question_id: q.id }, token);
    expect(first).toMatchObject({ position: 0, letter: word[0], hints_left: 1, coins: user.coins - 1 });
    const second = await ok(t.app, 'use_hint', { attempt_id: attempt.attempt_id, question_id: q.id }, token);
    expect(second).toMatchObject({ position: 1, letter: word.replace(/ /g, '')[1], hints_left: 0 });
    const third = await post(t.app, 'use_hint', { attempt_id: attempt.attempt_id, question_id: q.id }, token);
    expect(third.body).toMatchObject({ error: true, message: '206' });

    // Time ran out on the last word: the client sends no answer at all.
    const last = attempt.questions.at(-1)!;
    const timeout = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: last.id },
      token,
    );
    expect(timeout).toMatchObject({ correct: false, answer: expect.stringMatching(/^[A-Z ]+$/) });

    const result = await submit(t.app, t.database, token, attempt, attempt.questions.length);
    expect(result).toMatchObject({
      passed: true,
      correct_answers: attempt.questions.length - 1,
      earned_coins: 10,
      lifeline_coins_spent: 2,
      completed_before: false,
    });
    expect(result.coins).toBe(user.coins - 2 + 10);

    // The first pass marks the subcategory and its category as played in the lists.
    const { category } = await firstOf(token, 3);
    const subs = await ok(
      t.app,
      'get_subcategory_by_maincategory',
      { category_slug: category.slug, type: 3 },
      token,
    );
    expect(subs.find((s) => s.id === sub.id)?.is_play).toBe(true);
    const cats = await ok(t.app, 'get_categories', { type: 3 }, token);
    expect(cats.find((c) => c.id === category.id)?.is_play).toBe(true);

    const again = await ok(t.app, 'get_guess_the_word', { type: 'subcategory', type_id: sub.id }, token);
    const replay = await submit(t.app, t.database, token, again, again.questions.length);
    expect(replay).toMatchObject({ passed: true, earned_coins: 0, earned_score: 0, completed_before: true });
    expect(await balance(user.id)).toEqual({ coins: user.coins + 8, ledger: user.coins + 8 });
  });

  it('refuses a hint the player cannot pay for, writing nothing', async () => {
    const { token, user } = await signUp(t.app);
    await t.database.db.execute(sql`UPDATE users SET coins = 0 WHERE id = ${user.id}`);
    await t.database.db.execute(
      sql`INSERT INTO coin_ledger (user_id, amount, reason, ref, balance_after) VALUES (${user.id}, ${-user.coins}, 'test', 'test:zero', 0)`,
    );
    const { sub } = await firstOf(token, 3);
    const attempt = await ok(t.app, 'get_guess_the_word', { type: 'subcategory', type_id: sub.id }, token);
    const res = await post(
      t.app,
      'use_hint',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id },
      token,
    );
    expect(res.body).toMatchObject({ error: true, message: '201' });
    const again = await post(
      t.app,
      'use_hint',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id },
      token,
    );
    expect(again.body).toMatchObject({ error: true, message: '201' });
    expect(await balance(user.id)).toEqual({ coins: 0, ledger: 0 });
  });
});

describe('multi match', () => {
  it('gates levels, grades sets and orders, and unlocks the next level on a pass', async () => {
    const { token } = await signUp(t.app);
    const [category] = await ok(t.app, 'get_categories', { type: 6 }, token);
    const levels = await ok(t.app, 'get_multi_match_level_data', { category_slug: category!.slug }, token);
    expect(levels).toMatchObject({ level: 1, max_level: 5 });
    const locked = await post(
      t.app,
      'get_multi_match_questions_by_level',
      { category: category!.slug, level: 2 },
      token,
    );
    expect(locked.body).toMatchObject({ error: true, message: '202' });

    const attempt = await ok(
      t.app,
      'get_multi_match_questions_by_level',
      { category: category!.slug, level: 1 },
      token,
    );
    const kinds = new Set(attempt.questions.map((q) => q.kind));
    expect(kinds).toEqual(new Set(['multi_select', 'sequence', 'match']));
    const key = await answerKey(t.database, attempt.attempt_id);
    const multi = attempt.questions.find((q) => q.kind === 'multi_select' && key.get(q.id)!.includes(','))!;
    const reversed = key.get(multi.id)!.split(',').reverse().join(',');
    const verdict = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: multi.id, answer: reversed },
      token,
    );
    expect(verdict.correct).toBe(true);
    const sequence = attempt.questions.find((q) => q.kind === 'sequence')!;
    const wrongOrder = key.get(sequence.id)!.split(',').reverse().join(',');
    const seqVerdict = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: sequence.id, answer: wrongOrder },
      token,
    );
    expect(seqVerdict).toMatchObject({ correct: false, answer: key.get(sequence.id) });

    const result = await submit(t.app, t.database, token, attempt, attempt.questions.length);
    // The two answered one by one keep their verdicts: one right, one wrong.
    expect(result).toMatchObject({ correct_answers: 9, passed: true, unlocked_level: 2, earned_coins: 4 });
    expect(result.earned_score).toBe(9 * 20 - 10);
    const after = await ok(t.app, 'get_multi_match_level_data', { category_slug: category!.slug }, token);
    expect(after.level).toBe(2);
  });
});

describe('self challenge', () => {
  it('plays a chosen number of questions on one timer, for no coins', async () => {
    const { token, user } = await signUp(t.app);
    const { category } = await firstOf(token, 1);
    const tooMany = await post(
      t.app,
      'get_questions_for_self_challenge',
      { category_slug: category.slug, limit: 31 },
      token,
    );
    expect(tooMany.body).toMatchObject({ error: true, message: '103', error_msg: 'At most 30 questions' });
    const attempt = await ok(
      t.app,
      'get_questions_for_self_challenge',
      { category_slug: category.slug, limit: 5, minutes: 3 },
      token,
    );
    expect(attempt).toMatchObject({ quiz_type: 'self', seconds_total: 180, seconds_per_question: 0 });
    expect(attempt.questions).toHaveLength(5);
    const result = await submit(t.app, t.database, token, attempt, 5);
    expect(result).toMatchObject({ correct_answers: 5, earned_coins: 0, coins: user.coins });
    expect(result.review.every((r) => r.answer && r.user_answer === r.answer)).toBe(true);
  });
});

describe('fun & learn', () => {
  it('lists passages, plays one, pays once and marks it played', async () => {
    const { token, user } = await signUp(t.app);
    const { sub } = await firstOf(token, 2);
    const list = await ok(t.app, 'get_fun_n_learn', { type: 'subcategory', type_id: sub.id }, token);
    const passage = list[0]!;
    expect(passage).toMatchObject({ is_play: false });
    expect(passage.no_of_que).toBeGreaterThanOrEqual(5);
    expect(passage.detail).toContain('<p>');
    expect(passage.detail).not.toMatch(/<script|onerror/i);
    const attempt = await ok(t.app, 'get_fun_n_learn_questions', { fun_n_learn_id: passage.id }, token);
    expect(attempt.passage.title).toBe(passage.title);
    const result = await submit(t.app, t.database, token, attempt, attempt.questions.length);
    expect(result).toMatchObject({ earned_coins: 4, coins: user.coins + 4 });
    const after = await ok(t.app, 'get_fun_n_learn', { type: 'subcategory', type_id: sub.id }, token);
    expect(after.find((p) => p.id === passage.id)?.is_play).toBe(true);
  });
});

describe('audio and maths', () => {
  it('serves audio clips and LaTeX questions from their categories', async () => {
    const { token } = await signUp(t.app);
    const audio = await firstOf(token, 4);
    const clips = await ok(
      t.app,
      'get_audio_questions',
      { type: 'category', type_id: audio.category.id },
      token,
    );
    expect(clips.questions[0]!.audio).toMatch(/^http:\/\/localhost(:\d+)?\/media\/audio\/.+\.mp3$/);
    const clip = await t.app.inject({ method: 'GET', url: new URL(clips.questions[0]!.audio).pathname });
    expect(clip.statusCode).toBe(200);
    const maths = await firstOf(token, 5);
    const sums = await ok(
      t.app,
      'get_maths_questions',
      { type: 'category', type_id: maths.category.id },
      token,
    );
    expect(sums.questions.some((q) => q.question.includes('$'))).toBe(true);
    const result = await submit(t.app, t.database, token, sums, sums.questions.length);
    expect(result).toMatchObject({ quiz_type: '5', earned_coins: 4 });
  });
});
