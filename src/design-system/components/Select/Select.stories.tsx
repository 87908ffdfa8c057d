import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const networks = [
  { value: 'TRC20', label: 'TRC20' },
  { value: 'ERC20', label: 'ERC20' },
  { value: 'BEP20', label: 'BEP20', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Network', options: networks, placeholder: true, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Network' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: '選択してください' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'ERC20');
    await expect(select).toHaveValue('ERC20');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'please select network' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Network' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('please select network');
  },
};

export const WithHint: Story = { args: { hint: 'Must match the network you withdraw on.' } };

export const DisabledOption: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'BEP20' })).toBeDisabled();
  },
};
