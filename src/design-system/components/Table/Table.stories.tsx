import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Table, type TableColumn } from './Table.tsx';

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
