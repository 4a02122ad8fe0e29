import type { HandlerMap } from '../../http/handler';

/** Daily, monthly and global leaderboards (issue 4). */
export const leaderboardHandlers: HandlerMap = {};
