import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

function PaginationDemo(props: PaginationProps) {
  const [pageNum, setPageNum] = useState(props.pageNum);
  return (
    <Pagination
      {...props}
      pageNum={pageNum}
      onChange={(next) => {
        setPageNum(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { pageNum: 1, pageSize: 10, total: 200, onChange: fn(), locale: 'en-US' },
  render: (args) => <PaginationDemo {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const MiddlePage: Story = {
  args: { pageNum: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Page 5' })).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { total: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP', pageNum: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '2 ページ' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LightTheme: Story = { args: { pageNum: 5 }, globals: { theme: 'light' } };
