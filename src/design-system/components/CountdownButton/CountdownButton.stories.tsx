import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { CountdownButton } from './CountdownButton.tsx';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { onStart: fn(async () => {}) },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'コードを送信' });
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveTextContent('60 秒'));
    await expect(button).toBeDisabled();
  },
};

export const CountsDownAndReenables: Story = {
  args: { seconds: 2, locale: 'en-US' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('2 s'));
    await waitFor(() => expect(button).toHaveTextContent('1 s'), { timeout: 2000 });
    await waitFor(() => expect(button).toHaveTextContent('Send code'), { timeout: 3000 });
    await expect(button).toBeEnabled();
  },
};

export const WaitsForStart: Story = {
  args: { onStart: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))), locale: 'en-US' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Send code');
    await waitFor(() => expect(button).toHaveTextContent('60 s'));
  },
};

export const FailedStartDoesNotCount: Story = {
  args: { onStart: fn(async () => Promise.reject(new Error('mail down'))), locale: 'en-US' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(args.onStart).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveTextContent('Send code');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

function EmailWithCode({ onStart }: { onStart: () => unknown }) {
  const [email, setEmail] = useState('');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
      <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <CountdownButton disabled={email.trim() === ''} onStart={onStart} locale="en-US" />
    </div>
  );
}

export const DisabledWhileInputEmpty: Story = {
  render: (args) => <EmailWithCode onStart={args.onStart} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send code' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'player@example.com');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('60 s'));
  },
};
