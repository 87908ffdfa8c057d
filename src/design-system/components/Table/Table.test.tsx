import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, toggleSort, type TableColumn } from './Table.tsx';

interface Row {
  id: number;
  account: string;
  bet: string;
}

const rows: Row[] = [
  { id: 1, account: 'a', bet: '1.0000' },
  { id: 2, account: 'b', bet: '2.0000' },
];
const columns: TableColumn<Row>[] = [
  { key: 'account', header: 'Account', sortable: true },
  { key: 'bet', header: 'Bets', sortable: true, align: 'end' },
  { key: 'id', header: 'Id' },
];

describe('toggleSort', () => {
  it('flips the order of the sorted column and starts another column at the first order', () => {
    expect(toggleSort(undefined, 'bet')).toEqual({ key: 'bet', order: 'desc' });
    expect(toggleSort({ key: 'bet', order: 'desc' }, 'bet')).toEqual({ key: 'bet', order: 'asc' });
    expect(toggleSort({ key: 'bet', order: 'asc' }, 'bet')).toEqual({ key: 'bet', order: 'desc' });
    expect(toggleSort({ key: 'bet', order: 'asc' }, 'account', 'asc')).toEqual({ key: 'account', order: 'asc' });
  });
});

describe('Table sorting and row actions', () => {
  afterEach(cleanup);

  it('puts aria-sort on the sorted header only, and a button in each sortable header', () => {
    const onSort = vi.fn();
    render(<Table caption="Members" columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ key: 'bet', order: 'asc' }} onSort={onSort} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual([null, 'ascending', null]);
    expect(headers.map((th) => within(th).queryByRole('button') !== null)).toEqual([true, true, false]);
    fireEvent.click(within(headers[0]).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('account');
  });

  it('without onSort, sortable headers stay plain text', () => {
    render(<Table caption="Members" columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ key: 'bet', order: 'desc' }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('columnheader').every((th) => !th.hasAttribute('aria-sort'))).toBe(true);
  });

  it('adds an actions column, named in the table’s language unless told otherwise', () => {
    const { rerender } = render(
      <Table caption="Members" columns={columns} rows={rows} rowKey={(row) => row.id} rowActions={(row) => <a href={`/team/${row.id}`}>Open {row.account}</a>} locale="ko-KR" />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('작업');
    expect(screen.getByRole('link', { name: 'Open b' }).getAttribute('href')).toBe('/team/2');
    rerender(<Table caption="Members" columns={columns} rows={rows} rowKey={(row) => row.id} rowActions={() => null} rowActionsHeader="Do" />);
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Do');
  });
});
