import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../private/storyViewports.ts';
import { TreeBreadcrumb, type TreeBreadcrumbItem } from './TreeBreadcrumb.tsx';

const level = (id: number, label: string): TreeBreadcrumbItem => ({ id, label, href: `/en-US/agent/team-report/${id}` });

const shortPath = [level(1, 'demo_agent'), level(2, 'kenji_sub'), level(3, 'mika2026')];
const longPath = [
  level(1, 'demo_agent'),
  level(2, 'kenji_sub'),
  level(3, 'mika2026'),
  level(4, 'tanaka_team_lead'),
  level(5, 'player_with_a_very_long_account_name'),
  level(6, 'last_level_member'),
];

const meta = {
  title: 'Components/TreeBreadcrumb',
  component: TreeBreadcrumb,
  args: { items: shortPath, locale: 'en-US' },
} satisfies Meta<typeof TreeBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Team path' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['demo_agent', 'kenji_sub', 'mika2026']);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');
    await expect(links[1]).toHaveAttribute('href', '/en-US/agent/team-report/2');
    // Three levels never collapse.
    await expect(within(nav).queryByRole('button')).toBeNull();
  },
};

/** Six levels on a 360 px phone: the first and the last two show, and "…" brings the rest back. */
export const LongPathOnPhone: Story = {
  ...phoneViewport,
  args: { items: longPath },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const nav = canvas.getByRole('navigation', { name: 'Team path' });
    const names = () => within(nav).getAllByRole('link').map((link) => link.textContent);
    await expect(names()).toEqual(['demo_agent', 'player_with_a_very_long_account_name', 'last_level_member']);
    const more = within(nav).getByRole('button', { name: 'Show 3 hidden levels' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'kenji_sub' })).toHaveFocus();
    await expect(names()).toEqual(longPath.map((item) => item.label));
    // Every level is inside the screen, the long account name wrapped rather than cut or overflowing.
    for (const link of within(nav).getAllByRole('link')) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** On a wider screen every level shows and there is nothing to expand. */
export const LongPathOnDesktop: Story = {
  args: { items: longPath },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Team path' });
    await expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(longPath.map((item) => item.label));
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'last_level_member' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The agent's own team: a single level, itself the current page. */
export const AgentOnly: Story = {
  args: { items: [level(1, 'demo_agent')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'demo_agent' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The default landmark name is the design system's, in the story's language (ja-JP by default). */
export const Japanese: Story = {
  ...phoneViewport,
  args: { items: longPath, locale: undefined },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'チームの階層' });
    await expect(within(nav).getByRole('button', { name: '省略された3階層を表示' })).toBeVisible();
  },
};

export const LightTheme: Story = { args: { items: longPath }, globals: { theme: 'light' } };
