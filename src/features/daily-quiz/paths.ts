import type { PlayPaths } from '../../play';

/** URLs of the Daily Quiz screens (SPEC §2): the dashboard, then one play session under it. */
export const dashboardPath = '/quiz-play/daily-quiz-dashboard/';

export const dailyPaths: PlayPaths = {
  play: `${dashboardPath}play/`,
  result: `${dashboardPath}play/result/`,
  review: `${dashboardPath}play/review/`,
  exit: dashboardPath,
};
