import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'login', label: 'Log in', content: <p>Log-in form</p> },
  { id: 'register', label: 'Register', content: <p>Registration form</p> },
  { id: 'help', label: 'Help', content: <p>Help text</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, label: 'Account', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Register' }));
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Register' })).toHaveTextContent('Registration form');
    await expect(args.onChange).toHaveBeenCalledWith('register');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const [login, register, help] = canvas.getAllByRole('tab');
    await expect(login).toHaveAttribute('tabindex', '0');
    await expect(register).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(register).toHaveFocus();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Log-in form');
  },
};

export const DefaultTab: Story = {
  args: { defaultValue: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const HiddenList: Story = {
  args: { hideList: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByText('Log-in form')).toBeVisible();
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };
