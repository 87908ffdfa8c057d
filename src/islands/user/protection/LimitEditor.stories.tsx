import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProtectionLimit } from '../../../contracts/protection.ts';
import { LimitEditor } from './LimitEditor.tsx';
import { withUserStrings } from './storyI18n.tsx';

const RESETS = '2026-03-10T15:00:00.000Z';
const LATER = '2026-03-11T03:00:00.000Z';
const lossDay = (changes: Partial<ProtectionLimit> = {}): ProtectionLimit => ({ kind: 'lossDay', value: null, pending: null, used: null, resetsAt: null, ...changes });

const meta = {
  title: 'User/Protection/LimitEditor',
  component: LimitEditor,
  args: {
    limit: lossDay(),
    locale: 'en-US',
    onSet: fn(async (value: string) => lossDay({ value: `${value}.0000`, used: '0.0000', resetsAt: RESETS })),
    onRemove: fn(async () => lossDay({ value: '500.0000', used: '120.0000', resetsAt: RESETS, pending: { value: null, at: LATER } })),
    onCancel: fn(async () => undefined),
  },
  decorators: [withUserStrings],
  globals: { locale: 'en-US' },
} satisfies Meta<typeof LimitEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No limit yet: a first limit applies at once. */
export const NoLimit: Story = {
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('region', { name: 'Daily loss limit' });
    await expect(within(editor).getByText('No limit')).toBeVisible();
    await expect(within(editor).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    await userEvent.type(within(editor).getByLabelText('New limit (coins)'), '300');
    await userEvent.click(within(editor).getByRole('button', { name: 'Set limit' }));
    await expect(args.onSet).toHaveBeenCalledWith('300');
    await expect(await within(editor).findByText('The limit applies now.')).toBeVisible();
    await expect(within(editor).getByLabelText('New limit (coins)')).toHaveValue('');
  },
};

/** A limit in force: what is used of it this period and when that resets; bad values are refused before sending. */
export const InForce: Story = {
  args: { limit: lossDay({ value: '500.0000', used: '120.5000', resetsAt: RESETS }) },
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('region', { name: 'Daily loss limit' });
    await expect(within(editor).getByText('In force: 500 coins')).toBeVisible();
    await expect(within(editor).getByText(/^Used 120\.5 of 500; resets /)).toBeVisible();
    await userEvent.click(within(editor).getByRole('button', { name: 'Set limit' }));
    await expect(await within(editor).findByText('Enter a limit')).toBeVisible();
    await userEvent.type(within(editor).getByLabelText('New limit (coins)'), '0.00001');
    await userEvent.click(within(editor).getByRole('button', { name: 'Set limit' }));
    await expect(await within(editor).findByText('Enter a positive amount with at most 4 decimals')).toBeVisible();
    await expect(args.onSet).not.toHaveBeenCalled();
  },
};

/** Removing waits 24 hours: the screen says when it applies. */
export const RemoveWaits: Story = {
  args: { limit: lossDay({ value: '500.0000', used: '120.0000', resetsAt: RESETS }) },
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('region', { name: 'Daily loss limit' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove limit' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(await within(editor).findByText(/^The change takes effect on /)).toBeVisible();
  },
};

/** A raise waiting out its delay: when it applies, and a way to cancel it. */
export const RaisePending: Story = {
  args: { limit: lossDay({ value: '500.0000', used: '0.0000', resetsAt: RESETS, pending: { value: '1000.0000', at: LATER } }) },
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('region', { name: 'Daily loss limit' });
    await expect(within(editor).getByText(/^Changes to 1,000 coins on /)).toBeVisible();
    await userEvent.click(within(editor).getByRole('button', { name: 'Cancel the change' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(await within(editor).findByText('The change was cancelled; your limit stays.')).toBeVisible();
  },
};

/** A removal waiting out its delay: no second "remove". */
export const RemovalPending: Story = {
  args: { limit: lossDay({ value: '500.0000', used: '0.0000', resetsAt: RESETS, pending: { value: null, at: LATER } }) },
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('region', { name: 'Daily loss limit' });
    await expect(within(editor).getByText(/^Removed on /)).toBeVisible();
    await expect(within(editor).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    await expect(within(editor).getByRole('button', { name: 'Cancel the change' })).toBeVisible();
  },
};

/** The session limit is whole minutes in its range. */
export const SessionMinutes: Story = {
  args: { limit: { kind: 'sessionMinutes', value: '90', pending: null, used: null, resetsAt: null } },
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('region', { name: 'Session time limit' });
    await expect(within(editor).getByText('In force: 90 minutes')).toBeVisible();
    await userEvent.type(within(editor).getByLabelText('New limit (minutes, 5–1440)'), '2');
    await userEvent.click(within(editor).getByRole('button', { name: 'Set limit' }));
    await expect(await within(editor).findByText('Enter whole minutes from 5 to 1440')).toBeVisible();
    await expect(args.onSet).not.toHaveBeenCalled();
  },
};
