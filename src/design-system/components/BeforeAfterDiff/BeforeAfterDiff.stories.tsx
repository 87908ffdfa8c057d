import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../private/storyViewports.ts';
import { BeforeAfterDiff } from './BeforeAfterDiff.tsx';

const before = {
  status: 'review',
  amount: '150000.0000',
  destination: { bank: 'Mizuho', last4: '4321' },
  reviewedBy: null,
  note: 'first withdrawal',
};
const after = {
  status: 'pending_approval',
  amount: '150000.0000',
  destination: { bank: 'Mizuho', last4: '4321' },
  reviewedBy: 'sato.k',
  approvalExpiresAt: '2026-03-02T10:00:00Z',
};

const meta = {
  title: 'Console/BeforeAfterDiff',
  component: BeforeAfterDiff,
  args: { before, after, caption: 'Withdrawal W000123', locale: 'en-US' },
} satisfies Meta<typeof BeforeAfterDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, path: string) => within(table).getByRole('rowheader', { name: path }).closest('tr')!;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal W000123' });
    await expect(canvas.getByText('4 fields changed')).toBeInTheDocument();
    // Each changed field says how in words and is marked for the highlight; unchanged ones are not.
    await expect(rowOf(table, 'status')).toHaveAttribute('data-change', 'changed');
    await expect(within(rowOf(table, 'status')).getByRole('cell', { name: 'Changed' })).toBeInTheDocument();
    await expect(within(rowOf(table, 'status')).getByText('"review"')).toBeInTheDocument();
    await expect(within(rowOf(table, 'status')).getByText('"pending_approval"')).toBeInTheDocument();
    await expect(rowOf(table, 'reviewedBy')).toHaveAttribute('data-change', 'changed');
    await expect(rowOf(table, 'note')).toHaveAttribute('data-change', 'removed');
    await expect(within(rowOf(table, 'note')).getByText('(none)')).toBeInTheDocument();
    await expect(rowOf(table, 'approvalExpiresAt')).toHaveAttribute('data-change', 'added');
    await expect(rowOf(table, 'destination.last4')).toHaveAttribute('data-change', 'unchanged');
    await expect(getComputedStyle(rowOf(table, 'status')).backgroundColor).not.toBe(getComputedStyle(rowOf(table, 'amount')).backgroundColor);
  },
};

export const ChangedFieldsOnly: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal W000123' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show changed fields only' }));
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['status', 'reviewedBy', 'note', 'approvalExpiresAt']);
  },
};

export const Creation: Story = {
  args: { before: null, after: { name: 'sato.k', roles: ['payments', 'approver'] }, caption: 'Operator sato.k' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Operator sato.k' });
    await expect(within(table).getAllByRole('cell', { name: 'Added' })).toHaveLength(2);
    await expect(within(table).getByText('["payments","approver"]')).toBeInTheDocument();
  },
};

export const NothingChanged: Story = {
  args: { before: { a: 1 }, after: { a: 1 }, caption: 'Setting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing changed.')).toBeInTheDocument();
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 項目が変更されました')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '変更前' })).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Withdrawal W000123' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
