import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TransferResult } from './TransferResult.tsx';

const meta = {
  title: 'Transfer/TransferResult',
  component: TransferResult,
  args: {
    status: 'success',
    labels: {
      status: 'Transferred',
      title: 'Transfer complete',
      body: '250.5 coins were sent to your JSY account taro.jsy.',
      transferSn: 'Transfer number: J202611260001',
    },
  },
} satisfies Meta<typeof TransferResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    const result = canvas.getByRole('status');
    await expect(result).toHaveTextContent('Transfer complete');
    await expect(canvas.getByText('Transferred')).toBeVisible();
    await expect(canvas.getByText('Transfer number: J202611260001')).toBeVisible();
  },
};

/** JSY refused: the coins are back, said in the records' words. */
export const Failed: Story = {
  args: {
    status: 'failed',
    labels: {
      status: 'Failed (coins returned)',
      title: 'Transfer failed',
      body: 'JSY did not accept the transfer. The 250.5 coins are back in your balance.',
      transferSn: 'Transfer number: J202611260002',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Transfer failed');
    await expect(canvas.getByText('Failed (coins returned)')).toBeVisible();
  },
};

/** JSY's answer is not known yet: the coins stay held, the number lets the player follow it. */
export const InDoubt: Story = {
  args: {
    status: 'pending',
    labels: {
      status: 'Processing',
      title: 'Processing',
      body: 'JSY has not confirmed yet. The 250.5 coins stay held until it does; the financial records show the outcome.',
      transferSn: 'Transfer number: J202611260003',
    },
    actions: <a href="/en-US/user/record">See financial records</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Processing')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'See financial records' })).toHaveAttribute('href', '/en-US/user/record');
    await expect(canvas.getByText('Transfer number: J202611260003')).toBeVisible();
  },
};
