import type { Attempt, PlayQuestion } from '../../contract/models';
import { initialSessionState, reduce, type SessionAction, type SessionState } from './session-state';

/** Fixtures of the session reducer's tests: a three-question attempt and a way to replay actions. */
export const T0 = 1_000_000;

export function question(id: number, options = ['a', 'b', 'c', 'd']): PlayQuestion {
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

export function attempt(over: Partial<Attempt> = {}): Attempt {
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

export const run = (actions: SessionAction[], from: SessionState = initialSessionState) =>
  actions.reduce(reduce, from);
export const loaded = (a: Attempt = attempt()) => run([{ type: 'loaded', attempt: a, now: T0 }]);
export const noOutcome = { coins: 0, removed: [], poll: [] };
