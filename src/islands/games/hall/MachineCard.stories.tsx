import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HALL_MACHINES } from './hallFixtures.ts';
import { MachineCard } from './MachineCard.tsx';
import { withHallStrings } from './storyI18n.tsx';

const meta = {
  title: 'Games/Hall/MachineCard',
  component: MachineCard,
  args: { machine: HALL_MACHINES[1]!, locale: 'ja-JP' },
  decorators: [withHallStrings, (Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
  globals: { locale: 'ja-JP' },
} satisfies Meta<typeof MachineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slot: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Coral Reef' })).toBeInTheDocument();
    await expect(canvas.getByText('還元率 96.09 %')).toBeInTheDocument();
    await expect(canvas.getByText('ベット 1 ～ 100')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Coral Reefをプレイ' })).toHaveAttribute('href', '/amigo-springboard?machine=coral-reef');
  },
};

export const Pachinko: Story = {
  args: { machine: HALL_MACHINES[4]! },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ST rush')).toBeInTheDocument();
    await expect(canvas.getByText('ベット 50 ～ 1,000')).toBeInTheDocument();
  },
};

/** As in the popular and new rows: no description. */
export const Compact: Story = {
  args: { compact: true, locale: 'en-US' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Play Coral Reef' })).toHaveAttribute('href', '/en-US/amigo-springboard?machine=coral-reef');
    await expect(canvas.queryByText(HALL_MACHINES[1]!.description)).toBeNull();
  },
};
