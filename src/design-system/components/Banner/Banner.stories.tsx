import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Banner, type BannerSlide } from './Banner.tsx';

function artwork(from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slides: BannerSlide[] = [
  { image: artwork('#2a1a5e', '#f2c14e'), title: 'Welcome bonus', href: '/game/promotion' },
  { image: artwork('#0f3a5e', '#8b5cf6'), title: 'New machine: Lucky Sevens', href: '/amigo' },
  { image: artwork('#4a0f2e', '#ff8a8a'), title: 'Weekend tournament', href: '/activity' },
];

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { slides, interval: 0, locale: 'en-US' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title of the one slide drawn (by the styles, not only marked in the markup), else how many are. */
const visibleTitle = (root: HTMLElement) => {
  const drawn = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter((s) => s.checkVisibility());
  return drawn.length === 1 ? drawn[0]!.textContent : `${drawn.length} slides drawn`;
};

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Banners' })).toBeInTheDocument();
    await expect(visibleTitle(canvasElement)).toBe('Welcome bonus');
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await expect(visibleTitle(canvasElement)).toBe('New machine: Lucky Sevens');
    await expect(canvas.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous banner' }));
    await expect(visibleTitle(canvasElement)).toBe('Weekend tournament');
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 1' }));
    await expect(canvas.getByRole('link', { name: 'Welcome bonus' })).toHaveAttribute('href', '/game/promotion');
  },
};

export const Autoplay: Story = {
  args: { interval: 400 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-roledescription="carousel"]') as HTMLElement;
    // Under reduced motion (an environment setting) autoplay must be off instead.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(root).toHaveAttribute('data-autoplay', 'false');
      return;
    }
    await waitFor(() => expect(visibleTitle(canvasElement)).toBe('New machine: Lucky Sevens'), { timeout: 2000 });
  },
};

export const PausesOnHoverAndFocus: Story = {
  args: { interval: 300 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvas.getByRole('region', { name: 'Banners' });
    await userEvent.hover(root);
    await expect(root).toHaveAttribute('data-autoplay', 'false');
    const before = visibleTitle(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(visibleTitle(canvasElement)).toBe(before);
    await userEvent.unhover(root);
    await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'true'));
    canvas.getByRole('button', { name: 'Next banner' }).focus();
    await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'false'));
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next banner' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Welcome bonus' })).toBeInTheDocument();
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '次のバナー' })).toBeInTheDocument();
  },
};
