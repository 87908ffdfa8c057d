import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { lightTheme } from '../../themes/light.css.ts';
import { BUTTON_SIZES, BUTTON_TONES, BUTTON_VARIANTS, Button, ButtonLink } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Play now', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: BUTTON_TONES },
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {BUTTON_VARIANTS.flatMap((variant) =>
        BUTTON_TONES.map((tone) => (
          <Button key={`${variant}-${tone}`} {...args} tone={tone} variant={variant}>
            {tone} {variant}
          </Button>
        )),
      )}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Play now' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Play now' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Block: Story = { args: { block: true } };

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/amigo" tone="brand">
      Enter the hall
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Enter the hall' })).toHaveAttribute('href', '/amigo');
  },
};

export const LightTheme: Story = {
  globals: { theme: 'light' },
  render: Tones.render,
  play: async ({ canvasElement }) => {
    // Proves the theme global reaches the story, so the a11y check runs against light colours.
    await expect(canvasElement.closest(`.${lightTheme}`)).not.toBeNull();
  },
};
