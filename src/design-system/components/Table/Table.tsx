import { useId, type ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Pagination, type PaginationProps } from '../Pagination/Pagination.tsx';
import * as styles from './Table.css.ts';

export const COLUMN_ALIGNS = ['start', 'center', 'end'] as const;
export type ColumnAlign = (typeof COLUMN_ALIGNS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface TableSort {
  key: string;
  order: SortOrder;
}

/**
 * The sort after a click on `key`'s header: the same column flips its order, another column
 * starts with `firstOrder` (figures are usually wanted largest first).
 */
export function toggleSort(current: TableSort | undefined, key: string, firstOrder: SortOrder = 'desc'): TableSort {
  if (current?.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: firstOrder };
}

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  align?: ColumnAlign;
  /** The header is a button that asks for the rows sorted by this column (needs `onSort`). */
  sortable?: boolean;
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
  /** The order the rows are in (the caller sorts them, or the server does). */
  sort?: TableSort;
  /** A sortable column's header was pressed; `toggleSort` gives the usual next order. */
  onSort?: (key: string) => void;
  /** A last column of buttons or links for each row (drill down, transfer). */
  rowActions?: (row: Row) => ReactNode;
  /** Header of the actions column; defaults to the design system's "Actions". */
  rowActionsHeader?: ReactNode;
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
export function Table<Row>({
  caption,
  columns: dataColumns,
  rows,
  rowKey,
  empty,
  pagination,
  sort,
  onSort,
  rowActions,
  rowActionsHeader,
  locale,
}: TableProps<Row>) {
  const captionId = useId();
  const text = useDsText(locale);
  const columns: readonly TableColumn<Row>[] = rowActions
    ? [...dataColumns, { key: '__rowActions', header: rowActionsHeader ?? text.rowActions, align: 'end', render: (row) => <span className={styles.actions}>{rowActions(row)}</span> }]
    : dataColumns;
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
              {columns.map((column) => {
                const sortable = column.sortable && onSort;
                const order = sort?.key === column.key ? sort.order : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={styles.th}
                    style={{ textAlign: textAlign[column.align ?? 'start'] }}
                    aria-sort={sortable && order ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable ? (
                      <button type="button" className={styles.sortButton({ align: column.align ?? 'start' })} onClick={() => onSort(column.key)}>
                        {column.header}
                        <span className={styles.sortIcon({ active: Boolean(order) })} aria-hidden="true">
                          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '▽'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
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
