import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { GameRecord, GameTotals } from '../../../contracts/games.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import type { Locale } from '../../../../shared/locales.ts';
import { GAME_RECORDS_NAMESPACES } from './GameRecords.tsx';
import { GameRecordTable } from './GameRecordTable.tsx';
import { GameRecordTotals } from './GameRecordTotals.tsx';

const names: Record<string, string> = { 'lucky-sevens': 'Lucky Sevens', 'coral-reef': 'Coral Reef', 'pachinko-fuji-rush': 'Fuji Rush' };
const machineIds = Object.keys(names);
const bets = ['10.0000', '20.0000', '250.0000'];
const wins = ['0.0000', '40.0000', '6.2500', '20.0000', '512.5000'];

/** 23 rounds, newest first, with wins, losses and an even round. */
const records: GameRecord[] = Array.from({ length: 23 }, (_, index) => {
  const machineId = machineIds[index % 3]!;
  const bet = bets[index % 3]!;
  const win = index === 3 ? bet : wins[index % 5]!;
  const units = (text: string) => BigInt(text.replace('.', ''));
  const profit = units(win) - units(bet);
  const sign = profit < 0n ? '-' : '';
  const magnitude = (profit < 0n ? -profit : profit).toString().padStart(5, '0');
  return {
    roundId: 900 - index,
    gameName: names[machineId]!,
    machineId,
    kind: machineId.startsWith('pachinko') ? 'pachinko' : 'slot',
    bet,
    win,
    profit: `${sign}${magnitude.slice(0, -4)}.${magnitude.slice(-4)}`,
    createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0) - index * 97_000).toISOString(),
  };
});

const totals: GameTotals = { count: 23, bet: '1980.0000', win: '1571.2500', profit: '-408.7500' };

function RecordsScreen({ locale, pageSize = 10, empty = false }: { locale: Locale; pageSize?: number; empty?: boolean }) {
  const [pageNum, setPageNum] = useState(1);
  const rows = empty ? [] : records.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return (
    <IslandI18nProvider locale={locale} namespaces={GAME_RECORDS_NAMESPACES}>
      <div style={{ display: 'grid', gap: 24 }}>
        <GameRecordTotals totals={empty ? { count: 0, bet: '0.0000', win: '0.0000', profit: '0.0000' } : totals} locale={locale} />
        <GameRecordTable
          records={rows}
          locale={locale}
          empty={<p>—</p>}
          page={{ pageNum, pageSize, total: empty ? 0 : records.length, onChange: setPageNum }}
        />
      </div>
    </IslandI18nProvider>
  );
}

const meta = {
  title: 'Islands/Game records',
  component: RecordsScreen,
  args: { locale: 'en-US' },
} satisfies Meta<typeof RecordsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TotalsAndTable: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Game records' });
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByRole('link', { name: 'Verify round 900' })).toHaveAttribute('href', '/en-US/fairness?round=900');
    await expect(within(first).getByText('-10')).toHaveAttribute('data-sign', 'loss');
    const totalsPanel = canvas.getByRole('region', { name: 'Totals for this filter' });
    await expect(within(totalsPanel).getByText('-408.75 coins')).toBeInTheDocument();
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'ゲーム記録' });
    await expect(within(table).getByRole('link', { name: 'ラウンド 900 を検証' })).toHaveAttribute('href', '/fairness?round=900');
  },
};

export const Empty: Story = { args: { empty: true } };
