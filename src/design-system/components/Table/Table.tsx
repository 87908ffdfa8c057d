import { useId, type ReactNode } from 'react';
import type { Locale } from '../../../lib/locales.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Pagination, type PaginationProps } from '../Pagination/Pagination.tsx';
import * as styles from './Table.css.ts';

export const COLUMN_ALIGNS = ['start', 'center', 'end'] as const;
export type ColumnAlign = (typeof COLUMN_ALIGNS)[number];

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  align?: ColumnAlign;
}

export interface TableProps<Row> {
  caption: ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** Adds a Pagination under the table. */
  pagination?: Omit<PaginationProps, 'locale'>;
  locale?: Locale;
}

const textAlign = { start: 'start', center: 'center', end: 'end' } as const;

/** A cell without a `render` shows its field as text; anything but a plain value shows nothing. */
function cellText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * A data table. Wider than its column (a phone), it scrolls sideways inside its own box, which
 * keeps the page itself no wider than the screen; the box is a named, focusable region so keyboard
 * users can scroll it too.
 */
export function Table<Row>({ caption, columns, rows, rowKey, empty, pagination, locale }: TableProps<Row>) {
  const captionId = useId();
  return (
    <div className={styles.root}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
      <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={styles.th} style={{ textAlign: textAlign[column.align ?? 'start'] }}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={styles.td} colSpan={columns.length}>
                  {empty ?? <EmptyState locale={locale} />}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={styles.td} style={{ textAlign: textAlign[column.align ?? 'start'] }}>
                      {column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key])}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && rows.length > 0 ? (
        <div className={styles.footer}>
          <Pagination {...pagination} locale={locale} />
        </div>
      ) : null}
    </div>
  );
}
