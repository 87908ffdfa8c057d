import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { value: 0.4 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'ページを読み込み中' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Starting: Story = {
  args: { value: 0.08 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
  },
};

export const Complete: Story = { args: { value: 1 } };

export const Idle: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 1.7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
