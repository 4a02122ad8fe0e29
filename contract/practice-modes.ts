/**
 * The practice modes that can be played from a pack, offline or not. Apart from offline-models (zod):
 * the client's background pack code needs only this list, and importing the schemas would build every
 * model at start, a long task behind the first page (issue 18).
 */
export const practiceModeIds = [
  'self',
  'true_false',
  'quiz_zone',
  'fun_n_learn',
  'guess_the_word',
  'audio',
  'maths',
] as const;
export type PracticeModeIdOffline = (typeof practiceModeIds)[number];
