import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExclusionNotice } from './ExclusionChooser.tsx';
import { withUserStrings } from './storyI18n.tsx';

const meta = {
  title: 'User/Protection/ExclusionNotice',
  component: ExclusionNotice,
  args: { exclusion: { kind: 'break', until: '2026-03-11T03:00:00.000Z' }, locale: 'en-US' },
  decorators: [withUserStrings],
  globals: { locale: 'en-US' },
} satisfies Meta<typeof ExclusionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The break in force and when it ends. */
export const OnBreak: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^You are taking a break until .*2026/);
  },
};

export const SelfExcluded: Story = {
  args: { exclusion: { kind: 'selfExclusion', until: '2031-03-11T03:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^You have excluded yourself until .*2031/);
  },
};

/** None in force: nothing is shown. */
export const None: Story = {
  args: { exclusion: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
