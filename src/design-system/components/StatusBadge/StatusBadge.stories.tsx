import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BADGE_TONES, STATUSES, StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  argTypes: {
    status: { control: 'select', options: STATUSES },
    tone: { control: 'select', options: BADGE_TONES },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('処理待ち')).toHaveAttribute('data-status', 'pending');
  },
};

export const AllStatuses: Story = {
  args: { locale: 'en-US' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {STATUSES.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'In progress', 'Under review', 'Successful', 'Failed', 'Rejected']) {
      await expect(canvas.getByText(label)).toBeInTheDocument();
    }
  },
};

export const OwnWording: Story = {
  args: { status: 'processing', children: 'Refund in process' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refund in process')).toBeInTheDocument();
  },
};

export const LightTheme: Story = { ...AllStatuses, globals: { theme: 'light' } };
