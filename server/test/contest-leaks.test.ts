import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestAttempt } from '../../contract';
import { codes } from '../../contract/codes';
import { ok, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { call, contestQuestions, makeContest, startContest } from './contest-support';
import { answerKey } from './play-helpers';

/** The ways around "one question at a time, no answer before the end", each closed. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signUpAdmin(t)).token;
});
afterAll(() => t?.close());

async function started() {
  const p = await signUp(t.app);
  const c = await makeContest(t, admin, {
    questions: [
      { type: 'guess_the_word', question: 'The closest star.', answer: 'Sun' },
      ...contestQuestions,
    ],
  });
  const attempt = (await startContest(t, p.token, c.id)).body.data as ContestAttempt;
  const key = await answerKey(t.database, attempt.attempt_id);
  return { p, c, attempt, key };
}

describe('no way around the contest rules', () => {
  it('answers sent with the submit for questions never served do not count', async () => {
    const { p, attempt, key } = await started();
    const first = attempt.questions[0]!;
    await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first.id, answer: 'SUN' },
      p.token,
    );
    const all = [...key].map(([id, answer]) => ({ id, answer }));
    const result = await ok(
      t.app,
      'set_quiz_coin_score',
      { quiz_type: 'contest', match_id: attempt.attempt_id, play_questions: JSON.stringify(all) },
      p.token,
    );
    expect(result.correct_answers).toBe(1);
    expect(result.earned_score).toBe(1 * 4 - 4 * 4);
    expect(result.review).toEqual([]);
  });

  it('no hint letter of a contest word', async () => {
    const { p, attempt } = await started();
    const word = attempt.questions[0]!;
    expect(word.kind).toBe('guess_the_word');
    const res = await call(t, 'use_hint', { attempt_id: attempt.attempt_id, question_id: word.id }, p.token);
    expect(res.body.message).toBe(codes.attemptInvalid);
  });

  it('no lifeline on a contest question', async () => {
    const { p, attempt } = await started();
    const res = await call(
      t,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: attempt.questions[0]!.id, lifeline: 'skip' },
      p.token,
    );
    expect(res.body.message).toBe(codes.attemptInvalid);
  });

  it('an answered contest question cannot be bookmarked (the bookmark quiz would reveal it)', async () => {
    const { p, attempt } = await started();
    const first = attempt.questions[0]!;
    await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: first.id, answer: 'MOON' },
      p.token,
    );
    const res = await call(t, 'set_bookmark', { question_id: first.id, status: '1', type: 1 }, p.token);
    expect(res.body.message).toBe(codes.bookmarkNotRevealed);
  });

  it("a contest's questions are never an offline pack", async () => {
    const { p, c } = await started();
    const { rows } = await t.database.db.execute<{ category_id: number }>(
      sql`SELECT category_id FROM contests WHERE id = ${c.id}`,
    );
    const res = await call(t, 'get_offline_pack', { type: 'category', id: rows[0]!.category_id }, p.token);
    expect(res.body.message).toBe(codes.notFound);
    expect(JSON.stringify(res.body)).not.toMatch(/Sun|Mars/i);
  });
});
