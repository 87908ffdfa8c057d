import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormAlert } from './FormAlert.tsx';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  args: { message: 'The account, password or captcha is incorrect. A new captcha is shown: type the characters in the new picture.' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.message ?? '');
  },
};

export const Japanese: Story = {
  args: { message: 'アカウント、パスワード、または認証コードが正しくありません。新しい認証コードを表示しました。' },
};

export const NothingWithoutAMessage: Story = {
  args: { message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };
