import { EmptyState } from '../../../components/EmptyState';
import type { Column } from './DataTable';
import styles from './DataTable.module.css';

/**
 * A short list that needs no server paging (a player's sessions, latest games), drawn like DataTable:
 * a table on wide screens, cards on a phone.
 */
export function StaticTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  testId,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string | number;
  emptyText: string;
  testId?: string;
}) {
  if (rows.length === 0) return <EmptyState title={emptyText} />;
  return (
    <div className={styles.scroller} data-testid={testId}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.align === 'end' ? styles.end : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid="static-row">
              {columns.map((c) => (
                <td key={c.key} data-label={c.label} className={c.align === 'end' ? styles.end : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
