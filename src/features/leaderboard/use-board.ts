import type { Leaderboard, LeaderboardRow } from '../../../contract';
import { callWithMeta } from '../../api';
import { usePagedBoard } from '../../lib/use-paged-board';
import { PAGE_SIZE, type BoardAction } from './boards';

/** One board, a page at a time: the first page with the podium and my rank, then "load more". */
export function useBoard(action: BoardAction) {
  return usePagedBoard<Leaderboard, LeaderboardRow>(
    action,
    async (offset, limit, signal) => {
      const res = await callWithMeta(action, { offset, limit }, { signal });
      return { board: res.data, rows: res.data.other_users_rank, total: res.total ?? 0 };
    },
    PAGE_SIZE,
  );
}
