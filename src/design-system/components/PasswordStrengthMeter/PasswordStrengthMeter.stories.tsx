import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { passwordStrength } from '../../../lib/password-strength.ts';
import { TextField } from '../TextField/TextField.tsx';
import { PASSWORD_SCORES, PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

const meta = {
  title: 'Components/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { score: 2 },
  argTypes: { score: { control: 'inline-radio', options: PASSWORD_SCORES } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const litSegments = (meter: HTMLElement) => meter.querySelectorAll('[data-lit="true"]').length;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'パスワードの強度：やや弱い' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(meter.children).toHaveLength(4);
    await expect(litSegments(meter)).toBe(2);
  },
};

export const AllScores: Story = {
  args: { locale: 'en-US' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {PASSWORD_SCORES.map((score) => (
        <PasswordStrengthMeter key={score} {...args} score={score} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const names = ['Empty or too short', 'Weak', 'Fair', 'Good', 'Strong'];
    for (const [score, name] of names.entries()) {
      const meter = canvas.getByRole('meter', { name: `Password strength: ${name}` });
      await expect(meter).toHaveAttribute('aria-valuenow', String(score));
      await expect(litSegments(meter)).toBe(score);
    }
  },
};

function LiveMeter() {
  const [password, setPassword] = useState('');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <TextField label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} locale="en-US" />
      <PasswordStrengthMeter score={passwordStrength(password)} locale="en-US" />
    </div>
  );
}

export const WhileTyping: Story = {
  render: () => <LiveMeter />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    const meter = () => canvas.getByRole('meter');
    await expect(meter()).toHaveAttribute('aria-valuenow', '0');
    await userEvent.type(input, 'abcde');
    await expect(meter()).toHaveAttribute('aria-valuenow', '0');
    await userEvent.type(input, 'f');
    await expect(meter()).toHaveAttribute('aria-valuenow', '1');
    await userEvent.type(input, 'G1');
    await expect(meter()).toHaveAttribute('aria-valuenow', '3');
    await userEvent.type(input, '!');
    await expect(meter()).toHaveAccessibleName('Password strength: Strong');
  },
};

export const LightTheme: Story = { ...AllScores, globals: { theme: 'light' } };
