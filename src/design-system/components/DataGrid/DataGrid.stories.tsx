import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../private/storyViewports.ts';
import { DataGrid, emptyFilterValues, type DataGridColumn, type DataGridFilter, type DataGridFilterValues, type DataGridPage, type DataGridSort } from './DataGrid.tsx';

interface Withdrawal {
  orderSn: string;
  account: string;
  amount: number;
  status: 'review' | 'paid' | 'rejected';
  createdAt: string;
}

const statuses = ['review', 'paid', 'rejected'] as const;
const allWithdrawals: Withdrawal[] = Array.from({ length: 57 }, (_, index) => ({
  orderSn: `W${String(index + 1).padStart(6, '0')}`,
  account: index % 4 === 0 ? `tanaka${index}` : `player${index}`,
  amount: ((index * 7919) % 200) * 500 + 1000,
  status: statuses[index % 3],
  createdAt: `2026-03-${String((index % 28) + 1).padStart(2, '0')}`,
}));

const columns: DataGridColumn<Withdrawal>[] = [
  { id: 'orderSn', header: 'Order' },
  { id: 'account', header: 'Account', sortable: true },
  { id: 'amount', header: 'Amount', sortable: true, align: 'end', cell: (row) => row.amount.toLocaleString('en-US') },
  { id: 'status', header: 'Status' },
  { id: 'createdAt', header: 'Requested', sortable: true },
];

const filters: DataGridFilter[] = [
  { id: 'account', kind: 'text', label: 'Account' },
  { id: 'status', kind: 'select', label: 'Status', options: statuses.map((value) => ({ value, label: value })) },
  { id: 'createdAt', kind: 'dateRange', label: 'Requested' },
];

/** What the server would answer: filtered, sorted, one page, and the total. */
function serverPage(values: DataGridFilterValues, sort: DataGridSort | null, page: DataGridPage) {
  const account = typeof values.account === 'string' ? values.account : '';
  const status = typeof values.status === 'string' ? values.status : '';
  const range = typeof values.createdAt === 'object' && values.createdAt ? values.createdAt : { from: '', to: '' };
  const matching = allWithdrawals.filter(
    (row) =>
      row.account.includes(account) &&
      (!status || row.status === status) &&
      (!range.from || row.createdAt >= range.from) &&
      (!range.to || row.createdAt <= range.to),
  );
  if (sort) {
    const key = sort.id as keyof Withdrawal;
    matching.sort((a, b) => {
      const compared = typeof a[key] === 'number' ? (a[key] as number) - (b[key] as number) : String(a[key]).localeCompare(String(b[key]));
      return sort.desc ? -compared : compared;
    });
  }
  const start = (page.pageNum - 1) * page.pageSize;
  return { rows: matching.slice(start, start + page.pageSize), total: matching.length };
}

/** A queue as an island would hold it: page, sort and filters in state, rows from the "server". */
function WithdrawalQueue({ onRequest }: { onRequest?: (request: unknown) => void }) {
  const [page, setPage] = useState<DataGridPage>({ pageNum: 1, pageSize: 20 });
  const [sort, setSort] = useState<DataGridSort | null>(null);
  const [values, setValues] = useState<DataGridFilterValues>(emptyFilterValues(filters));
  const { rows, total } = serverPage(values, sort, page);
  return (
    <DataGrid
      caption="Withdrawals to review"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.orderSn}
      total={total}
      page={page}
      onPageChange={(next) => {
        onRequest?.({ page: next });
        setPage(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        onRequest?.({ sort: next });
        setSort(next);
        setPage((current) => ({ ...current, pageNum: 1 }));
      }}
      filters={filters}
      filterValues={values}
      onFilterValuesChange={(next) => {
        onRequest?.({ filters: next });
        setValues(next);
        setPage((current) => ({ ...current, pageNum: 1 }));
      }}
      locale="en-US"
    />
  );
}

const meta = {
  title: 'Console/DataGrid',
  component: DataGrid<Withdrawal>,
  args: {
    caption: 'Withdrawals to review',
    columns,
    rows: allWithdrawals.slice(0, 5),
    rowKey: (row: Withdrawal) => row.orderSn,
    total: 5,
    page: { pageNum: 1, pageSize: 20 },
    onPageChange: fn(),
    locale: 'en-US',
  },
} satisfies Meta<typeof DataGrid<Withdrawal>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[0].textContent);

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawals to review' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(bodyRows(table)).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–5 of 5');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Paging: Story = {
  render: () => <WithdrawalQueue />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawals to review' });
    await expect(canvas.getByRole('status')).toHaveTextContent('1–20 of 57');
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(firstCells(table)[0]).toBe('W000021');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('41–57 of 57');
    await expect(bodyRows(table)).toHaveLength(17);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    // A larger page keeps the first row in view: row 21 is on page 1 of 50.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(canvas.getByText('Page 1 of 2')).toBeInTheDocument();
    await expect(bodyRows(table)).toHaveLength(50);
  },
};

export const Filters: Story = {
  render: (args) => <WithdrawalQueue onRequest={args.onPageChange} />,
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawals to review' });
    const search = canvas.getByRole('search', { name: 'Filters' });
    // Typing asks for nothing; "Apply filters" sends one request.
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Account' }), 'tanaka');
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(within(search).getByRole('button', { name: 'Apply filters' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–15 of 15');
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'Status' }), 'paid');
    await userEvent.click(within(search).getByRole('button', { name: 'Apply filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1–5 of 5');
    for (const row of bodyRows(table)) await expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('paid');
    // A range that ends before it starts is not sent.
    await userEvent.type(within(search).getByLabelText('Requested from'), '2026-03-10');
    await userEvent.type(within(search).getByLabelText('Requested to'), '2026-03-01');
    await userEvent.click(within(search).getByRole('button', { name: 'Apply filters' }));
    await expect(within(search).getByRole('alert')).toHaveTextContent('The end date must not be before the start date.');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.clear(within(search).getByLabelText('Requested to'));
    await userEvent.type(within(search).getByLabelText('Requested to'), '2026-03-20');
    await userEvent.click(within(search).getByRole('button', { name: 'Apply filters' }));
    for (const row of bodyRows(table)) {
      const requested = within(row).getAllByRole('cell')[4].textContent ?? '';
      await expect(requested >= '2026-03-10' && requested <= '2026-03-20').toBe(true);
    }
    await userEvent.click(within(search).getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1–20 of 57');
    await expect(within(search).getByRole('searchbox', { name: 'Account' })).toHaveValue('');
  },
};

export const Sorting: Story = {
  render: () => <WithdrawalQueue />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawals to review' });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await expect(header('Order')).not.toHaveAttribute('aria-sort');
    await expect(within(header('Order')).queryByRole('button')).toBeNull();
    await expect(header('Amount')).toHaveAttribute('aria-sort', 'none');
    // Keyboard: the header's button takes focus and Enter sorts; figures start largest first.
    within(header('Amount')).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
    const amounts = () => bodyRows(table).map((row) => Number(within(row).getAllByRole('cell')[2].textContent?.replace(/,/g, '')));
    await expect(amounts()).toEqual([...amounts()].sort((a, b) => b - a));
    await userEvent.keyboard('{Enter}');
    await expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(amounts()).toEqual([...amounts()].sort((a, b) => a - b));
    // Text starts A to Z; only one column is sorted at a time.
    await userEvent.click(within(header('Account')).getByRole('button'));
    await expect(header('Account')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header('Amount')).toHaveAttribute('aria-sort', 'none');
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading rows');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { rows: [], total: 0, status: 'error', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rows could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rows match.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('0–0 of 0');
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', total: 45, page: { pageNum: 2, pageSize: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('全 45 件中 21〜40 件目');
    await expect(canvas.getByText('2 / 3 ページ')).toBeInTheDocument();
  },
};

/** On a 360 px phone the table scrolls sideways in its own box and the filters wrap. */
export const OnPhone: Story = {
  ...phoneViewport,
  render: () => <WithdrawalQueue />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Withdrawals to review' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
