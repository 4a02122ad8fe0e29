import { describe, expect, it } from 'vitest';
import {
  currentQuestion,
  hintsLeft,
  lifelineStatus,
  reduce,
  type SessionAction,
  type SessionState,
} from './session-state';
import { attempt, loaded, noOutcome, question, run, T0 } from './session-test-support';

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
