import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOCALES, localizePath } from '../../../../shared/locales.ts';
import { LANGUAGE_SWITCHER_VARIANTS, LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { current: 'ja-JP', hrefFor: (locale) => localizePath('/game/notice', locale) },
  argTypes: {
    current: { control: 'select', options: LOCALES },
    variant: { control: 'inline-radio', options: LANGUAGE_SWITCHER_VARIANTS },
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: '言語' });
    await expect(select).toHaveValue('ja-JP');
    await expect(within(select).getAllByRole('option')).toHaveLength(7);
    await expect(canvas.getByRole('option', { name: '🇰🇷 한국어' })).toHaveAttribute('data-href', '/ko-KR/game/notice');
    await expect(canvasElement.querySelector('[data-language-switcher="select"]')).not.toBeNull();
  },
};

export const Links: Story = {
  args: { variant: 'links', current: 'en-US' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/game/notice');
    await expect(canvas.getByRole('link', { name: 'Tiếng Việt' })).toHaveAttribute('href', '/vi-VN/game/notice');
  },
};

export const HrefsMap: Story = {
  args: { variant: 'links', hrefFor: undefined, hrefs: { 'zh-TW': '/zh-TW/about/about-us' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '繁體中文' })).toHaveAttribute('href', '/zh-TW/about/about-us');
    // Languages missing from the map fall back to their home page.
    await expect(canvas.getByRole('link', { name: 'Filipino' })).toHaveAttribute('href', '/fil-PH/');
  },
};

export const InIsland: Story = {
  args: { onSelect: fn(), current: 'zh-CN' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '语言' });
    await userEvent.selectOptions(select, 'vi-VN');
    await expect(args.onSelect).toHaveBeenCalledWith('vi-VN');
  },
};
