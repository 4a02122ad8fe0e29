import { useCallback, useEffect, useState } from 'react';
import type { Leaderboard, LeaderboardRow } from '../../../contract';
import { asApiError, callWithMeta, errorMessage, type ApiError, type OfflineError } from '../../api';
import { notify } from '../../lib/toast';
import { PAGE_SIZE, type BoardAction } from './boards';

interface Loaded {
  action: BoardAction;
  board: Leaderboard;
  rows: LeaderboardRow[];
  total: number;
}

/** One board, a page at a time: the first page with the podium and my rank, then "load more". */
export function useBoard(action: BoardAction) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<{ action: BoardAction; error: ApiError | OfflineError } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [tick, setTick] = useState(0);
  const current = loaded?.action === action ? loaded : null;

  useEffect(() => {
    const controller = new AbortController();
    callWithMeta(action, { offset: 0, limit: PAGE_SIZE }, { signal: controller.signal }).then(
      (res) => {
        if (controller.signal.aborted) return;
        setLoaded({ action, board: res.data, rows: res.data.other_users_rank, total: res.total ?? 0 });
        setError(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError({ action, error: asApiError(err) });
      },
    );
    return () => controller.abort();
  }, [action, tick]);

  const shown = current?.rows.length ?? 0;
  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    callWithMeta(action, { offset: shown, limit: PAGE_SIZE })
      .then((res) =>
        setLoaded((s) =>
          s?.action === action
            ? // A player who moved up between pages could appear twice: keep the first sighting.
              {
                ...s,
                rows: [
                  ...s.rows,
                  ...res.data.other_users_rank.filter((r) => !s.rows.some((o) => o.user_id === r.user_id)),
                ],
                total: res.total ?? s.total,
              }
            : s,
        ),
      )
      // The rows on screen stay; a toast says why no more came.
      .catch((err: unknown) => notify.error(errorMessage(err)))
      .finally(() => setLoadingMore(false));
  }, [action, shown, loadingMore]);

  const failed = error?.action === action ? error.error : undefined;
  return {
    board: current?.board,
    rows: current?.rows ?? [],
    total: current?.total ?? 0,
    loading: !current && !failed,
    loadingMore,
    error: failed,
    loadMore,
    reload: useCallback(() => setTick((n) => n + 1), []),
  };
}
