import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../db/schema';
import { ok, signUp, startTestApp, type TestApp } from './harness';
import { answerKey, playedWith, startLevel } from './play-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Moves the current question's window into the past, as if its time had run out (the set's has not). */
async function letQuestionTimeRunOut(attemptId: string) {
  await t.database.db
    .update(attempts)
    .set({ questionDeadlineAt: sql`now() - interval '1 second'` })
    .where(eq(attempts.id, attemptId));
}

describe('each question has its own time on the server', () => {
  it('an answer after its question’s window is timed out, although the set’s time is not up', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    const key = await answerKey(t.database, attempt.attempt_id);
    const [first, second, third] = attempt.questions;
    const answer = (id: number) =>
      ok(
        t.app,
        'answer_question',
        { attempt_id: attempt.attempt_id, question_id: id, answer: key.get(id)! },
        token,
      );

    expect((await answer(first!.id)).correct).toBe(true);
    // Question 2 was left too long: the right answer counts as timed out.
    await letQuestionTimeRunOut(attempt.attempt_id);
    expect((await answer(second!.id)).correct).toBe(false);
    // Its answer opened question 3's window: answering in time counts again.
    expect((await answer(third!.id)).correct).toBe(true);
  });

  it('reset_time gives the current question a fresh window', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    const key = await answerKey(t.database, attempt.attempt_id);
    const q = attempt.questions[0]!;
    const [before] = await t.database.db.select().from(attempts).where(eq(attempts.id, attempt.attempt_id));
    await ok(
      t.app,
      'use_lifeline',
      { attempt_id: attempt.attempt_id, question_id: q.id, lifeline: 'reset_time' },
      token,
    );
    const [after] = await t.database.db.select().from(attempts).where(eq(attempts.id, attempt.attempt_id));
    expect(after!.questionDeadlineAt!.getTime()).toBeGreaterThan(before!.questionDeadlineAt!.getTime());
    const verdict = await ok(
      t.app,
      'answer_question',
      { attempt_id: attempt.attempt_id, question_id: q.id, answer: key.get(q.id)! },
      token,
    );
    expect(verdict.correct).toBe(true);
  });

  it('answers sent only with the submit get no more time than one by one', async () => {
    const { token } = await signUp(t.app);
    const attempt = await startLevel(t.app, token);
    const key = await answerKey(t.database, attempt.attempt_id);
    // All ten right, but sent after the first question's window: the first is timed out, and each later
    // one is judged in the window the previous left, which here is still open.
    await letQuestionTimeRunOut(attempt.attempt_id);
    const result = await ok(
      t.app,
      'set_quiz_coin_score',
      {
        quiz_type: attempt.quiz_type,
        match_id: attempt.attempt_id,
        play_questions: JSON.stringify(playedWith(attempt, key, attempt.questions.length)),
      },
      token,
    );
    expect(result.review[0]).toMatchObject({ correct: false, user_answer: '' });
    expect(result.correct_answers).toBe(attempt.questions.length - 1);
  });

  it('self challenge keeps one clock for the whole set', async () => {
    const { token } = await signUp(t.app);
    const [category] = await ok(t.app, 'get_categories', { type: 1 }, token);
    const attempt = await ok(
      t.app,
      'get_questions_for_self_challenge',
      { category_slug: category!.slug, limit: 5, minutes: 3 },
      token,
    );
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, attempt.attempt_id));
    expect(row!.questionDeadlineAt).toBeNull();
  });
});
