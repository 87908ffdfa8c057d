import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import type { Notice } from '../../contracts/content.ts';
import { NoticeList } from './NoticeList.tsx';
import { setUpIslandTests } from '../shared/islandTestSetup.ts';

const testServer = setUpIslandTests(['ja-JP', 'en-US'] as const);

/** 23 notices, the first one pinned; the server pages them like the real one. */
const all: Notice[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `Body of notice ${i + 1}`,
  pinned: i === 0,
  publishedAt: new Date(Date.UTC(2026, 0, 23 - i)).toISOString(),
}));

function serveNotices(list: Notice[] = all) {
  testServer().on('/v2/app/notice/query', (request, res) => {
    const { pageNum, pageSize } = request.body as { pageNum: number; pageSize: number };
    const slice = list.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    sendJson(res, 200, { code: 200, msg: 'ok', data: { list: slice, total: list.length, pageNum, pageSize } });
  });
}

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('NoticeList', () => {
  it('shows the first page with the pinned mark and dates, then pages on', async () => {
    serveNotices();
    render(<NoticeList locale="en-US" pageSize={10} />);
    expect(await screen.findByRole('heading', { name: /Notice 1$/ })).toBeTruthy();
    expect(titles()).toHaveLength(10);
    expect(within(screen.getByRole('heading', { name: /Notice 1$/ })).getByText('Important')).toBeTruthy();
    expect(screen.getByText('Posted Jan 23, 2026')).toBeTruthy();

    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('button', { name: /3/ })).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: /3/ }));
    expect(await screen.findByRole('heading', { name: 'Notice 21' })).toBeTruthy();
    expect(titles()).toEqual(['Notice 21', 'Notice 22', 'Notice 23']);
    expect(testServer().seen.map((r) => r.body)).toEqual([
      { pageNum: 1, pageSize: 10 },
      { pageNum: 3, pageSize: 10 },
    ]);
  });

  it('has no pagination when everything fits on one page', async () => {
    serveNotices(all.slice(0, 4));
    render(<NoticeList locale="ja-JP" />);
    await screen.findByRole('heading', { name: 'Notice 4' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when there are no notices', async () => {
    serveNotices([]);
    render(<NoticeList locale="ja-JP" />);
    expect(await screen.findByText('現在お知らせはありません')).toBeTruthy();
  });

  it('offers to try again after a failure', async () => {
    testServer().on('/v2/app/notice/query', (_, res) => void res.socket?.destroy());
    render(<NoticeList locale="ja-JP" />);
    expect(await screen.findByText('読み込めませんでした。')).toBeTruthy();
    serveNotices();
    fireEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
    expect(await screen.findByRole('heading', { name: 'Notice 2' })).toBeTruthy();
  });
});
