import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../private/storyViewports.ts';
import { Button } from '../Button/Button.tsx';
import { Table, toggleSort, type TableColumn, type TableSort } from './Table.tsx';

interface GameRecord {
  id: number;
  game: string;
  machine: string;
  bet: string;
  win: string;
}

const allRecords: GameRecord[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  game: index % 2 ? 'Lucky Sevens' : 'Golden Pachinko',
  machine: `M-${String(index + 1).padStart(3, '0')}`,
  bet: '100.0000',
  win: index % 3 ? '0.0000' : '250.0000',
}));

const columns: TableColumn<GameRecord>[] = [
  { key: 'game', header: 'Game' },
  { key: 'machine', header: 'Machine' },
  { key: 'bet', header: 'Bet', align: 'end' },
  { key: 'win', header: 'Win', align: 'end' },
];

function PagedTable({ pageSize = 10 }: { pageSize?: number }) {
  const [pageNum, setPageNum] = useState(1);
  const rows = allRecords.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return (
    <Table
      caption="Game records"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      locale="en-US"
      pagination={{ pageNum, pageSize, total: allRecords.length, onChange: setPageNum }}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: Table<GameRecord>,
  args: { caption: 'Game records', columns, rows: allRecords.slice(0, 5), rowKey: (row: GameRecord) => row.id },
} satisfies Meta<typeof Table<GameRecord>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Game records' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('データがありません')).toBeInTheDocument();
  },
};

export const WithPagination: Story = {
  render: () => <PagedTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'M-001' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByRole('cell', { name: 'M-021' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };

interface MemberRow {
  userId: number;
  account: string;
  teamSize: number;
  betAmount: string;
  netAmount: string;
}

const members: MemberRow[] = [
  { userId: 11, account: 'kenji_sub', teamSize: 4, betAmount: '5200.0000', netAmount: '-300.0000' },
  { userId: 12, account: 'mika2026', teamSize: 0, betAmount: '880.5000', netAmount: '120.0000' },
  { userId: 13, account: 'tanaka_team_lead', teamSize: 12, betAmount: '14000.0000', netAmount: '-2500.0000' },
];

const memberColumns: TableColumn<MemberRow>[] = [
  { key: 'account', header: 'Account', sortable: true },
  { key: 'teamSize', header: 'Team', align: 'end' },
  { key: 'betAmount', header: 'Bets', align: 'end', sortable: true },
  { key: 'netAmount', header: 'Net', align: 'end', sortable: true },
];

/** The per-member report: sortable headers (the caller sorts: here in memory, in the app the server), row actions. */
function MemberReport() {
  const [sort, setSort] = useState<TableSort>({ key: 'betAmount', order: 'desc' });
  const [done, setDone] = useState('');
  const rows = [...members].sort((a, b) => {
    const key = sort.key as keyof MemberRow;
    const compared = key === 'account' ? a.account.localeCompare(b.account) : Number(a[key]) - Number(b[key]);
    return sort.order === 'asc' ? compared : -compared;
  });
  return (
    <>
      <Table
        caption="Members"
        columns={memberColumns}
        rows={rows}
        rowKey={(row) => row.userId}
        sort={sort}
        onSort={(key) => setSort(toggleSort(sort, key))}
        rowActions={(row) => (
          <>
            {row.teamSize > 0 ? <a href={`#team-${row.userId}`}>Team</a> : null}
            <Button size="small" variant="outline" onClick={() => setDone(`Transfer to ${row.account}`)}>
              Transfer
            </Button>
          </>
        )}
        locale="en-US"
      />
      <p role="status">{done}</p>
    </>
  );
}

const accounts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

export const MemberReportSorting: Story = {
  render: () => <MemberReport />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Members' });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await expect(header('Bets')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Account')).not.toHaveAttribute('aria-sort');
    await expect(header('Team')).not.toHaveAttribute('aria-sort');
    await expect(within(header('Team')).queryByRole('button')).toBeNull();
    await expect(accounts(table)).toEqual(['tanaka_team_lead', 'kenji_sub', 'mika2026']);
    await userEvent.click(within(header('Bets')).getByRole('button', { name: /Bets/ }));
    await expect(header('Bets')).toHaveAttribute('aria-sort', 'ascending');
    await expect(accounts(table)).toEqual(['mika2026', 'kenji_sub', 'tanaka_team_lead']);
    await userEvent.click(within(header('Account')).getByRole('button', { name: /Account/ }));
    await expect(header('Account')).toHaveAttribute('aria-sort', 'descending');
    await expect(header('Bets')).not.toHaveAttribute('aria-sort');
    await expect(accounts(table)).toEqual(['tanaka_team_lead', 'mika2026', 'kenji_sub']);
  },
};

export const MemberReportActions: Story = {
  render: () => <MemberReport />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Members' });
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    // A drill-down link only for members with a team; a transfer button on every row.
    await expect(within(table).getAllByRole('link', { name: 'Team' })).toHaveLength(2);
    const mikaRow = within(table).getByRole('cell', { name: 'mika2026' }).closest('tr')!;
    await userEvent.click(within(mikaRow).getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Transfer to mika2026');
  },
};

/** On a 360 px phone the member table scrolls sideways in its own box; the page does not. */
export const MemberReportOnPhone: Story = {
  ...phoneViewport,
  render: () => <MemberReport />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Members' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
