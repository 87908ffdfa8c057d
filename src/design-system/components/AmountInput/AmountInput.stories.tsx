import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AmountInput, type AmountInputProps } from './AmountInput.tsx';

/** Owns the value the way a form does, and shows it, so play functions see what the form gets. */
function AmountDemo(props: AmountInputProps) {
  const { onValueChange, ...rest } = props;
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
      <AmountInput
        {...rest}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
      <output data-testid="form-value">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Components/AmountInput',
  component: AmountInput,
  args: { label: 'Amount', onValueChange: fn(), onRefuse: fn() },
  argTypes: { decimals: { control: { type: 'number', min: 0, max: 18 } } },
  render: (args) => <AmountDemo {...args} />,
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1234.56789');
    await expect(input).toHaveValue('1234.5678');
    await expect(canvas.getByTestId('form-value')).toHaveTextContent('1234.5678');
    await expect(args.onRefuse).toHaveBeenCalledWith('1234.56789');
  },
};

export const RefusesLetters: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1a0-0e');
    await expect(input).toHaveValue('100');
  },
};

export const WithUnitAndRange: Story = {
  args: { label: 'Deposit amount', unit: 'JPY', min: '100', max: '500000' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Deposit amount' });
    await expect(input).toHaveAccessibleDescription('JPY 100 – 500,000 JPY');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

export const LocalizedRange: Story = {
  args: { label: '入金額', unit: '円', min: '100', max: '500000', rangeHint: '100 円から 500,000 円まで' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '入金額' })).toHaveAccessibleDescription('円 100 円から 500,000 円まで');
  },
};

export const WholeCoins: Story = {
  args: { label: 'Coins', decimals: 0, unit: 'coins' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coins' });
    await userEvent.type(input, '25.5');
    await expect(input).toHaveValue('255');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const CryptoDecimals: Story = {
  args: { label: 'USDT', decimals: 6 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'USDT' });
    await userEvent.type(input, '0.12345678');
    await expect(input).toHaveValue('0.123456');
  },
};

export const WithError: Story = {
  args: { unit: 'JPY', min: '100', max: '500000', defaultValue: '50', error: 'Enter an amount between 100 and 500000' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('JPY 100 – 500,000 JPY Enter an amount between 100 and 500000');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '100' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  },
};

export const LightTheme: Story = {
  args: { unit: 'JPY', min: '100', max: '500000', hint: 'Up to four decimals', error: 'Too many decimals' },
  globals: { theme: 'light' },
};
