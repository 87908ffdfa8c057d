import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExclusionChooser } from './ExclusionChooser.tsx';
import { withUserStrings } from './storyI18n.tsx';

const meta = {
  title: 'User/Protection/ExclusionChooser',
  component: ExclusionChooser,
  args: { kind: 'break', locale: 'en-US', onExclude: fn(async () => undefined) },
  decorators: [withUserStrings],
  globals: { locale: 'en-US' },
} satisfies Meta<typeof ExclusionChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A break starts only after a confirmation that says it cannot be undone; "go back" starts nothing. */
export const TakeABreak: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '1 week' }));
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Take a break for 1 week?' });
    await expect(within(dialog).getByText('It cannot be shortened or undone.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onExclude).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '24 hours' }));
    const again = await page.findByRole('dialog', { name: 'Take a break for 24 hours?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Start it' }));
    await expect(args.onExclude).toHaveBeenCalledWith('24h');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Self-exclusion: 6 months, 1 year or 5 years, confirmed the same way. */
export const SelfExclusion: Story = {
  args: { kind: 'selfExclusion' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['6 months', '1 year', '5 years']);
    await userEvent.click(canvas.getByRole('button', { name: '5 years' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Exclude yourself for 5 years?' });
    await expect(within(dialog).getByText('It cannot be shortened or undone.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start it' }));
    await expect(args.onExclude).toHaveBeenCalledWith('5y');
  },
};
