import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhotoPicker } from './PhotoPicker.tsx';

/** A stand-in ID card, drawn inline so the story needs no file. */
const CARD_PREVIEW =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="14" fill="#2f4f7f"/><rect x="20" y="40" width="90" height="110" fill="#c9d6ea"/><rect x="130" y="50" width="160" height="14" fill="#c9d6ea"/><rect x="130" y="80" width="120" height="14" fill="#c9d6ea"/></svg>');

const meta = {
  title: 'Components/PhotoPicker',
  component: PhotoPicker,
  args: { label: 'Front of the ID card', hint: 'The whole card, in focus, without glare.', state: 'empty', onPick: fn(), onCancel: fn(), locale: 'en-US' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Choose Front of the ID card');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).not.toHaveAttribute('capture');
    await expect(canvas.getByText('No photo yet')).toBeInTheDocument();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await expect(args.onPick).toHaveBeenCalledWith(file);
  },
};

export const CameraOnPhones: Story = {
  args: { capture: 'environment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose Front of the ID card')).toHaveAttribute('capture', 'environment');
    await expect(canvas.getByText('Take photo')).toBeInTheDocument();
  },
};

export const Compressing: Story = {
  args: { state: 'compressing', progress: 45 },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Compressing Front of the ID card' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByLabelText('Choose Front of the ID card')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Ready: Story = {
  args: { state: 'ready', previewUrl: CARD_PREVIEW },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Preview: Front of the ID card' })).toHaveAttribute('src', CARD_PREVIEW);
    await expect(canvas.getByLabelText('Change Front of the ID card')).toBeEnabled();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: 'failed', error: 'This file is not an image. Choose a photo.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This file is not an image. Choose a photo.');
    await expect(canvas.getByLabelText('Choose Front of the ID card')).toHaveAccessibleDescription(/not an image/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, state: 'ready', previewUrl: CARD_PREVIEW },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Change Front of the ID card')).toBeDisabled();
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', label: '身分証の表面', hint: undefined, capture: 'environment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('身分証の表面を選択')).toHaveAttribute('capture', 'environment');
    await expect(canvas.getByText('写真を撮る')).toBeInTheDocument();
  },
};
