import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TransferSteps } from './TransferSteps.tsx';

const meta = {
  title: 'Transfer/TransferSteps',
  component: TransferSteps,
  args: {
    steps: ['JSY account', 'Bank card', 'Sign in to JSY', 'Amount', 'Result'],
    current: 2,
    label: 'Transfer steps',
    progress: 'Step 3 of 5',
  },
} satisfies Meta<typeof TransferSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The current step is marked for screen readers; the steps before it are done. */
export const MarksTheCurrentStep: Story = {
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('navigation', { name: 'Transfer steps' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('✓JSY account');
    await expect(items[3]).toHaveTextContent('4.Amount');
    await expect(steps).toHaveTextContent('Step 3 of 5');
  },
};

/** Japanese names on a phone: the row wraps, nothing wider than the screen. */
export const Japanese: Story = {
  args: {
    steps: ['JSYアカウント', '銀行カード', 'JSYにログイン', '金額', '結果'],
    current: 0,
    label: '振替の手順',
    progress: 'ステップ 1 / 5',
  },
  play: async ({ canvas }) => {
    const first = canvas.getByText('JSYアカウント').closest('li');
    await expect(first).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('navigation', { name: '振替の手順' })).toBeVisible();
  },
};
