import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', label: 'Deposit address as a QR code' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Deposit address as a QR code' })).toBeInTheDocument();
  },
};

/** A registration link, as the agent programme will show it. */
export const Link: Story = {
  args: { value: 'https://hall.example/en-US/?agentCode=DEMO2026', label: 'Registration link as a QR code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Registration link as a QR code' })).toBeInTheDocument();
  },
};
