import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../private/storyViewports.ts';
import { ImageViewer, type ViewerImage } from './ImageViewer.tsx';

/** A drawn stand-in for a photographed document, as a data URL (the pages' policy allows data: images). */
function documentImage(title: string, tint: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">` +
    `<rect width="800" height="500" rx="28" fill="${tint}"/><rect x="40" y="110" width="220" height="280" rx="12" fill="#cbd5e1"/>` +
    `<text x="300" y="90" font-size="44" font-family="sans-serif" fill="#0f172a">${title}</text>` +
    `<text x="300" y="180" font-size="30" font-family="sans-serif" fill="#334155">YAMADA TARO</text>` +
    `<text x="300" y="240" font-size="30" font-family="monospace" fill="#334155">No. 1234 5678 9012</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images: ViewerImage[] = [
  { src: documentImage('ID card (front)', '#e0f2fe'), alt: 'ID card, front side', label: 'Front' },
  { src: documentImage('ID card (back)', '#fef3c7'), alt: 'ID card, back side', label: 'Back' },
  { src: documentImage('Selfie with card', '#dcfce7'), alt: 'Player holding the ID card', label: 'Selfie' },
];

const meta = {
  title: 'Console/ImageViewer',
  component: ImageViewer,
  args: { images, locale: 'en-US' },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const figureOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('figure', { name });
const frameOf = (figure: HTMLElement) => within(figure).getByRole('group', { name: within(figure).getByText(/^(Front|Back|Selfie|表面)$/).textContent! });
const transformOf = (figure: HTMLElement) => within(figure).getByRole('img').style.transform;

export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Document images' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    // Side by side on a desktop: the three frames share one row.
    const tops = canvas.getAllByRole('figure').map((figure) => Math.round(figure.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    const front = figureOf(canvasElement, 'Front');
    await expect(within(front).getByRole('status')).toHaveTextContent('Front: 100%');
    await expect(within(front).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  },
};

export const ZoomWithButtons: Story = {
  play: async ({ canvasElement }) => {
    const front = figureOf(canvasElement, 'Front');
    await userEvent.click(within(front).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(front).getByRole('button', { name: 'Zoom in' }));
    await expect(within(front).getByRole('status')).toHaveTextContent('Front: 156%');
    await expect(transformOf(front)).toContain('scale(1.5625)');
    // Each image zooms on its own.
    await expect(within(figureOf(canvasElement, 'Back')).getByRole('status')).toHaveTextContent('Back: 100%');
    await userEvent.click(within(front).getByRole('button', { name: 'Zoom out' }));
    await expect(within(front).getByRole('status')).toHaveTextContent('Front: 125%');
    await userEvent.click(within(front).getByRole('button', { name: 'Reset zoom' }));
    await expect(within(front).getByRole('status')).toHaveTextContent('Front: 100%');
    await expect(within(front).getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
  },
};

export const ZoomAndMoveWithKeys: Story = {
  play: async ({ canvasElement }) => {
    const back = figureOf(canvasElement, 'Back');
    frameOf(back).focus();
    await userEvent.keyboard('+');
    await userEvent.keyboard('+');
    await userEvent.keyboard('+');
    await expect(within(back).getByRole('status')).toHaveTextContent('Back: 195%');
    const before = transformOf(back);
    await userEvent.keyboard('{ArrowRight}');
    await expect(transformOf(back)).not.toBe(before);
    await expect(transformOf(back)).toMatch(/translate\(-\d/);
    await userEvent.keyboard('-');
    await expect(within(back).getByRole('status')).toHaveTextContent('Back: 156%');
    await userEvent.keyboard('0');
    await expect(within(back).getByRole('status')).toHaveTextContent('Back: 100%');
    await expect(transformOf(back)).toBe('translate(0px, 0px) scale(1)');
  },
};

export const ZoomWithTheWheel: Story = {
  play: async ({ canvasElement }) => {
    const selfie = figureOf(canvasElement, 'Selfie');
    const frame = frameOf(selfie);
    const rect = frame.getBoundingClientRect();
    // Wheel up at the frame's top-left quarter: zoomed in around that point, and the page did not scroll.
    const wheel = new WheelEvent('wheel', { deltaY: -100, clientX: rect.left + rect.width / 4, clientY: rect.top + rect.height / 4, bubbles: true, cancelable: true });
    frame.dispatchEvent(wheel);
    await expect(wheel.defaultPrevented).toBe(true);
    await expect(await within(selfie).findByText('Selfie: 125%')).toBeInTheDocument();
    await expect(transformOf(selfie)).toMatch(/translate\(\d[\d.]*px, \d[\d.]*px\) scale\(1\.25\)/);
    frame.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    await expect(await within(selfie).findByText('Selfie: 100%')).toBeInTheDocument();
  },
};

export const PinchToZoom: Story = {
  play: async ({ canvasElement }) => {
    const front = figureOf(canvasElement, 'Front');
    const frame = frameOf(front);
    const rect = frame.getBoundingClientRect();
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const pointer = (type: string, pointerId: number, x: number) =>
      frame.dispatchEvent(new PointerEvent(type, { pointerId, clientX: x, clientY: cy, bubbles: true, pointerType: 'touch', isPrimary: pointerId === 1 }));
    // Two fingers 40 px apart move to 100 px apart: 2.5 times the zoom.
    pointer('pointerdown', 1, cx - 20);
    pointer('pointerdown', 2, cx + 20);
    pointer('pointermove', 1, cx - 50);
    pointer('pointermove', 2, cx + 50);
    pointer('pointerup', 1, cx - 50);
    pointer('pointerup', 2, cx + 50);
    await expect(await within(front).findByText('Front: 250%')).toBeInTheDocument();
    // One finger drags the zoomed image by as far as it moved.
    const shiftX = () => Number(/translate\((-?[\d.]+)px/.exec(transformOf(front))![1]);
    const before = shiftX();
    pointer('pointerdown', 3, cx);
    pointer('pointermove', 3, cx - 30);
    pointer('pointerup', 3, cx - 30);
    await waitFor(() => expect(shiftX()).toBeCloseTo(before - 30));
    await expect(transformOf(front)).toContain('scale(2.5)');
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', images: images.slice(0, 1).map((image) => ({ ...image, label: '表面' })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '書類の画像' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('表面：100%');
    await expect(canvas.getByRole('button', { name: '拡大' })).toBeInTheDocument();
  },
};

/** On a phone the images stack, each as wide as the screen allows. */
export const OnPhone: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('figure').map((figure) => Math.round(figure.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
