import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LetterReader } from './LetterReader.tsx';

const meta = {
  title: 'Components/LetterReader',
  component: LetterReader,
  args: {
    letter: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal W20261125000000001 of 1,000 coins was rejected. Reason: Name does not match the card.\nThe coins are back in your balance.',
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    onBack: fn(),
    locale: 'en-US',
    timeZone: 'Asia/Tokyo',
  },
} satisfies Meta<typeof LetterReader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: 'Withdrawal rejected' });
    // Opening a letter puts the reader on its title.
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(/Reason: Name does not match the card/)).toBeInTheDocument();
    await expect(canvas.getByText('Nov 25, 2026, 7:00 PM')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to messages' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Broadcast: Story = {
  args: {
    locale: 'vi-VN',
    letter: { title: 'Bảo trì hệ thống', body: 'Trò chơi và thanh toán tạm dừng khoảng hai giờ.', createdAt: '2026-11-24T08:30:00.000Z', broadcast: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Gửi mọi người chơi/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Quay lại hộp thư' })).toBeInTheDocument();
  },
};
