import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gameOf, HALL_MACHINES } from './hallFixtures.ts';
import { HallView } from './HallView.tsx';
import { withHallStrings } from './storyI18n.tsx';

const [sevens, reef, lantern, sakura, fuji] = HALL_MACHINES;
const retry = () => undefined;

const meta = {
  title: 'Games/Hall/HallView',
  component: HallView,
  args: {
    locale: 'en-US',
    machines: { state: 'ready', data: HALL_MACHINES },
    popular: { state: 'ready', data: [gameOf(fuji!, 5), gameOf(sevens!, 1), gameOf(sakura!, 4)] },
    latest: { state: 'ready', data: [gameOf(lantern!, 3), gameOf(reef!, 2)] },
    balance: '12345.6789',
  },
  decorators: [withHallStrings],
  globals: { locale: 'en-US' },
} satisfies Meta<typeof HallView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hall: Story = {
  play: async ({ canvas }) => {
    const machines = await canvas.findByRole('region', { name: 'Choose a machine' });
    await expect(within(machines).getAllByRole('article')).toHaveLength(5);
    await userEvent.click(within(machines).getByRole('tab', { name: 'Pachinko' }));
    await expect(within(machines).getAllByRole('article')).toHaveLength(2);
    const popular = canvas.getByRole('region', { name: 'Popular' });
    await expect(within(popular).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fuji Rush', 'Lucky Sevens', 'Sakura Ama-Digi']);
    await expect(canvas.getByText('12,345.6789 coins')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { machines: { state: 'loading' }, popular: { state: 'loading' }, latest: { state: 'loading' }, balance: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Failed: Story = {
  args: { machines: { state: 'failed', retry } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const RowsFailed: Story = {
  args: { popular: { state: 'failed', retry }, latest: { state: 'ready', data: [] } },
  play: async ({ canvas }) => {
    const popular = await canvas.findByRole('region', { name: 'Popular' });
    await expect(within(popular).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'New' })).getByText('Nothing here yet')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { machines: { state: 'ready', data: [] }, popular: { state: 'ready', data: [] }, latest: { state: 'ready', data: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No machines to show yet')).toBeInTheDocument();
  },
};
