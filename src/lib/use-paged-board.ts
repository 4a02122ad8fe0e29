import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { asApiError, errorMessage, type ApiError, type OfflineError } from '../api';
import { notify } from './toast';

/** One page of a board as its action answered it. */
export interface BoardPage<B, R> {
  board: B;
  rows: R[];
  total: number;
}

interface Loaded<B, R> extends BoardPage<B, R> {
  key: string;
}

/** True while the page is on screen. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * A ranking a page at a time (the leaderboards, a contest's board): the first page with what comes with
 * it (podium, own rank), then "load more". With `refresh`, while its condition holds for the board (a
 * contest still running) it is fetched again that often when the page is visible, as many rows as shown. `key` names what is loaded; `fetchPage` may change every render.
 */
export function usePagedBoard<B, R extends { user_id: number }>(
  key: string,
  fetchPage: (offset: number, limit: number, signal?: AbortSignal) => Promise<BoardPage<B, R>>,
  pageSize: number,
  refresh: { everyMs: number; while: (board: B) => boolean } | null = null,
) {
  const [loaded, setLoaded] = useState<Loaded<B, R> | null>(null);
  const [error, setError] = useState<{ key: string; error: ApiError | OfflineError } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [tick, setTick] = useState(0);
  const visible = usePageVisible();
  const current = loaded?.key === key ? loaded : null;
  const shown = current?.rows.length ?? 0;
  const fetchFirst = useEffectEvent((signal: AbortSignal) =>
    // A refresh keeps what "load more" brought on screen.
    fetchPage(0, Math.max(pageSize, shown), signal),
  );

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const page = await fetchFirst(signal);
        if (signal.aborted) return;
        setLoaded({ key, ...page });
        setError(null);
      } catch (err) {
        if (!signal.aborted) setError({ key, error: asApiError(err) });
      }
    })();
    return () => controller.abort();
  }, [key, tick]);

  const refreshing = Boolean(refresh && current && refresh.while(current.board));
  const everyMs = refresh?.everyMs ?? 0;
  useEffect(() => {
    if (!refreshing || !visible) return;
    const id = window.setInterval(() => setTick((n) => n + 1), everyMs);
    return () => window.clearInterval(id);
  }, [refreshing, everyMs, visible]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    fetchPage(shown, pageSize)
      .then((page) =>
        setLoaded((s) =>
          s?.key === key
            ? {
                ...s,
                // A player who moved up between pages could appear twice: keep the first sighting.
                rows: [...s.rows, ...page.rows.filter((r) => !s.rows.some((o) => o.user_id === r.user_id))],
                total: page.total,
              }
            : s,
        ),
      )
      // The rows on screen stay; a toast says why no more came.
      .catch((err: unknown) => notify.error(errorMessage(err)))
      .finally(() => setLoadingMore(false));
  }, [fetchPage, key, pageSize, shown, loadingMore]);

  const failed = error?.key === key ? error.error : undefined;
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
