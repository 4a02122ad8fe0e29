/** The three boards, in tab order, with the action that serves each (the original's names, typo kept). */
export const boards = [
  { id: 'daily', action: 'get_daily_leaderboard' },
  { id: 'monthly', action: 'get_monthly_leaderboard' },
  { id: 'all', action: 'get_globle_leaderboard' },
] as const;

export type BoardId = (typeof boards)[number]['id'];
export type BoardAction = (typeof boards)[number]['action'];

export const boardById = (id: string | null) => boards.find((b) => b.id === id) ?? boards[0];

export const PAGE_SIZE = 25;
