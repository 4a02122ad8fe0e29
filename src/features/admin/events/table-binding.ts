import type { TableQuery } from '../ui/use-admin-table';

/** What a page's useAdminTable hands its DataTable: rows, total, query, loading and errors. */
export function tableBinding<R>(table: {
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
