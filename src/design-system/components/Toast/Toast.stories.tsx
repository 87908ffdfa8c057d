import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TOAST_TONES, Toast } from './Toast.tsx';
import { ToastViewport, type ToastItem } from './ToastViewport.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: 'Saved', tone: 'positive' },
  argTypes: { tone: { control: 'inline-radio', options: TOAST_TONES } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
      {TOAST_TONES.map((tone) => (
        <Toast key={tone} tone={tone} message={`${tone} message`} />
      ))}
    </div>
  ),
};

export const CriticalIsAnAlert: Story = {
  args: { tone: 'critical', message: 'Request Error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request Error');
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn(), locale: 'en-US' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

function ViewportDemo() {
  const [toasts, setToasts] = useState<ToastItem[]>([
    { id: 1, message: 'Deposit received', tone: 'positive' },
    { id: 2, message: 'Please bind the bank card first', tone: 'caution' },
  ]);
  return <ToastViewport toasts={toasts} onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))} />;
}

export const Viewport: Story = {
  render: () => <ViewportDemo />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'お知らせ' });
    await expect(region).toBeInTheDocument();
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await userEvent.click(canvas.getAllByRole('button', { name: '通知を閉じる' })[0]);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please bind the bank card first');
  },
};

export const LightTheme: Story = { ...Tones, globals: { theme: 'light' } };
