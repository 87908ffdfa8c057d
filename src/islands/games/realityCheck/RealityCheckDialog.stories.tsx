import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

const meta = {
  title: 'Games/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    labels: {
      title: 'Reality check',
      intro: 'Your 60-minute check: here is how this session is going.',
      sessionTime: 'Session time',
      bet: 'Total bet',
      net: 'Net result',
      continue: 'Continue playing',
      leaveToHall: 'Leave to the hall',
      leaveToRecords: 'See game records',
    },
    sessionTime: '01:00:00',
    bet: '1,250',
    net: '-182.5',
    onContinue: fn(),
    hallHref: '/en-US/amigo',
    recordsHref: '/en-US/user/game-record',
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Escape does not dismiss it; "continue" is the way back to the machine. */
export const NeedsAChoice: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Reality check' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(canvas.getByText('-182.5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Leave to the hall' })).toHaveAttribute('href', '/en-US/amigo');
    await expect(canvas.getByRole('link', { name: 'See game records' })).toHaveAttribute('href', '/en-US/user/game-record');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue playing' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
