import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { IconSearch } from '../../../components/icons';
import { ErrorState } from '../../../components/Page';
import { Skeleton } from '../../../components/Skeleton';
import { numberLocale } from '../../../lib/i18n';
import styles from './DataTable.module.css';
import type { TableQuery } from './use-admin-table';

export interface Column<R> {
  key: string;
  /** Already translated header text. */
  label: string;
  cell: (row: R) => ReactNode;
  /** The action's sort key for this column, when the server sorts by it. */
  sort?: string;
  align?: 'start' | 'end';
}

interface Props<R> {
  caption: string;
  columns: Column<R>[];
  rows: R[] | undefined;
  total: number | undefined;
  rowKey: (row: R) => string | number;
  query: TableQuery;
  onQuery: (change: Partial<TableQuery>) => void;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Search box placeholder; no search box without it. */
  searchLabel?: string;
  /** Filters and actions shown beside the search box. */
  toolbar?: ReactNode;
  /** Bulk selection: the selected keys and their setter; a checkbox column appears. */
  selection?: { selected: Set<string | number>; onChange: (next: Set<string | number>) => void };
  emptyText: string;
  testId?: string;
}

/**
 * The console's table (issue 17): server-side search, sort and pages, optional bulk selection. On a
 * phone each row becomes a card whose cells carry their column's name (CSS only, same markup).
 */
export function DataTable<R>({
  caption,
  columns,
  rows,
  total,
  rowKey,
  query,
  onQuery,
  loading,
  error,
  onRetry,
  searchLabel,
  toolbar,
  selection,
  emptyText,
  testId,
}: Props<R>) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const count = new Intl.NumberFormat(numberLocale(i18n.language));
  const from = total ? query.offset + 1 : 0;
  const to = Math.min(query.offset + query.limit, total ?? 0);
  const keys = rows?.map(rowKey) ?? [];
  const allSelected = selection && keys.length > 0 && keys.every((k) => selection.selected.has(k));

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys) {
      if (allSelected) next.delete(k);
      else next.add(k);
    }
    selection.onChange(next);
  };
  const toggle = (key: string | number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const sortBy = (sort: string) =>
    onQuery({ sort, order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc' });

  return (
    <section className={styles.wrap} data-testid={testId}>
      {searchLabel || toolbar ? (
        <div className={styles.toolbar}>
          {searchLabel ? (
            <div className={styles.search}>
              <label htmlFor={searchId} className={styles.visuallyHidden}>
                {searchLabel}
              </label>
              <IconSearch size={18} aria-hidden className={styles.searchIcon} />
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                placeholder={searchLabel}
                defaultValue={query.q}
                onChange={(e) => onQuery({ q: e.target.value })}
                data-testid="admin-search"
              />
            </div>
          ) : null}
          {toolbar}
        </div>
      ) : null}
      {error && !rows ? (
        <ErrorState message={errorMessage(error)} onRetry={onRetry} />
      ) : !rows ? (
        <div className={styles.loading}>
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} aria-busy={loading || undefined}>
            <caption className={styles.visuallyHidden}>{caption}</caption>
            <thead>
              <tr>
                {selection ? (
                  <th scope="col" className={styles.check}>
                    <input
                      type="checkbox"
                      aria-label={t('admin_select_all')}
                      checked={!!allSelected}
                      onChange={toggleAll}
                    />
                  </th>
                ) : null}
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.align === 'end' ? styles.end : undefined}
                    aria-sort={
                      c.sort && query.sort === c.sort
                        ? query.order === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {c.sort ? (
                      <button type="button" className={styles.sortButton} onClick={() => sortBy(c.sort!)}>
                        {c.label}
                        <span aria-hidden className={styles.sortMark}>
                          {query.sort === c.sort ? (query.order === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr key={key} data-testid="admin-row">
                    {selection ? (
                      <td className={styles.check}>
                        <input
                          type="checkbox"
                          aria-label={t('admin_select_row')}
                          checked={selection.selected.has(key)}
                          onChange={() => toggle(key)}
                        />
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td
                        key={c.key}
                        data-label={c.label}
                        className={c.align === 'end' ? styles.end : undefined}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {total ? (
        <div className={styles.pager}>
          <span className={styles.range} aria-live="polite">
            {t('admin_range', { from: count.format(from), to: count.format(to), total: count.format(total) })}
          </span>
          <Button
            variant="secondary"
            small
            disabled={query.offset === 0}
            onClick={() => onQuery({ offset: Math.max(0, query.offset - query.limit) })}
          >
            {t('admin_previous')}
          </Button>
          <Button
            variant="secondary"
            small
            disabled={to >= total}
            onClick={() => onQuery({ offset: query.offset + query.limit })}
          >
            {t('admin_next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
