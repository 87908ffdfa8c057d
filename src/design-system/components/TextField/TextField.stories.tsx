import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TEXT_FIELD_TYPES, TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Account', placeholder: 'Letters and digits' },
  argTypes: { type: { control: 'select', options: TEXT_FIELD_TYPES } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' });
    await userEvent.type(input, 'player01');
    await expect(input).toHaveValue('player01');
  },
};

export const WithHint: Story = {
  args: { hint: 'Use 6 to 16 letters or digits.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toHaveAccessibleDescription(
      'Use 6 to 16 letters or digits.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'please input account', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('please input account');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'Secret123!', placeholder: undefined },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを表示' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'パスワードを隠す' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PasswordInEnglish: Story = {
  args: { ...Password.args, locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  },
};

export const DateInput: Story = {
  args: { label: 'From', type: 'date', defaultValue: '2026-03-01', min: '2026-01-01', max: '2026-12-31', hint: 'Records from this day on.', placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('From');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-03-01');
    await expect(input).toHaveAttribute('min', '2026-01-01');
    await expect(input).toHaveAccessibleDescription('Records from this day on.');
    // No show-password button on anything but a password.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DateInputWithError: Story = {
  args: { ...DateInput.args, label: 'To', defaultValue: '2026-01-15', error: 'The end date is before the start date.', hint: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('To');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The end date is before the start date.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Account' })).toBeDisabled();
  },
};

export const LightTheme: Story = { args: { hint: 'Use 6 to 16 letters or digits.', error: 'please input account' }, globals: { theme: 'light' } };
