import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SKELETON_SHAPES, Skeleton, SkeletonText } from './Skeleton.tsx';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', width: 240, height: 120 },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(block.getBoundingClientRect().width).toBe(240);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton shape="circle" width={48} height={48} />
      <Skeleton shape="rect" width={160} height={90} />
      <div style={{ width: 200 }}>
        <Skeleton shape="text" />
      </div>
    </div>
  ),
};

export const TextLines: Story = {
  render: () => <SkeletonText lines={4} locale="en-US" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};
