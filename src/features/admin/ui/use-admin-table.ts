import { useCallback, useMemo, useState } from 'react';
import type { ActionName, ActionPayload } from '../../../../contract/actions';
import { useApi } from '../../../api';

export interface TableQuery {
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * A console table's state and its server call: search, sort, order and page go to the action (the
 * contract's `adminTable` fields); `filters` are the page's own (status, language…). A change of search
 * or filter goes back to the first page.
 */
export function useAdminTable<A extends ActionName>(
  action: A,
  filters: Partial<ActionPayload<A>> = {},
  initial: Partial<TableQuery> = {},
) {
  const [query, setQuery] = useState<TableQuery>({
    q: '',
    sort: '',
    order: 'desc',
    offset: 0,
    limit: 25,
    ...initial,
  });
  const filterKey = JSON.stringify(filters);
  const payload = useMemo(() => {
    const out: Record<string, string | number> = {
      ...(JSON.parse(filterKey) as Record<string, string | number>),
      offset: query.offset,
      limit: query.limit,
      order: query.order,
    };
    if (query.q.trim()) out.q = query.q.trim();
    if (query.sort) out.sort = query.sort;
    return out as ActionPayload<A>;
  }, [filterKey, query]);
  const api = useApi(action, payload);

  const update = useCallback((change: Partial<TableQuery>) => {
    setQuery((q) => ({
      ...q,
      ...change,
      // Searching or re-sorting starts again at the first page; only paging moves the offset.
      offset: 'offset' in change ? (change.offset ?? 0) : 0,
    }));
  }, []);

  return { query, update, ...api };
}

/** The DataTable props a `useAdminTable` state drives (rows, paging, loading, retry), spread in one go. */
export function tableState<R>(table: {
  data?: { rows: R[]; total: number };
  query: TableQuery;
  update: (change: Partial<TableQuery>) => void;
  loading: boolean;
  error?: unknown;
  reload: () => void;
}) {
  return {
    rows: table.data?.rows,
    total: table.data?.total,
    query: table.query,
    onQuery: table.update,
    loading: table.loading,
    error: table.error,
    onRetry: table.reload,
  };
}
