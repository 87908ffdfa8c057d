import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import { withUserStrings } from './storyI18n.tsx';

const meta = {
  title: 'User/Protection/RealityCheckSetting',
  component: RealityCheckSetting,
  args: { minutes: 60, locale: 'en-US', onSave: fn(async () => undefined) },
  decorators: [withUserStrings],
  globals: { locale: 'en-US' },
} satisfies Meta<typeof RealityCheckSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 60 minutes until the player chooses; 15, 30 or 60. */
export const Choose15: Story = {
  play: async ({ canvas, args }) => {
    const select = await canvas.findByLabelText('Interval');
    await expect(select).toHaveValue('60');
    await expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['15 minutes', '30 minutes', '60 minutes']);
    await userEvent.selectOptions(select, '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(15);
    await expect(await canvas.findByText('The reality check comes every 15 minutes.')).toBeVisible();
  },
};
