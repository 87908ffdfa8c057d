import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'I accept the user agreement', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the user agreement' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('I accept the user agreement'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  args: { error: 'please choose user agreement' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the user agreement' });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('please choose user agreement');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
