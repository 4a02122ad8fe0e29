import type { PlayPaths } from '../../play';

/** URLs of the contest screens (SPEC §2 `/contest-play/`): the tabs, then one contest's pages. */
export const contestsPath = '/contest-play/';

export type ContestTab = 'live' | 'upcoming' | 'past';

export const contestTabPath = (tab: ContestTab) =>
  tab === 'live' ? contestsPath : `${contestsPath}?tab=${tab}`;

export const contestPaths = (id: number | string): PlayPaths & { board: string; answers: string } => ({
  play: `${contestsPath}${id}/play/`,
  result: `${contestsPath}${id}/result/`,
  // The shared result screen's "review" leads to the board: answers wait for the contest's end.
  review: `${contestsPath}${id}/leaderboard/`,
  exit: contestsPath,
  board: `${contestsPath}${id}/leaderboard/`,
  answers: `${contestsPath}${id}/answers/`,
});
