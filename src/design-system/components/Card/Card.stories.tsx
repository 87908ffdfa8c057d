import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { CARD_SIZES, CARD_VARIANTS, Card } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Golden Pachinko',
    children: <p>Machine M-001 · pachinko</p>,
    footer: <ButtonLink href="/amigo" size="small">Play</ButtonLink>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: CARD_VARIANTS },
    size: { control: 'inline-radio', options: CARD_SIZES },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Golden Pachinko' })).toBeInTheDocument();
    await expect(card).toContainElement(canvas.getByRole('link', { name: 'Play' }));
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {CARD_VARIANTS.map((variant) => (
        <Card key={variant} {...args} variant={variant} title={variant} />
      ))}
    </div>
  ),
};

export const WithMedia: Story = {
  args: {
    media: (
      <div
        role="img"
        aria-label="Golden Pachinko machine"
        style={{ height: 140, background: 'linear-gradient(135deg, #3b1f6e, #f2c14e)' }}
      />
    ),
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Golden Pachinko');
  },
};

export const LightTheme: Story = { globals: { theme: 'light' } };
