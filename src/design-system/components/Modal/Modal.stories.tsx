import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/** Owns `open` the way a page would, so Escape and the close button can be tested end to end. */
function ModalDemo(props: Omit<ModalProps, 'open'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: false,
    title: 'Sign in',
    onClose: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Account" />
        <TextField label="Password" type="password" />
      </div>
    ),
    footer: <Button>Log in</Button>,
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBe(500);
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = canvas.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Sign in' }));
    const close = dialog.getByRole('button', { name: '閉じる' });
    const submit = dialog.getByRole('button', { name: 'Log in' });
    submit.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();
  },
};

export const CustomWidth: Story = {
  args: { width: '360px' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = canvas.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getBoundingClientRect().width).toBe(360);
  },
};
