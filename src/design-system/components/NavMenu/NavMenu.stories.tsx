import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutMenu, AgentMenu, FooterMenu, GameMenu, UserCentreMenu, UserMenu } from './menus.tsx';
import { NAV_MENU_VARIANTS, NavMenu } from './NavMenu.tsx';

const gameItems = [
  { label: 'Home', href: '/', icon: '🏠', current: true },
  { label: 'Promotion', href: '/game/promotion', icon: '🎁' },
  { label: 'Notice', href: '/game/notice', icon: '📢' },
  { label: 'Guide', href: '/game/guide', icon: '📘' },
];

const meta = {
  title: 'Components/NavMenu',
  component: NavMenu,
  args: { items: gameItems, label: 'Game menu' },
  argTypes: { variant: { control: 'inline-radio', options: NAV_MENU_VARIANTS } },
} satisfies Meta<typeof NavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Game menu' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Notice' })).not.toHaveAttribute('aria-current');
  },
};

export const Sidebar: Story = { args: { variant: 'sidebar' } };

export const Footer: Story = { args: { variant: 'footer' } };

export const ProductMenus: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <GameMenu items={gameItems} />
      <UserMenu
        items={[
          { label: 'マイページ', href: '/user/user-center' },
          { label: '入金', href: '/user/finance/deposit' },
        ]}
      />
      <UserCentreMenu
        items={[
          { label: 'アカウント設定', href: '/user/account-setting', current: true },
          { label: '取引記録', href: '/user/record' },
          { label: '銀行カード', href: '/user/bankcard-setting' },
        ]}
      />
      <AgentMenu
        items={[
          { label: '下位メンバー管理', href: '/agent/subordinate-management' },
          { label: 'チームレポート', href: '/agent/team-report' },
        ]}
      />
      <AboutMenu
        items={[
          { label: '会社概要', href: '/about/about-us' },
          { label: 'プライバシーポリシー', href: '/about/privacy-policy' },
        ]}
      />
      <FooterMenu
        items={[
          { label: 'サポート', href: '/support' },
          { label: '責任あるゲーム', href: '/responsible-gaming' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['ゲームメニュー', 'ユーザーメニュー', 'マイページ', 'エージェントメニュー', 'サイト情報', 'フッターメニュー']) {
      await expect(canvas.getByRole('navigation', { name })).toBeInTheDocument();
    }
    const centre = canvas.getByRole('navigation', { name: 'マイページ' });
    await expect(within(centre).getByRole('link', { name: 'アカウント設定' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MenuInEnglish: Story = {
  render: () => <AgentMenu locale="en-US" items={[{ label: 'Team report', href: '/agent/team-report' }]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Agent menu' })).toBeInTheDocument();
  },
};

export const LightTheme: Story = { ...ProductMenus, globals: { theme: 'light' } };
