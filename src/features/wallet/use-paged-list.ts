import { useCallback, useEffect, useState } from 'react';
import type { ActionData, ActionPayload } from '../../../contract/actions';
import { asApiError, callWithMeta, type ApiError, type OfflineError } from '../../api';

type ListAction = 'get_tracker_data' | 'get_payment_request';
type Item<A extends ListAction> = ActionData<A>[number];

interface Loaded<A extends ListAction> {
  key: string;
  items: Item<A>[];
  total: number;
}

async function fetchPage<A extends ListAction>(
  action: A,
  key: string,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) {
  const payload = { ...(JSON.parse(key) as object), offset, limit } as ActionPayload<A>;
  const res = await callWithMeta(action, payload, { signal });
  return { items: res.data as Item<A>[], total: res.total ?? 0 };
}

/**
 * A list loaded a page at a time ("load more"). Another filter starts over; `reload` refetches as many
 * rows as are on screen, after a change made here (a new request, a cancel).
 */
export function usePagedList<A extends ListAction>(
  action: A,
  filter: Omit<ActionPayload<A>, 'offset' | 'limit'>,
  pageSize = 20,
) {
  const key = JSON.stringify(filter);
  const [loaded, setLoaded] = useState<Loaded<A> | null>(null);
  const [error, setError] = useState<{ key: string; error: ApiError | OfflineError } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [tick, setTick] = useState(0);
  const current = loaded?.key === key ? loaded : null;
  const shown = current?.items.length ?? 0;

  useEffect(() => {
    const controller = new AbortController();
    // After a reload keep as many rows as were on screen; a new filter starts with one page.
    const limit = Math.min(100, Math.max(pageSize, loaded?.key === key ? loaded.items.length : 0));
    fetchPage(action, key, 0, limit, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, ...page });
        setError(null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError({ key, error: asApiError(err) });
      },
    );
    return () => controller.abort();
    // `loaded` is read for the row count only; a new page must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, key, tick, pageSize]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    setLoadingMore(true);
    fetchPage(action, key, shown, pageSize)
      .then((page) =>
        setLoaded((s) =>
          s?.key === key ? { key, items: [...s.items, ...page.items], total: page.total } : s,
        ),
      )
      .catch((err: unknown) => setError({ key, error: asApiError(err) }))
      .finally(() => setLoadingMore(false));
  }, [action, key, shown, pageSize, loadingMore]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  const failed = error?.key === key ? error.error : undefined;

  return {
    items: current?.items ?? [],
    total: current?.total ?? 0,
    /** Nothing to show yet for this filter: skeletons. */
    loading: !current && !failed,
    loadingMore,
    error: failed,
    loadMore,
    reload,
  };
}
