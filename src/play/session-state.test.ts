import { describe, expect, it } from 'vitest';
import type { Attempt, PlayQuestion } from '../../contract/models';
import {
  canAnswer,
  clockSeconds,
  currentQuestion,
  currentQuestionState,
  hintsLeft,
  initialSessionState,
  lifelineStatus,
  reduce,
  type SessionAction,
  type SessionState,
} from './session-state';

const T0 = 1_000_000;

function question(id: number, options = ['a', 'b', 'c', 'd']): PlayQuestion {
  return {
    id,
    question: `Question ${id}?`,
    question_type: 1,
    kind: 'choice',
    image: '',
    audio: '',
    options: options.map((key) => ({ key, text: key.toUpperCase() })),
    bookmarked: false,
  };
}

function attempt(over: Partial<Attempt> = {}): Attempt {
  return {
    attempt_id: 'at-1',
    quiz_type: '1',
    title: 'Science',
    category_slug: 'science',
    subcategory_slug: '',
    level: 1,
    seconds_per_question: 30,
    seconds_total: 0,
    lifeline_cost: 5,
    max_hints: 2,
    hint_cost: 3,
    questions: [question(11), question(12), question(13, ['t', 'f'])],
    ...over,
  };
}

const run = (actions: SessionAction[], from: SessionState = initialSessionState) =>
  actions.reduce(reduce, from);
const loaded = (a: Attempt = attempt()) => run([{ type: 'loaded', attempt: a, now: T0 }]);
const noOutcome = { coins: 0, removed: [], poll: [] };

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

describe('lifelines', () => {
  it('each lifeline is refused without coins, and priced by the attempt', () => {
    const s = loaded();
    expect(lifelineStatus(s, 'skip', 4)).toEqual({ disabled: true, reason: 'lifeline_no_coins' });
    expect(lifelineStatus(s, 'skip', 5)).toEqual({ disabled: false });
  });

  it('50/50 removes the two options the backend names and is then used up', () => {
    const s = run(
      [
        { type: 'request' },
        {
          type: 'lifeline',
          name: 'fifty_fifty',
          questionId: 11,
          outcome: { coins: 95, removed: ['b', 'c'], poll: [] },
          now: T0,
        },
      ],
      loaded(),
    );
    expect(s.busy).toBe(false);
    expect(s.states[11]?.removed).toEqual(['b', 'c']);
    expect(s.used).toEqual(['fifty_fifty']);
    expect(lifelineStatus(s, 'fifty_fifty', 100)).toEqual({ disabled: true, reason: 'lifeline_used' });
    expect(lifelineStatus(s, 'audience_poll', 100)).toEqual({
      disabled: true,
      reason: 'lifeline_not_with_fifty',
    });
  });

  it('the audience poll shows its percentages and then rules out 50/50 on that question', () => {
    const poll = [
      { key: 'a', percent: 10 },
      { key: 'b', percent: 70 },
      { key: 'c', percent: 15 },
      { key: 'd', percent: 5 },
    ];
    const s = reduce(loaded(), {
      type: 'lifeline',
      name: 'audience_poll',
      questionId: 11,
      outcome: { ...noOutcome, poll },
      now: T0,
    });
    expect(s.states[11]?.poll).toEqual(poll);
    expect(lifelineStatus(s, 'fifty_fifty', 100)).toEqual({
      disabled: true,
      reason: 'lifeline_not_with_poll',
    });
  });

  it('reset time restarts the clock from now', () => {
    const s = reduce(loaded(), {
      type: 'lifeline',
      name: 'reset_time',
      questionId: 11,
      outcome: noOutcome,
      now: T0 + 20_000,
    });
    expect(s.deadline).toBe(T0 + 20_000 + 30_000);
    expect(s.phase).toBe('question');
    expect(s.index).toBe(0);
  });

  it('skip records the question unanswered and moves on at once', () => {
    const s = reduce(loaded(), {
      type: 'lifeline',
      name: 'skip',
      questionId: 11,
      outcome: noOutcome,
      now: T0 + 3000,
    });
    expect(s.answers).toEqual([{ id: 11, answer: '' }]);
    expect(s.states[11]?.skipped).toBe(true);
    expect(s).toMatchObject({ phase: 'question', index: 1, deadline: T0 + 3000 + 30_000, busy: false });
  });

  it('skipping the last question goes to grading', () => {
    const one = attempt({ questions: [question(11)] });
    const s = reduce(loaded(one), {
      type: 'lifeline',
      name: 'skip',
      questionId: 11,
      outcome: noOutcome,
      now: T0,
    });
    expect(s.phase).toBe('submitting');
    expect(s.answers).toEqual([{ id: 11, answer: '' }]);
  });

  it('50/50 is not offered on a two-option question; nothing is offered while busy or in feedback', () => {
    const onTrueFalse = run(
      [
        { type: 'lifeline', name: 'skip', questionId: 11, outcome: noOutcome, now: T0 },
        { type: 'answer', key: 'b' },
        { type: 'verdict-failed' },
        { type: 'advance', now: T0 },
      ],
      loaded(),
    );
    expect(currentQuestion(onTrueFalse)?.id).toBe(13);
    expect(lifelineStatus(onTrueFalse, 'fifty_fifty', 100)).toEqual({
      disabled: true,
      reason: 'lifeline_not_here',
    });
    expect(lifelineStatus(reduce(loaded(), { type: 'request' }), 'skip', 100)).toEqual({ disabled: true });
    expect(lifelineStatus(reduce(loaded(), { type: 'answer', key: 'a' }), 'skip', 100)).toEqual({
      disabled: true,
    });
  });

  it('a failed lifeline request unlocks the question and uses nothing', () => {
    const s = run([{ type: 'request' }, { type: 'request-failed' }], loaded());
    expect(s).toMatchObject({ busy: false, used: [], phase: 'question' });
  });
});

describe('hints', () => {
  it('reveal letters up to the attempt’s limit', () => {
    let s = loaded();
    expect(hintsLeft(s)).toBe(2);
    s = run([{ type: 'request' }, { type: 'hint', questionId: 11, position: 0, letter: 'P' }], s);
    expect(s.busy).toBe(false);
    expect(s.states[11]?.hints).toEqual([{ position: 0, letter: 'P' }]);
    expect(hintsLeft(s)).toBe(1);
  });
});

describe('grading', () => {
  const answerAll = (s: SessionState) =>
    run(
      s.attempt!.questions.flatMap((q, i): SessionAction[] => [
        { type: 'answer', key: q.options[0]?.key ?? '' },
        {
          type: 'verdict',
          questionId: q.id,
          verdict: { correct: i % 2 === 0, answer: q.options[0]?.key ?? '' },
        },
        { type: 'advance', now: T0 + i * 1000 },
      ]),
      s,
    );

  it('after the last answer the session is submitted with every answer in order', () => {
    const s = answerAll(loaded());
    expect(s.phase).toBe('submitting');
    expect(s.answers).toEqual([
      { id: 11, answer: 'a' },
      { id: 12, answer: 'a' },
      { id: 13, answer: 't' },
    ]);
  });

  it('a submit error can be retried, and only from the error', () => {
    let s = reduce(answerAll(loaded()), { type: 'submit-failed', error: 'Network down' });
    expect(s).toMatchObject({ phase: 'submit-error', error: 'Network down' });
    expect(reduce(s, { type: 'finish' })).toBe(s);
    s = reduce(s, { type: 'retry-submit' });
    expect(s).toMatchObject({ phase: 'submitting', error: '' });
    expect(s.answers).toHaveLength(3);
    expect(reduce(s, { type: 'retry-submit' })).toBe(s);
  });

  it('finish grades what was played so far', () => {
    const s = run(
      [
        { type: 'answer', key: 'a' },
        { type: 'verdict-failed' },
        { type: 'advance', now: T0 },
        { type: 'finish' },
      ],
      loaded(),
    );
    expect(s.phase).toBe('submitting');
    expect(s.answers).toEqual([{ id: 11, answer: 'a' }]);
    expect(reduce(s, { type: 'finish' })).toBe(s);
  });

  it('the reducer never mutates the state it is given', () => {
    const s = loaded();
    const snapshot = structuredClone(s);
    run(
      [
        { type: 'answer', key: 'a' },
        { type: 'verdict', questionId: 11, verdict: { correct: true, answer: 'a' } },
        {
          type: 'lifeline',
          name: 'fifty_fifty',
          questionId: 12,
          outcome: { ...noOutcome, removed: ['a', 'b'] },
          now: T0,
        },
        { type: 'advance', now: T0 },
      ],
      s,
    );
    expect(s).toEqual(snapshot);
  });
});
