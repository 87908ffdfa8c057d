import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { $locale } from '../../stores/locale.ts';
import { $toasts } from '../../stores/toasts.ts';
import type { Game } from '../../contracts/content.ts';
import { HomeFeed, TICKER_INTERVAL_MS, bannerHref } from './HomeFeed.tsx';
import { setUpIslandTests } from '../shared/islandTestSetup.ts';
import { machineIdsShown } from '../games/machineIdsShown.ts';

const testServer = setUpIslandTests(['ja-JP', 'en-US', 'ko-KR'] as const);

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 8 });

function game(id: number, name: string, kind: Game['kind']): Game {
  return { id, machineId: `M-${id}`, name, kind, thumbnail: `/games/${id}.svg`, tags: [], releasedAt: '2026-01-01T00:00:00Z' };
}

function serveHome({ popular = [] as Game[], latest = [] as Game[] } = {}) {
  testServer().on('/v2/app/banner/query', (_, res) =>
    sendJson(res, 200, ok([{ id: 1, title: '新春キャンペーン', imageUrl: '/b/1.svg', linkUrl: '/game/promotion', sort: 1 }])),
  );
  testServer().on('/v2/app/notice/query', (_, res) =>
    sendJson(res, 200, page([{ id: 3, title: 'メンテナンスのお知らせ', content: '…', pinned: true, publishedAt: '2026-01-02T00:00:00Z' }])),
  );
  testServer().on('/v2/app/game/query/pop/new', (_, res) => sendJson(res, 200, page(popular)));
  testServer().on('/v2/app/game/query/latest/new', (_, res) => sendJson(res, 200, page(latest)));
}

describe('HomeFeed', () => {
  it('shows popular and latest games as cards with kind and a localized Play link to the hall', async () => {
    serveHome({ popular: [game(1, 'Lucky Seven', 'slot'), game(2, 'Dragon Ball Rush', 'pachinko')], latest: [game(9, 'Neon Reels', 'slot')] });
    $locale.set('en-US');
    render(<HomeFeed locale="en-US" />);

    const popular = await screen.findByRole('region', { name: 'Popular games' });
    const cards = await within(popular).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Lucky Seven' })).toBeTruthy();
    expect(within(cards[0]).getByText('Slot')).toBeTruthy();
    expect(within(cards[1]).getByText('Pachinko')).toBeTruthy();
    const play = within(cards[0]).getByRole('link', { name: 'Play Lucky Seven' });
    // Play opens that machine through the springboard (the hall's own Play does the same).
    expect(play.getAttribute('href')).toBe('/en-US/amigo-springboard?machine=M-1');

    const latest = screen.getByRole('region', { name: 'New games' });
    expect(await within(latest).findByRole('heading', { name: 'Neon Reels' })).toBeTruthy();
  });

  it('names the games on their cards, never by their machine ids', async () => {
    const sakura = { ...game(4, 'Sakura Ama-Digi', 'pachinko'), machineId: 'pachinko-sakura-ama' };
    serveHome({ popular: [sakura], latest: [{ ...game(5, 'Coral Reef', 'slot'), machineId: 'coral-reef' }] });
    $locale.set('en-US');
    render(<HomeFeed locale="en-US" />);
    const popular = await screen.findByRole('region', { name: 'Popular games' });
    expect(await within(popular).findByRole('heading', { name: 'Sakura Ama-Digi' })).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'New games' })).findByRole('heading', { name: 'Coral Reef' })).toBeTruthy();
    expect(machineIdsShown(document.body)).toEqual([]);
  });

  it('asks for 8 games of each list, in the page language', async () => {
    serveHome();
    $locale.set('ko-KR');
    render(<HomeFeed locale="ko-KR" />);
    await screen.findAllByText('아직 표시할 게임이 없습니다');
    const pop = testServer().seen.find((r) => r.path === '/v2/app/game/query/pop/new');
    const latest = testServer().seen.find((r) => r.path === '/v2/app/game/query/latest/new');
    expect(pop?.body).toEqual({ pageNum: 1, pageSize: 8 });
    expect(latest?.body).toEqual({ pageNum: 1, pageSize: 8 });
    expect(pop?.headers['accept-language']).toBe('ko-KR');
  });

  it('shows an empty state for an empty list', async () => {
    serveHome({ popular: [game(1, 'Lucky Seven', 'slot')], latest: [] });
    render(<HomeFeed locale="ja-JP" />);
    const latest = await screen.findByRole('region', { name: '新着ゲーム' });
    expect(await within(latest).findByText('表示できるゲームはまだありません')).toBeTruthy();
  });

  it('links the ticker to the notices page and shows the banner', async () => {
    serveHome();
    render(<HomeFeed locale="ja-JP" />);
    const ticker = await screen.findByRole('region', { name: /お知らせ/ });
    const notice = await within(ticker).findByRole('link', { name: /メンテナンスのお知らせ/ });
    expect(notice.getAttribute('href')).toBe('/game/notice');
    const banners = await screen.findByRole('region', { name: 'ホームのバナー' });
    expect(within(banners).getByRole('link', { name: '新春キャンペーン' }).getAttribute('href')).toBe('/game/promotion');
  });

  it('shows skeletons while loading', async () => {
    serveHome();
    let answer!: () => void;
    testServer().on('/v2/app/game/query/pop/new', (_, res) => {
      answer = () => sendJson(res, 200, page([game(5, 'Golden Koi', 'slot')]));
    });
    render(<HomeFeed locale="ja-JP" />);
    const popular = await screen.findByRole('region', { name: '人気のゲーム' });
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(within(popular).getByRole('status', { name: '読み込み中…' })).toBeTruthy();
    answer();
    expect(await within(popular).findByRole('heading', { name: 'Golden Koi' })).toBeTruthy();
    expect(within(popular).queryByRole('status')).toBeNull();
  });

  it('keeps the banner the page drew before hydration until its own carousel is there, then hides it', async () => {
    serveHome();
    let answer!: () => void;
    testServer().on('/v2/app/banner/query', (_, res) => {
      answer = () => sendJson(res, 200, ok([{ id: 1, title: '新春キャンペーン', imageUrl: '/b/1.svg', linkUrl: null, sort: 1 }]));
    });
    const drawn = document.createElement('section');
    drawn.setAttribute('data-home-banner', '');
    document.body.append(drawn);
    try {
      render(<HomeFeed locale="ja-JP" />);
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      expect(drawn.hidden).toBe(false);
      answer();
      const banners = await screen.findByRole('region', { name: 'ホームのバナー' });
      expect(within(banners).getByRole('link', { name: '新春キャンペーン' })).toBeTruthy();
      expect(drawn.hidden).toBe(true);
    } finally {
      drawn.remove();
    }
  });

  it('opens banners in the page language and leaves outside links alone', () => {
    expect(bannerHref('/game/promotion', 'vi-VN')).toBe('/vi-VN/game/promotion');
    expect(bannerHref('https://example.org/x', 'vi-VN')).toBe('https://example.org/x');
  });

  it('says when a list could not be loaded and loads it again on request', async () => {
    serveHome();
    let fail = true;
    testServer().on('/v2/app/game/query/latest/new', (_, res) =>
      fail
        ? sendJson(res, 500, { code: 500, msg: 'サーバーエラー', data: null, error: 'INTERNAL', reqId: 'r1' })
        : sendJson(res, 200, page([game(7, 'Sakura Pachi', 'pachinko')])),
    );
    render(<HomeFeed locale="ja-JP" />);
    const latest = await screen.findByRole('region', { name: '新着ゲーム' });
    expect(await within(latest).findByText('読み込めませんでした。')).toBeTruthy();
    expect($toasts.get().map((t) => t.message)).toContain('サーバーエラー');
    fail = false;
    fireEvent.click(within(latest).getByRole('button', { name: 'もう一度読み込む' }));
    expect(await within(latest).findByRole('heading', { name: 'Sakura Pachi' })).toBeTruthy();
    expect(within(latest).getByText('パチンコ')).toBeTruthy();
  });

  it('turns the ticker to the next notice every 5 seconds, and not while hovered', async () => {
    serveHome();
    const notice = (id: number, title: string) => ({ id, title, content: '…', pinned: false, publishedAt: '2026-01-02T00:00:00Z' });
    testServer().on('/v2/app/notice/query', (_, res) => sendJson(res, 200, page([notice(1, '一件目'), notice(2, '二件目')])));
    // Only the ticker's interval runs on test time; the network keeps real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      render(<HomeFeed locale="ja-JP" />);
      const ticker = await screen.findByRole('region', { name: /お知らせ/ });
      await within(ticker).findByRole('link', { name: '一件目' });
      act(() => void vi.advanceTimersByTime(TICKER_INTERVAL_MS));
      expect(within(ticker).getByRole('link', { name: '二件目' })).toBeTruthy();
      fireEvent.mouseEnter(ticker);
      act(() => void vi.advanceTimersByTime(TICKER_INTERVAL_MS * 3));
      expect(within(ticker).getByRole('link', { name: '二件目' })).toBeTruthy();
      fireEvent.mouseLeave(ticker);
      act(() => void vi.advanceTimersByTime(TICKER_INTERVAL_MS));
      expect(within(ticker).getByRole('link', { name: '一件目' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
