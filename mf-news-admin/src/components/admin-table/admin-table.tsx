import type { ReactNode } from 'react';
import styles from './admin-table.module.css';

export interface AdminColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
}

interface AdminTableProps<Row> {
  /** What the table lists, for screen readers (and shown above it when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A back-office list: a table on wide screens and, under 768 px, one card per
 * row with each value under its column's name. The explicit ARIA roles keep
 * the table's semantics when the phone layout changes how its parts display
 * (browsers drop them from a `display: block` table otherwise).
 */
export function AdminTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
}: AdminTableProps<Row>) {
  return (
    <div className={styles.frame}>
      <table className={styles.table} role="table">
        <caption className={showCaption ? styles.caption : styles.hiddenCaption}>{caption}</caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={column.align === 'end' ? styles.end : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.header}
                  className={column.align === 'end' ? styles.end : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
