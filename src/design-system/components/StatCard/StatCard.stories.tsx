import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../private/storyViewports.ts';
import { Button } from '../Button/Button.tsx';
import { StatCard, StatGrid, toneOfSigned, STAT_TONES } from './StatCard.tsx';

const figures = [
  { label: 'Bets', value: '1,284,550.0000', hint: '3,412 rounds' },
  { label: 'Wins', value: '1,190,020.5000' },
  { label: 'Net result', value: '-94,529.5000', signed: true },
  { label: 'Deposits', value: '420,000.0000', hint: '57 deposits' },
  { label: 'Withdrawals', value: '88,000.0000' },
  { label: 'Registrations', value: '18' },
  { label: 'Active members', value: '211' },
  { label: 'Team balance', value: '12,345,678,901.0000' },
];

// Figures of up to 14 characters, which stay on one line even in a phone's column.
const shortFigures = figures.map((figure) => (figure.label === 'Team balance' ? { ...figure, value: '2,345,678.9000' } : figure));

function TeamFigures({ loading = false, list = figures }: { loading?: boolean; list?: typeof figures }) {
  return (
    <StatGrid label="Team figures">
      {list.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={figure.value}
          hint={figure.hint}
          tone={figure.signed ? toneOfSigned(figure.value.replaceAll(',', '')) : undefined}
          loading={loading}
          locale="en-US"
        />
      ))}
    </StatGrid>
  );
}

function LoadingThenLoaded() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <Button onClick={() => setLoading(!loading)}>{loading ? 'Load' : 'Reload'}</Button>
      <div style={{ marginTop: 16 }} data-testid="figures">
        <TeamFigures loading={loading} list={shortFigures} />
      </div>
    </>
  );
}

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  argTypes: { tone: { control: 'inline-radio', options: STAT_TONES } },
  args: { label: 'Net result', value: '+1,250.0000', hint: 'Win − bet', tone: 'positive', locale: 'en-US' },
  render: (args) => (
    <StatGrid>
      <StatCard {...args} />
    </StatGrid>
  ),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const term = canvas.getByRole('term');
    await expect(term).toHaveTextContent('Net result');
    const [value, hint] = canvas.getAllByRole('definition');
    await expect(value).toHaveTextContent('+1,250.0000');
    await expect(hint).toHaveTextContent('Win − bet');
  },
};

const columnsOf = (group: HTMLElement) =>
  new Set(within(group).getAllByRole('term').map((term) => Math.round(term.parentElement!.getBoundingClientRect().left))).size;

/** Eight team figures on a 360 px phone: two columns, a long figure wraps inside its card. */
export const GridOnPhone: Story = {
  ...phoneViewport,
  render: () => <TeamFigures />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(360);
    const group = canvas.getByRole('group', { name: 'Team figures' });
    await expect(within(group).getAllByRole('term')).toHaveLength(8);
    await expect(columnsOf(group)).toBe(2);
    for (const term of within(group).getAllByRole('term')) {
      const card = term.parentElement!;
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** On a desktop as many columns as fit. */
export const GridOnDesktop: Story = {
  render: () => <TeamFigures />,
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getByRole('group', { name: 'Team figures' }))).toBeGreaterThan(2);
  },
};

/** A net result is coloured by its sign; the sign itself stays in the text. */
export const NetResult: Story = {
  render: () => (
    <StatGrid>
      <StatCard label="Team lost" value="-94,529.5000" tone={toneOfSigned('-94529.5000')} />
      <StatCard label="Team won" value="+1,250.0000" tone={toneOfSigned('1250.0000')} />
      <StatCard label="Even" value="0.0000" tone={toneOfSigned('0.0000')} />
    </StatGrid>
  ),
  play: async ({ canvas }) => {
    const toneOf = (label: string) => canvas.getByText(label).parentElement?.getAttribute('data-tone');
    await expect(toneOf('Team lost')).toBe('critical');
    await expect(toneOf('Team won')).toBe('positive');
    await expect(toneOf('Even')).toBe('neutral');
    const lost = getComputedStyle(canvas.getByText('-94,529.5000')).color;
    const even = getComputedStyle(canvas.getByText('0.0000')).color;
    await expect(lost).not.toBe(even);
  },
};

/** Loading keeps every card's size: the figures arrive without moving anything (on a phone too). */
export const Loading: Story = {
  render: () => <LoadingThenLoaded />,
  play: async ({ canvas }) => {
    const figuresBox = canvas.getByTestId('figures');
    await expect(within(figuresBox).getAllByText('Loading')).toHaveLength(8);
    await expect(figuresBox.querySelectorAll('[aria-busy="true"]')).toHaveLength(8);
    const cardsBefore = [...figuresBox.querySelectorAll('dt')].map((term) => term.parentElement!.getBoundingClientRect().height);
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(within(figuresBox).queryByText('Loading')).toBeNull();
    await expect(within(figuresBox).getByText('57 deposits')).toBeVisible();
    const cardsAfter = [...figuresBox.querySelectorAll('dt')].map((term) => term.parentElement!.getBoundingClientRect().height);
    await expect(cardsAfter).toEqual(cardsBefore);
  },
};

export const LoadingOnPhone: Story = { ...Loading, ...phoneViewport };

export const LightTheme: Story = { render: () => <TeamFigures />, globals: { theme: 'light' } };
