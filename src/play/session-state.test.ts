import { describe, expect, it } from 'vitest';
import type { Attempt, PlayQuestion } from '../../contract/models';
import {
  canAnswer,
  clockSeconds,
  currentQuestion,
  currentQuestionState,
  initialSessionState,
  reduce,
  type SessionAction,
} from './session-state';
import { attempt, loaded, noOutcome, question, run, T0 } from './session-test-support';

describe('loading', () => {
  it('starts loading, then shows the first question with its clock', () => {
    expect(initialSessionState.phase).toBe('loading');
    const s = loaded();
    expect(s.phase).toBe('question');
    expect(s.index).toBe(0);
    expect(currentQuestion(s)?.id).toBe(11);
    expect(s.deadline).toBe(T0 + 30_000);
    expect(clockSeconds(s)).toBe(30);
    expect(currentQuestionState(s)).toEqual({ removed: [], poll: [], hints: [] });
  });

  it('an attempt without questions is a load error', () => {
    const s = loaded(attempt({ questions: [] }));
    expect(s.phase).toBe('load-error');
    expect(s.error).toBe('');
  });

  it('a failed load keeps its message and code; reload asks again and a fresh attempt starts over', () => {
    let s = run([{ type: 'load-failed', error: 'Not found', code: '102' }]);
    expect(s).toMatchObject({ phase: 'load-error', error: 'Not found', errorCode: '102' });
    s = reduce(s, { type: 'reload' });
    expect(s).toMatchObject({ phase: 'loading', loadCount: 1 });
    s = reduce(s, { type: 'loaded', attempt: attempt(), now: T0 });
    expect(s).toMatchObject({ phase: 'question', error: '', errorCode: '', loadCount: 1, index: 0 });
  });

  it('loading again (a new loadKey) resets the previous session', () => {
    const played = run(
      [{ type: 'answer', key: 'a' }, { type: 'verdict-failed' }, { type: 'advance', now: T0 }],
      loaded(),
    );
    expect(played.answers).toHaveLength(1);
    const s = reduce(played, { type: 'loaded', attempt: attempt({ attempt_id: 'at-2' }), now: T0 + 5 });
    expect(s).toMatchObject({ index: 0, answers: [], used: [], states: {}, phase: 'question' });
    expect(s.attempt?.attempt_id).toBe('at-2');
  });
});

describe('answering', () => {
  it('an answer shows feedback, is recorded, and waits for the verdict', () => {
    const s = reduce(loaded(), { type: 'answer', key: 'b' });
    expect(s.phase).toBe('feedback');
    expect(s.busy).toBe(true);
    expect(s.answers).toEqual([{ id: 11, answer: 'b' }]);
    expect(currentQuestionState(s)).toMatchObject({ selected: 'b', timedOut: false });
    expect(canAnswer(s, 'c')).toBe(false);
    // A second answer while the first is pending is ignored.
    expect(reduce(s, { type: 'answer', key: 'c' })).toBe(s);
  });

  it('a correct verdict as the server reports it', () => {
    const s = run(
      [
        { type: 'answer', key: 'b' },
        { type: 'verdict', questionId: 11, verdict: { correct: true, answer: 'b' } },
      ],
      loaded(),
    );
    expect(s.busy).toBe(false);
    expect(s.phase).toBe('feedback');
    expect(s.states[11]?.verdict).toEqual({ correct: true, answer: 'b' });
  });

  it('a wrong verdict keeps the choice and the right answer', () => {
    const s = run(
      [
        { type: 'answer', key: 'a' },
        { type: 'verdict', questionId: 11, verdict: { correct: false, answer: 'c' } },
      ],
      loaded(),
    );
    expect(s.states[11]).toMatchObject({ selected: 'a', verdict: { correct: false, answer: 'c' } });
  });

  it('a failed verdict still counts the answer and unlocks the screen', () => {
    const s = run([{ type: 'answer', key: 'a' }, { type: 'verdict-failed' }], loaded());
    expect(s).toMatchObject({ busy: false, phase: 'feedback', answers: [{ id: 11, answer: 'a' }] });
    expect(s.states[11]?.verdict).toBeUndefined();
  });

  it('advance moves to the next question with a fresh per-question clock', () => {
    const s = run(
      [
        { type: 'answer', key: 'a' },
        { type: 'verdict', questionId: 11, verdict: { correct: true, answer: 'a' } },
        { type: 'advance', now: T0 + 4000 },
      ],
      loaded(),
    );
    expect(s.phase).toBe('question');
    expect(s.index).toBe(1);
    expect(currentQuestion(s)?.id).toBe(12);
    expect(s.deadline).toBe(T0 + 4000 + 30_000);
    expect(currentQuestionState(s)).toEqual({ removed: [], poll: [], hints: [] });
  });

  it('advance outside the feedback does nothing', () => {
    const s = loaded();
    expect(reduce(s, { type: 'advance', now: T0 })).toBe(s);
  });

  it('an option removed by 50/50 cannot be chosen', () => {
    const s = run(
      [
        { type: 'request' },
        {
          type: 'lifeline',
          name: 'fifty_fifty',
          questionId: 11,
          outcome: { ...noOutcome, removed: ['a', 'd'] },
          now: T0,
        },
      ],
      loaded(),
    );
    expect(canAnswer(s, 'a')).toBe(false);
    expect(reduce(s, { type: 'answer', key: 'a' })).toBe(s);
    expect(reduce(s, { type: 'answer', key: 'b' }).phase).toBe('feedback');
  });

  it('answering before anything is loaded is ignored', () => {
    expect(reduce(initialSessionState, { type: 'answer', key: 'a' })).toBe(initialSessionState);
  });
});

describe('timer expiry', () => {
  it("a question's clock running out records it unanswered and timed out", () => {
    const s = reduce(loaded(), { type: 'expire' });
    expect(s.phase).toBe('feedback');
    expect(s.answers).toEqual([{ id: 11, answer: '' }]);
    expect(s.states[11]).toMatchObject({ selected: '', timedOut: true });
    const judged = reduce(s, { type: 'verdict', questionId: 11, verdict: { correct: false, answer: 'd' } });
    expect(judged.states[11]?.verdict).toEqual({ correct: false, answer: 'd' });
  });

  it('expiry while a lifeline request is pending waits (the clock fires again)', () => {
    const busy = reduce(loaded(), { type: 'request' });
    expect(reduce(busy, { type: 'expire' })).toBe(busy);
  });

  it('one clock for the whole set: expiry ends the session and grades what was played', () => {
    const whole = attempt({ seconds_per_question: 0, seconds_total: 120 });
    let s = loaded(whole);
    expect(s.deadline).toBe(T0 + 120_000);
    expect(clockSeconds(s)).toBe(120);
    s = run(
      [{ type: 'answer', key: 'a' }, { type: 'verdict-failed' }, { type: 'advance', now: T0 + 9000 }],
      s,
    );
    // The set's clock is not restarted by the next question.
    expect(s.deadline).toBe(T0 + 120_000);
    s = reduce(s, { type: 'expire' });
    expect(s.phase).toBe('submitting');
    expect(s.answers).toEqual([{ id: 11, answer: 'a' }]);
    // A feedback timer firing late does not bring the question back.
    expect(reduce(s, { type: 'advance', now: T0 + 130_000 })).toBe(s);
  });

  it('the whole set can also run out during the feedback', () => {
    const s = run([{ type: 'answer', key: 'a' }, { type: 'expire' }], loaded(attempt({ seconds_total: 60 })));
    expect(s).toMatchObject({ phase: 'submitting', busy: false });
  });
});

describe('one question at a time (a contest)', () => {
  const contest = () =>
    loaded({ ...attempt({ lifeline_cost: 0, questions: [question(21)] }), total_questions: 3 } as Attempt);
  const answerWith = (id: number, next?: PlayQuestion, answer = ''): SessionAction[] => [
    { type: 'answer', key: 'a' },
    { type: 'verdict', questionId: id, verdict: { correct: false, answer, next } },
    { type: 'advance', now: T0 + 2000 },
  ];

  it('the set counts the announced total though it holds one question', () => {
    const s = contest();
    expect(s.total).toBe(3);
    expect(s.attempt?.questions).toHaveLength(1);
    expect(currentQuestion(s)?.id).toBe(21);
  });

  it("each verdict's next question is appended and played, then the last verdict ends in grading", () => {
    let s = run(answerWith(21, question(22)), contest());
    expect(s).toMatchObject({ phase: 'question', index: 1, deadline: T0 + 2000 + 30_000 });
    expect(currentQuestion(s)?.id).toBe(22);
    s = run(answerWith(22, question(23)), s);
    expect(currentQuestion(s)?.id).toBe(23);
    expect(s.attempt?.questions.map((q) => q.id)).toEqual([21, 22, 23]);
    s = run(answerWith(23), s);
    expect(s.phase).toBe('submitting');
    expect(s.answers.map((a) => a.id)).toEqual([21, 22, 23]);
  });

  it('a withheld right answer is kept as given, without the next question in the state', () => {
    const s = run(answerWith(21, question(22)).slice(0, 2), contest());
    expect(s.states[21]?.verdict).toEqual({ correct: false, answer: '' });
  });

  it('the same next question twice is appended once', () => {
    const verdict = { correct: true, answer: '', next: question(22) };
    const s = run(
      [
        { type: 'answer', key: 'a' },
        { type: 'verdict', questionId: 21, verdict },
        { type: 'verdict', questionId: 21, verdict },
      ],
      contest(),
    );
    expect(s.attempt?.questions.map((q) => q.id)).toEqual([21, 22]);
  });

  it('no next question (its verdict failed) sends what was played to grading', () => {
    const s = run(
      [{ type: 'answer', key: 'a' }, { type: 'verdict-failed' }, { type: 'advance', now: T0 }],
      contest(),
    );
    expect(s.phase).toBe('submitting');
    expect(s.answers).toHaveLength(1);
  });

  it('an attempt holding every question counts them, as before', () => {
    expect(loaded().total).toBe(3);
  });
});
