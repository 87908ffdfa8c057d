import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LetterList } from './LetterList.tsx';

const letters = [
  { id: 3, title: 'Deposit credited', read: false, createdAt: '2026-11-25T10:00:00.000Z' },
  { id: 2, title: 'Maintenance on Sunday night: play and payments pause for about two hours', read: false, createdAt: '2026-11-24T08:30:00.000Z', broadcast: true },
  { id: 1, title: 'Withdrawal approved', read: true, createdAt: '2026-11-20T01:15:00.000Z' },
];

const meta = {
  title: 'Components/LetterList',
  component: LetterList,
  args: { letters, onOpen: fn(), locale: 'en-US', timeZone: 'Asia/Tokyo' },
} satisfies Meta<typeof LetterList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = canvas.getAllByRole('button');
    await expect(rows).toHaveLength(3);
    // Unread letters say so to screen readers; read ones do not.
    await expect(canvas.getByRole('button', { name: /^Unread Deposit credited/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Withdrawal approved/ })).toBeInTheDocument();
    await expect(canvas.getByText(/To every player/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Withdrawal approved/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

export const InJapanese: Story = {
  args: { locale: 'ja-JP', letters: [{ id: 9, title: '入金が反映されました', read: false, createdAt: '2026-11-25T10:00:00.000Z' }] },
  play: async ({ canvas, args, userEvent }) => {
    const row = canvas.getByRole('button', { name: /^未読 入金が反映されました/ });
    await expect(row).toHaveTextContent('2026/11/25 19:00');
    await userEvent.keyboard('{Tab}');
    await expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(9);
  },
};
