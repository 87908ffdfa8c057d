import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { formatText } from '../../i18n/dsText.ts';
import { useOpsText } from '../../i18n/useOpsText.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { emptyFilterValues, filtersError, type DataGridFilter, type DataGridFilterValues } from './filters.ts';
import * as styles from './DataGrid.css.ts';

export { emptyFilterValues, type DataGridFilter, type DataGridFilterValues, type DateRange } from './filters.ts';

export const DATA_GRID_STATUSES = ['ready', 'loading', 'error'] as const;
export type DataGridStatus = (typeof DATA_GRID_STATUSES)[number];
export const DEFAULT_PAGE_SIZES = [20, 50, 100] as const;

export interface DataGridColumn<Row> {
  id: string;
  header: string;
  /** The value the column shows and sorts by; defaults to `row[id]`. */
  accessor?: (row: Row) => string | number | null;
  /** Cell content; defaults to the accessor's value as text. */
  cell?: (row: Row) => ReactNode;
  /** The header is a button asking the server for rows sorted by this column. */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
}

/** One column's order; `null` leaves the order to the server's default. */
export interface DataGridSort {
  id: string;
  desc: boolean;
}

export interface DataGridPage {
  /** From 1, as the API counts. */
  pageNum: number;
  pageSize: number;
}

export interface DataGridProps<Row extends RowData> {
  /** Names the table for screen readers (its caption) and its scrolling region. */
  caption: string;
  columns: readonly DataGridColumn<Row>[];
  /** The rows of the current page, as the server answered them (already filtered, sorted, paged). */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Rows across all pages (the API's `total`). */
  total: number;
  page: DataGridPage;
  pageSizes?: readonly number[];
  onPageChange: (page: DataGridPage) => void;
  sort?: DataGridSort | null;
  onSortChange?: (sort: DataGridSort | null) => void;
  filters?: readonly DataGridFilter[];
  filterValues?: DataGridFilterValues;
  /** Applied with the filter form's button; the caller asks for page 1 of the new rows. */
  onFilterValuesChange?: (values: DataGridFilterValues) => void;
  status?: DataGridStatus;
  /** Shown with `status="error"`; defaults to "The rows could not be loaded." */
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown in place of rows when the page has none. */
  empty?: ReactNode;
  locale?: Locale;
}

// Sorting and paging state live on the server: the table only keeps the controlled values, and the
// `manual*` options keep TanStack from sorting or slicing the page it is given.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const textAlign = { start: 'start', center: 'center', end: 'end' } as const;

const applyUpdater = <T,>(updater: Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/**
 * A grid of server-side pages: column headers that sort, a filter form (text, select, date range),
 * previous/next and page size, and loading, error and empty states. All state is controlled: the
 * caller keeps page, sort and filters (in a store) and fetches the rows they describe.
 */
export function DataGrid<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSizes = DEFAULT_PAGE_SIZES,
  onPageChange,
  sort = null,
  onSortChange,
  filters = [],
  filterValues,
  onFilterValuesChange,
  status = 'ready',
  errorMessage,
  onRetry,
  empty,
  locale,
}: DataGridProps<Row>) {
  const text = useOpsText(locale).grid;
  const dsText = useDsText(locale);
  const captionId = useId();
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: Row) => (column.accessor ? column.accessor(row) : ((row as Record<string, unknown>)[column.id] as string | number | null)),
        cell: (context) => (column.cell ? column.cell(context.row.original) : String((context.getValue() as string | number | null) ?? '')),
        enableSorting: Boolean(column.sortable && onSortChange),
        meta: { align: column.align ?? 'start' },
      })),
    [columns, onSortChange],
  );
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const pagination: PaginationState = { pageIndex: page.pageNum - 1, pageSize: page.pageSize };
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Row[],
    getRowId: (row: Row) => String(rowKey(row)),
    state: { sorting, pagination },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    enableMultiSort: false,
    onSortingChange: (updater) => onSortChange?.(applyUpdater(updater, sorting)[0] ?? null),
    onPaginationChange: (updater) => {
      const next = applyUpdater(updater, pagination);
      onPageChange({ pageNum: next.pageIndex + 1, pageSize: next.pageSize });
    },
  });

  const pageCount = Math.max(1, table.getPageCount());
  const first = total === 0 ? 0 : (page.pageNum - 1) * page.pageSize + 1;
  const last = Math.min(total, page.pageNum * page.pageSize);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const alignOf = (meta: unknown) => textAlign[((meta as { align?: keyof typeof textAlign } | undefined)?.align) ?? 'start'];

  return (
    <div className={styles.root}>
      {filters.length > 0 && filterValues && onFilterValuesChange ? (
        <FilterForm filters={filters} values={filterValues} onApply={onFilterValuesChange} locale={locale} />
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
      <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={status === 'loading' || undefined}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {headers.map((header) => {
                const order = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                const label = header.column.columnDef.header as string;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={styles.th}
                    style={{ textAlign: alignOf(header.column.columnDef.meta) }}
                    aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : canSort ? 'none' : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                        title={formatText(text.sortBy, { column: label })}
                      >
                        {label}
                        <span className={styles.sortIcon({ active: Boolean(order) })} aria-hidden="true">
                          {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '▽'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {status === 'loading' ? (
              Array.from({ length: Math.min(page.pageSize, 5) }, (_, index) => (
                <tr key={`loading-${index}`} aria-hidden="true">
                  {headers.map((header) => (
                    <td key={header.id} className={styles.td}>
                      <Skeleton shape="text" />
                    </td>
                  ))}
                </tr>
              ))
            ) : status === 'error' ? (
              <tr>
                <td className={styles.td} colSpan={headers.length}>
                  <div className={styles.message} role="alert">
                    <span>{errorMessage ?? text.error}</span>
                    {onRetry ? (
                      <Button size="small" variant="outline" onClick={onRetry}>
                        {text.retry}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td className={styles.td} colSpan={headers.length}>
                  <div className={styles.message}>{empty ?? text.empty}</div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={styles.td} style={{ textAlign: alignOf(cell.column.columnDef.meta) }}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <p className={styles.range} role="status">
          {status === 'loading' ? <span className={visuallyHidden}>{text.loading}</span> : formatText(text.range, { from: first, to: last, total })}
        </p>
        <div className={styles.pageSize}>
          <Select
            label={text.pageSize}
            options={pageSizes.map((size): SelectOption => ({ value: String(size), label: String(size) }))}
            value={String(page.pageSize)}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
            locale={locale}
          />
        </div>
        <nav className={styles.pager} aria-label={dsText.pagination}>
          <Button size="small" variant="outline" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage() || status === 'loading'}>
            {text.previous}
          </Button>
          <span className={styles.pageOf}>{formatText(text.pageOf, { page: page.pageNum, pages: pageCount })}</span>
          <Button size="small" variant="outline" onClick={() => table.nextPage()} disabled={!table.getCanNextPage() || status === 'loading'}>
            {text.next}
          </Button>
        </nav>
      </div>
    </div>
  );
}

interface FilterFormProps {
  filters: readonly DataGridFilter[];
  values: DataGridFilterValues;
  onApply: (values: DataGridFilterValues) => void;
  locale?: Locale;
}

/** The filters as a search form: edits stay in the form until "Apply", so one request per search. */
function FilterForm({ filters, values, onApply, locale }: FilterFormProps) {
  const text = useOpsText(locale).grid;
  const [draft, setDraft] = useState(values);
  const [applied, setApplied] = useState(values);
  // A new value from the caller (a cleared store, a link) replaces the draft.
  if (values !== applied) {
    setApplied(values);
    setDraft(values);
  }
  const error = filtersError(filters, draft);
  const set = (id: string, value: DataGridFilterValues[string]) => setDraft((current) => ({ ...current, [id]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) onApply(draft);
  };
  return (
    <form role="search" aria-label={text.filters} className={styles.filters} onSubmit={submit} noValidate>
      {filters.map((filter) => {
        const value = draft[filter.id];
        if (filter.kind === 'text') {
          return (
            <div key={filter.id} className={styles.filter}>
              <TextField type="search" label={filter.label} value={typeof value === 'string' ? value : ''} onChange={(event) => set(filter.id, event.target.value)} locale={locale} />
            </div>
          );
        }
        if (filter.kind === 'select') {
          return (
            <div key={filter.id} className={styles.filter}>
              <Select
                label={filter.label}
                options={filter.options}
                placeholder={text.any}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => set(filter.id, event.target.value)}
                locale={locale}
              />
            </div>
          );
        }
        const range = typeof value === 'object' && value ? value : { from: '', to: '' };
        return (
          <fieldset key={filter.id} className={styles.dateRange}>
            <legend className={visuallyHidden}>{filter.label}</legend>
            <TextField type="date" label={formatText(text.from, { label: filter.label })} value={range.from} onChange={(event) => set(filter.id, { ...range, from: event.target.value })} locale={locale} />
            <TextField
              type="date"
              label={formatText(text.to, { label: filter.label })}
              value={range.to}
              onChange={(event) => set(filter.id, { ...range, to: event.target.value })}
              error={error?.id === filter.id ? text.dateOrder : undefined}
              locale={locale}
            />
          </fieldset>
        );
      })}
      <div className={styles.filterActions}>
        <Button type="submit" size="small">
          {text.apply}
        </Button>
        <Button
          size="small"
          variant="ghost"
          onClick={() => {
            const cleared = emptyFilterValues(filters);
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          {text.clear}
        </Button>
      </div>
    </form>
  );
}
