import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../contract';
import { examAttempts, exams } from '../db/schema';
import { examAttemptsJob } from '../jobs/exam-attempts';
import { ok, post, signUp, signUpAdmin, startTestApp, type TestApp } from './harness';
import { age, DEMO_EXAM_KEY, demoExamId, leakedFields, recorder, rightKeys } from './exam-support';

let t: TestApp;
let examId: number;

beforeAll(async () => {
  t = await startTestApp();
  examId = await demoExamId(t.database);
});
afterAll(() => t.close());

const start = (token: string, fields: Record<string, string> = {}) =>
  post(
    t.app,
    'get_exam_module_questions',
    { exam_module_id: examId, exam_key: DEMO_EXAM_KEY, rules_agreed: '1', ...fields },
    token,
  );

async function started() {
  const player = await signUp(t.app, 'Candidate');
  const res = await start(player.token);
  expect(res.body.error).toBe(false);
  return {
    ...player,
    session: await ok(t.app, 'get_exam_module_questions', { exam_module_id: examId }, player.token),
  };
}

async function attemptOf(userId: number) {
  const [row] = await t.database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId)));
  return row!;
}

describe('exam list', () => {
  it("lists today's demo exam with its totals and never its key", async () => {
    const { token } = await signUp(t.app);
    const res = await post(t.app, 'get_exam_module', { type: 1, timezone: 'Europe/Paris' }, token);
    const rows = await ok(t.app, 'get_exam_module', { type: 1 }, token);
    const demo = rows.find((r) => r.id === examId)!;
    expect(demo).toMatchObject({
      no_of_que: 10,
      total_marks: 17,
      duration: 10,
      exam_status: 1,
      result: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(DEMO_EXAM_KEY);
    expect(leakedFields(JSON.stringify(res.body))).toEqual([]);
    expect(await ok(t.app, 'get_exam_module', { type: 2 }, token)).toEqual([]);
  });
});

describe('exam key and rules', () => {
  it('asks for the key, refuses a wrong one, then asks for the rules', async () => {
    const { token } = await signUp(t.app);
    expect((await start(token, { exam_key: '' })).body.message).toBe(codes.examKeyMissing);
    expect((await start(token, { exam_key: 'demo-exam-2026' })).body.message).toBe(codes.examKeyInvalid);
    expect((await start(token, { rules_agreed: '0' })).body.message).toBe(codes.examRulesNotAgreed);
    expect((await start(token, { rules_agreed: '' })).body.message).toBe(codes.examRulesNotAgreed);
    // Nothing started: the list still says "not started".
    const rows = await ok(t.app, 'get_exam_module', { type: 1 }, token);
    expect(rows.find((r) => r.id === examId)?.exam_status).toBe(1);
  });

  it('refuses further tries after five wrong keys, even the right one, for that player only', async () => {
    const { token } = await signUp(t.app);
    for (let i = 0; i < 5; i++)
      expect((await start(token, { exam_key: `WRONG-${i}` })).body.message).toBe(codes.examKeyInvalid);
    expect((await start(token)).body.message).toBe(codes.examKeyTooManyTries);
    const other = await signUp(t.app);
    expect((await start(other.token)).body.error).toBe(false);
  });
});

describe('an exam played through', () => {
  it('never sends an answer or the key before submitting, and the server grades', async () => {
    const player = await signUp(t.app, 'Grader');
    const { bodies, call } = recorder(t.app, player.token);
    await call('get_exam_module', { type: 1 });
    const first = await call('get_exam_module_questions', {
      exam_module_id: examId,
      exam_key: DEMO_EXAM_KEY,
      rules_agreed: '1',
    });
    expect(first.error).toBe(false);
    const session = first.data as {
      questions: { id: number; options: { key: string }[] }[];
      remaining_ms: number;
    };
    expect(session.questions).toHaveLength(10);
    expect(session.remaining_ms).toBeGreaterThan(0);
    const right = await rightKeys(t.database, examId, player.user.id);
    // Right on the first four, wrong on the next three (one changed from right to wrong), three unanswered.
    let expected = 0;
    for (const [i, q] of session.questions.slice(0, 7).entries()) {
      const key = right.get(q.id)!;
      const wrong = q.options.find((o) => o.key !== key.key)!.key;
      if (i === 4)
        await call('save_exam_answer', { exam_module_id: examId, question_id: q.id, answer: key.key });
      const saved = await call('save_exam_answer', {
        exam_module_id: examId,
        question_id: q.id,
        answer: i < 4 ? key.key : wrong,
      });
      expect(saved.error).toBe(false);
      if (i < 4) expected += key.marks;
    }
    await call('exam_heartbeat', { exam_module_id: examId });
    const resumed = await call('get_exam_module_questions', { exam_module_id: examId });
    expect((resumed.data as { answers: unknown[] }).answers).toHaveLength(7);
    expect((await call('get_exam_result', { exam_module_id: examId })).message).toBe(codes.examNotCompleted);
    for (const body of bodies) {
      expect(leakedFields(body)).toEqual([]);
      expect(body).not.toContain(DEMO_EXAM_KEY);
    }

    // The client's own figures are ignored.
    const result = await ok(
      t.app,
      'set_exam_module_result',
      { exam_module_id: examId, obtained_marks: 999, total_duration: 1, statistics: '[]' },
      player.token,
    );
    expect(result).toMatchObject({
      obtained_marks: expected,
      total_marks: 17,
      correct: 4,
      incorrect: 3,
      unanswered: 3,
      end_reason: 'submitted',
      rules_violated: false,
    });
    expect(result.statistics.reduce((n, s) => n + s.correct + s.incorrect, 0)).toBe(10);
    expect(result.statistics.reduce((n, s) => n + s.mark * s.correct, 0)).toBe(expected);
    // Idempotent: a second submit answers the stored result.
    expect(await ok(t.app, 'set_exam_module_result', { exam_module_id: examId }, player.token)).toEqual(
      result,
    );

    const { review } = await ok(t.app, 'get_exam_result', { exam_module_id: examId }, player.token);
    expect(review).toHaveLength(10);
    expect(review.filter((r) => r.correct)).toHaveLength(4);
    for (const r of review) expect(r.answer).toBe(right.get(r.id)!.key);
    expect(review.filter((r) => r.your_answer === '')).toHaveLength(3);

    const completed = await ok(t.app, 'get_exam_module', { type: 2 }, player.token);
    expect(completed.map((r) => [r.id, r.exam_status, r.result?.obtained_marks])).toEqual([
      [examId, 3, expected],
    ]);
    expect((await start(player.token)).body.message).toBe(codes.examCompleted);
  });

  it('refuses a changed answer when the exam does not allow it, and an option the question lacks', async () => {
    await t.database.db.update(exams).set({ answerAgain: false }).where(eq(exams.id, examId));
    try {
      const { token, session } = await started();
      const q = session.questions[0]!;
      const save = (answer: string, id = q.id) =>
        post(t.app, 'save_exam_answer', { exam_module_id: examId, question_id: id, answer }, token);
      expect((await save('a')).body.error).toBe(false);
      expect((await save('a')).body.error).toBe(false);
      expect((await save('b')).body.message).toBe(codes.examAnswerLocked);
      expect((await save('z')).body.message).toBe(codes.examInvalidAnswer);
      expect((await save('a', 999_999)).body.message).toBe(codes.examInvalidAnswer);
    } finally {
      await t.database.db.update(exams).set({ answerAgain: true }).where(eq(exams.id, examId));
    }
  });

  it('answers "start the exam first" to a heartbeat or submit without an attempt', async () => {
    const { token } = await signUp(t.app);
    const beat = await post(t.app, 'exam_heartbeat', { exam_module_id: examId }, token);
    expect(beat.body.message).toBe(codes.examNotStarted);
    const submit = await post(t.app, 'set_exam_module_result', { exam_module_id: examId }, token);
    expect(submit.body.message).toBe(codes.examNotStarted);
  });
});

describe('the server clock', () => {
  it('completes the attempt at its deadline with the answers it had', async () => {
    const { token, user, session } = await started();
    const q = session.questions[0]!;
    const right = await rightKeys(t.database, examId, user.id);
    await ok(
      t.app,
      'save_exam_answer',
      { exam_module_id: examId, question_id: q.id, answer: right.get(q.id)!.key },
      token,
    );
    await age(t.database, examId, user.id, { deadline: 11 * 60 });
    const late = await post(
      t.app,
      'save_exam_answer',
      { exam_module_id: examId, question_id: session.questions[1]!.id, answer: 'a' },
      token,
    );
    expect(late.body.message).toBe(codes.examTimeUp);
    const attempt = await attemptOf(user.id);
    expect(attempt).toMatchObject({ status: 'completed', endReason: 'time_up', correct: 1 });
    expect(attempt.obtainedMarks).toBe(right.get(q.id)!.marks);
    expect((await start(token)).body.message).toBe(codes.examCompleted);
  });

  it('resumes within the timeout with the remaining time and the saved answers', async () => {
    const { token, user, session } = await started();
    const q = session.questions[2]!;
    await ok(t.app, 'save_exam_answer', { exam_module_id: examId, question_id: q.id, answer: 'b' }, token);
    await age(t.database, examId, user.id, { lastSeen: 20, deadline: 60 });
    const again = await ok(t.app, 'get_exam_module_questions', { exam_module_id: examId }, token);
    expect(again.resumed).toBe(true);
    expect(again.questions.map((x) => x.id)).toEqual(session.questions.map((x) => x.id));
    expect(again.questions[2]!.options).toEqual(q.options);
    expect(again.answers).toEqual([{ question_id: q.id, chosen: 'b' }]);
    expect(again.remaining_ms).toBeLessThan(session.remaining_ms - 50_000);
  });

  it('submits the attempt as it stands when the player comes back after the timeout', async () => {
    const { token, user } = await started();
    await age(t.database, examId, user.id, { lastSeen: 31 });
    const back = await post(t.app, 'get_exam_module_questions', { exam_module_id: examId }, token);
    expect(back.body.message).toBe(codes.examLeft);
    const { result } = await ok(t.app, 'get_exam_result', { exam_module_id: examId }, token);
    expect(result).toMatchObject({ end_reason: 'left', obtained_marks: 0, unanswered: 10 });
  });

  it('closes expired attempts before listing, and from the job', async () => {
    const lazy = await started();
    await age(t.database, examId, lazy.user.id, { deadline: 11 * 60 });
    const rows = await ok(t.app, 'get_exam_module', { type: 2 }, lazy.token);
    expect(rows.map((r) => r.result?.end_reason)).toEqual(['time_up']);

    const idle = await started();
    await age(t.database, examId, idle.user.id, { lastSeen: 120 });
    expect(await examAttemptsJob.run(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await attemptOf(idle.user.id)).toMatchObject({ status: 'completed', endReason: 'left' });
  });
});

describe('leaving the page', () => {
  it('records the first hiding, and the auto-submit as a violation the examiner sees', async () => {
    const { token, user } = await started();
    await ok(t.app, 'exam_heartbeat', { exam_module_id: examId, hidden: '1' }, token);
    expect((await attemptOf(user.id)).violations.map((v) => v.type)).toEqual(['hidden_warning']);
    const result = await ok(
      t.app,
      'set_exam_module_result',
      { exam_module_id: examId, rules_violated: '1' },
      token,
    );
    expect(result).toMatchObject({ end_reason: 'hidden', rules_violated: true });

    const refused = await post(t.app, 'admin_get_exam_results', { exam_module_id: examId }, token);
    expect(refused.body.message).toBe(codes.unauthorized);
    const admin = await signUpAdmin(t);
    const all = await ok(
      t.app,
      'admin_get_exam_results',
      { exam_module_id: examId, limit: 100 },
      admin.token,
    );
    const mine = all.find((r) => r.user_id === user.id)!;
    expect(mine).toMatchObject({
      name: 'Candidate',
      status: 'completed',
      end_reason: 'hidden',
      rules_violated: true,
    });
    expect(mine.violations.map((v) => v.type)).toEqual(['hidden_warning', 'hidden_submit']);
  });
});
