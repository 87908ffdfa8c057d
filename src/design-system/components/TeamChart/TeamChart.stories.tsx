import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { phoneViewport } from '../../private/storyViewports.ts';
import { TeamChart } from './TeamChart.tsx';
import { sampleDays } from './teamChartSample.ts';

const days = sampleDays(30);
const labels = { betAmount: 'Bets', rechargeAmount: 'Deposits', registrations: 'Registrations' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const axisDateFormat = new Intl.DateTimeFormat('en-US', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

const meta = {
  title: 'Components/TeamChart',
  component: TeamChart,
  args: {
    caption: 'Daily figures, Nov 1–30',
    days,
    labels,
    formatAmount: (amount: string) => formatAmount(amount, 'en-US'),
    formatCount: (count: number) => count.toLocaleString('en-US'),
    formatDate: (date: string) => dateFormat.format(utc(date)),
    formatAxisDate: (date: string) => axisDateFormat.format(utc(date)),
    locale: 'en-US',
  },
} satisfies Meta<typeof TeamChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn canvas once uPlot has loaded. */
async function drawnCanvas(root: HTMLElement): Promise<HTMLCanvasElement> {
  return waitFor(
    () => {
      const canvas = root.querySelector('canvas');
      if (!canvas || canvas.width === 0) throw new Error('no chart yet');
      return canvas;
    },
    { timeout: 10_000 },
  );
}

/** How many pixels of the canvas are (nearly) the colour `css`. */
function pixelsOf(canvas: HTMLCanvasElement, css: string): number {
  const probe = document.createElement('canvas').getContext('2d')!;
  probe.fillStyle = css;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let found = 0;
  for (let at = 0; at < data.length; at += 4) {
    if (Math.abs(data[at] - r) < 8 && Math.abs(data[at + 1] - g) < 8 && Math.abs(data[at + 2] - b) < 8 && data[at + 3] > 200) found += 1;
  }
  return found;
}

export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Daily figures, Nov 1–30' });
    const drawn = await drawnCanvas(figure);
    // Bets, deposits and registrations are each drawn in their colour.
    const style = getComputedStyle(drawn.closest('[data-state]')!);
    const legendSwatches = [...figure.querySelectorAll('li > span')].map((swatch) => getComputedStyle(swatch).backgroundColor);
    await expect(legendSwatches).toHaveLength(3);
    for (const colour of legendSwatches) await expect(pixelsOf(drawn, colour)).toBeGreaterThan(20);
    await expect(style.getPropertyValue('color')).not.toBe('');
    // The figures are also a table for screen readers: every day, formatted by the caller.
    const table = within(canvasElement).getByRole('table', { name: 'Daily figures, Nov 1–30' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Nov 1, 2026',
      formatAmount(days[0].betAmount, 'en-US'),
      formatAmount(days[0].rechargeAmount, 'en-US'),
      String(days[0].registrations),
    ]);
    // …hidden on screen while the chart shows.
    await expect(table.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** "Show as table" swaps the drawing for the same figures in a visible table, and back. */
export const ShowAsTable: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Daily figures, Nov 1–30' });
    await drawnCanvas(figure);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(figure.querySelector('canvas')).toBeNull();
    const region = canvas.getByRole('region', { name: 'Daily figures, Nov 1–30' });
    await expect(within(region).getAllByRole('row')).toHaveLength(31);
    await expect(within(region).getByRole('table').getBoundingClientRect().width).toBeGreaterThan(100);
    await userEvent.click(toggle);
    await drawnCanvas(figure);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** On a 360 px phone the drawing takes the column's width, no more. */
export const OnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const figure = canvas.getByRole('figure');
    const drawn = await drawnCanvas(figure);
    await expect(drawn.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(drawn.getBoundingClientRect().width).toBeGreaterThan(250);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Ninety-two days, the longest range the report allows: date labels thin out to fit; axis amounts in short form. */
export const LongRange: Story = {
  args: {
    days: sampleDays(92),
    caption: 'Daily figures, 92 days',
    formatAxisAmount: (value: number) => new Intl.NumberFormat('en-US', { notation: 'compact' }).format(value),
  },
  play: async ({ canvas }) => {
    await drawnCanvas(canvas.getByRole('figure'));
    const table = canvas.getByRole('table', { name: 'Daily figures, 92 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(93);
  },
};

/** Labels, numbers and dates come from the caller, here in Japanese; the button is the design system's. */
export const Japanese: Story = {
  args: {
    caption: '日別の推移',
    labels: { betAmount: 'ベット額', rechargeAmount: '入金額', registrations: '登録数' },
    formatAmount: (amount: string) => formatAmount(amount, 'ja-JP'),
    formatCount: (count: number) => `${count}人`,
    formatDate: (date: string) => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeZone: 'UTC' }).format(utc(date)),
    locale: 'ja-JP',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '表で表示' }));
    const region = canvas.getByRole('region', { name: '日別の推移' });
    await expect(within(region).getByRole('columnheader', { name: '日付' })).toBeVisible();
    await expect(within(region).getByRole('columnheader', { name: 'ベット額' })).toBeVisible();
    await expect(within(region).getByRole('cell', { name: '2026年11月1日' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await drawnCanvas(canvas.getByRole('figure'));
  },
};
