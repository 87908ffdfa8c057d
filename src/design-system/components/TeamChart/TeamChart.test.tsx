import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeamChart, type TeamChartDay } from './TeamChart.tsx';
import type { TeamChartPlotInput } from './teamChartPlot.ts';

// The drawing module is replaced: happy-dom has no canvas. The stories draw with the real uPlot.
const plots = vi.hoisted(() => ({ inputs: [] as TeamChartPlotInput[], destroyed: 0, fail: false }));
vi.mock('./teamChartPlot.ts', () => ({
  plotTeamChart: (_target: HTMLElement, input: TeamChartPlotInput) => {
    if (plots.fail) throw new Error('no canvas');
    plots.inputs.push(input);
    return { setSize: () => {}, destroy: () => (plots.destroyed += 1) };
  },
}));

const days: TeamChartDay[] = [
  { date: '2026-11-01', betAmount: '1200.5000', rechargeAmount: '0.0000', registrations: 2 },
  { date: '2026-11-02', betAmount: '99999999999.1234', rechargeAmount: '300.0000', registrations: 0 },
];
const labels = { betAmount: 'Bets', rechargeAmount: 'Deposits', registrations: 'Sign-ups' };

function renderChart(props: Partial<Parameters<typeof TeamChart>[0]> = {}) {
  return render(
    <TeamChart
      caption="Daily"
      days={days}
      labels={labels}
      formatAmount={(amount) => `¤${amount}`}
      formatCount={(count) => `#${count}`}
      formatDate={(date) => `D:${date}`}
      formatAxisDate={(date) => date.slice(5)}
      locale="en-US"
      {...props}
    />,
  );
}

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('TeamChart', () => {
  beforeEach(() => {
    plots.inputs = [];
    plots.destroyed = 0;
    plots.fail = false;
  });
  afterEach(cleanup);

  it('draws the three series from the days, with the caller’s formatters', async () => {
    renderChart();
    await settle();
    expect(plots.inputs).toHaveLength(1);
    const [input] = plots.inputs;
    expect(input.days).toEqual([
      { date: '2026-11-01', betAmount: 1200.5, rechargeAmount: 0, registrations: 2 },
      { date: '2026-11-02', betAmount: 99999999999.1234, rechargeAmount: 300, registrations: 0 },
    ]);
    expect(input.labels).toEqual(labels);
    expect(input.formatAxisDate('2026-11-02')).toBe('11-02');
    expect(input.formatAxisAmount(2500)).toBe('¤2500');
    expect(input.formatAxisAmount(0.5)).toBe('¤0.5');
    expect(input.formatCount(3)).toBe('#3');
    expect(screen.getByRole('figure', { name: 'Daily' }).querySelector('[data-state]')?.getAttribute('data-state')).toBe('ready');
  });

  it('writes axis amounts with the caller’s short form when given one', async () => {
    renderChart({ formatAxisAmount: (value) => `${value / 1000}k` });
    await settle();
    expect(plots.inputs[0].formatAxisAmount(2500)).toBe('2.5k');
    // The table keeps the exact amounts.
    expect(screen.getByRole('cell', { name: '¤1200.5000' })).toBeTruthy();
  });

  it('keeps every figure, exactly as the caller writes it, in a table for screen readers', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Daily' });
    const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['D:2026-11-01', '¤1200.5000', '¤0.0000', '#2'],
      ['D:2026-11-02', '¤99999999999.1234', '¤300.0000', '#0'],
    ]);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Bets', 'Deposits', 'Sign-ups']);
    // The drawing itself is hidden from assistive technology, and so is the legend.
    expect(screen.getByRole('figure').querySelector('[data-state]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('figure').querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('"Show as table" removes the drawing and shows the table; pressing again draws anew', async () => {
    renderChart();
    await settle();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(plots.destroyed).toBe(1);
    expect(screen.getByRole('figure').querySelector('[data-state]')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Daily' })).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(toggle);
    await settle();
    expect(plots.inputs).toHaveLength(2);
  });

  it('starting as a table loads no drawing at all', async () => {
    renderChart({ defaultView: 'table' });
    await settle();
    expect(plots.inputs).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Daily' })).toBeTruthy();
  });

  it('says so when the chart cannot be drawn, and the table still has the figures', async () => {
    plots.fail = true;
    renderChart();
    await settle();
    expect(screen.getByRole('status').textContent).toBe('The chart could not be shown. The figures are in the table.');
    expect(within(screen.getByRole('table', { name: 'Daily' })).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty state and draws nothing without days', async () => {
    renderChart({ days: [], empty: <p>Nothing in this range</p> });
    await settle();
    expect(screen.getByText('Nothing in this range')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(plots.inputs).toHaveLength(0);
  });
});
