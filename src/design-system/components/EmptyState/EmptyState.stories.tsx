import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('データがありません')).toBeInTheDocument();
  },
};

export const InVietnamese: Story = {
  args: { locale: 'vi-VN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có dữ liệu')).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No deposits yet',
    description: 'Credit arrives within ten minutes of payment.',
    action: <ButtonLink href="/user/finance/deposit">Deposit</ButtonLink>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
  },
};
