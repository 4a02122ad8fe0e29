import type { PlayPaths } from '../../play';

/** URLs of the True & False screens (SPEC §2): the intro card, then one play session under it. */
export const introPath = '/quiz-play/true-and-false-play/';

export const trueFalsePaths: PlayPaths = {
  play: `${introPath}play/`,
  result: `${introPath}play/result/`,
  review: `${introPath}play/review/`,
  exit: introPath,
};
