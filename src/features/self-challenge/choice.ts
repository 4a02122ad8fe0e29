import type { PlayPaths } from '../../play';

/** What the player set up; kept in the URL's search params so a reload (or a shared link) keeps it. */
export interface Choice {
  category: string;
  subcategory: string;
  questions: number;
  minutes: number;
}

export const setupPath = '/self-learning/';
export const questionSteps = [5, 10, 15, 20, 25, 30];
export const minuteSteps = [3, 5, 10, 15, 20, 30];

const positive = (value: string | null) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

export function readChoice(params: URLSearchParams): Choice {
  return {
    category: params.get('category') ?? '',
    subcategory: params.get('subcategory') ?? '',
    questions: positive(params.get('questions')),
    minutes: positive(params.get('minutes')),
  };
}

/** The search string of a choice, its fields always in the same order (paths are compared as text). */
export function choiceQuery(c: Choice): string {
  const params = new URLSearchParams();
  if (c.category) params.set('category', c.category);
  if (c.subcategory) params.set('subcategory', c.subcategory);
  if (c.questions) params.set('questions', String(c.questions));
  if (c.minutes) params.set('minutes', String(c.minutes));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The steps up to the server's cap; a cap below the first step is offered as the only step. */
export const stepsUpTo = (steps: number[], max: number) => {
  const allowed = steps.filter((n) => n <= max);
  return allowed.length ? allowed : [Math.max(1, max)];
};

export const selfPaths = (c: Choice): PlayPaths => {
  const query = choiceQuery(c);
  return {
    play: `${setupPath}play/${query}`,
    result: `${setupPath}result/${query}`,
    review: `${setupPath}review/${query}`,
    exit: `${setupPath}${query}`,
  };
};
