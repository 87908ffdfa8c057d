import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { QrCountdown } from './QrCountdown.tsx';

const TICKET = 'gamehall://login?ticket=Qm9vdHN0cmFwVGlja2V0Rm9yVGhlU3Rvcnlib29rMDE';

const meta = {
  title: 'Components/QrCountdown',
  component: QrCountdown,
  args: { value: TICKET, label: 'Sign-in code for the app', secondsLeft: 42, totalSeconds: 60, locale: 'en-US' },
} satisfies Meta<typeof QrCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const code = canvas.getByRole('img', { name: 'Sign-in code for the app' });
    await expect(code).toHaveAttribute('data-qr-value', TICKET);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Valid for 42 s');
    await expect(canvasElement.querySelector('[data-qr-countdown]')).toHaveAttribute('aria-busy', 'false');
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', label: 'アプリ用ログインコード', secondsLeft: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'アプリ用ログインコード' })).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('有効期限まで 7 秒');
  },
};

/** Before the first code arrives a placeholder keeps the square; nothing to scan yet. */
export const Loading: Story = {
  args: { value: null, secondsLeft: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Getting a new code…');
    await expect(canvasElement.querySelector('[data-qr-countdown]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The outgoing code stays (dimmed) while the next one is fetched. */
export const Renewing: Story = {
  args: { renewing: true, secondsLeft: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Sign-in code for the app' })).toHaveAttribute('data-qr-value', TICKET);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Getting a new code…');
  },
};

/** Driven like the app-login screen drives it: a 3-second code counted down, then replaced. */
function Running() {
  const [serial, setSerial] = useState(1);
  const [left, setLeft] = useState(3);
  useEffect(() => {
    const timer = setInterval(() => {
      setLeft((seconds) => {
        if (seconds > 1) return seconds - 1;
        setSerial((n) => n + 1);
        return 3;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return <QrCountdown value={`${TICKET}-${serial}`} label="Sign-in code for the app" secondsLeft={left} totalSeconds={3} locale="en-US" />;
}

export const CountsDownAndRenews: Story = {
  render: () => <Running />,
  play: async ({ canvas }) => {
    const code = () => canvas.getByRole('img', { name: 'Sign-in code for the app' });
    await expect(code()).toHaveAttribute('data-qr-value', `${TICKET}-1`);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Valid for 3 s');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('Valid for 2 s'), { timeout: 2000 });
    await waitFor(() => expect(code()).toHaveAttribute('data-qr-value', `${TICKET}-2`), { timeout: 4000 });
  },
};
