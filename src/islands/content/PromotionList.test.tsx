import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import { $locale } from '../../stores/locale.ts';
import type { Favorable } from '../../contracts/content.ts';
import { PromotionList } from './PromotionList.tsx';
import { setUpIslandTests } from '../shared/islandTestSetup.ts';

const testServer = setUpIslandTests(['ja-JP', 'zh-CN'] as const);

const promotions: Favorable[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  title: `优惠 ${i + 1}`,
  summary: `摘要 ${i + 1}`,
  content: `详细内容 ${i + 1}`,
  imageUrl: `/promo/${i + 1}.svg`,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: i === 0 ? null : '2026-03-31T00:00:00Z',
}));

function servePromotions(list: Favorable[] = promotions) {
  testServer().on('/v2/app/favorable/query', (request, res) => {
    const { pageNum, pageSize } = request.body as { pageNum: number; pageSize: number };
    const slice = list.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    sendJson(res, 200, { code: 200, msg: 'ok', data: { list: slice, total: list.length, pageNum, pageSize } });
  });
}

describe('PromotionList', () => {
  it('shows running promotions as cards with their period, in pages', async () => {
    servePromotions();
    $locale.set('zh-CN');
    render(<PromotionList locale="zh-CN" pageSize={6} />);
    const first = (await screen.findByRole('heading', { name: '优惠 1' })).closest('article')!;
    expect(within(first).getByText('摘要 1')).toBeTruthy();
    expect(within(first).getByText(/起进行中/)).toBeTruthy();
    const second = screen.getByRole('heading', { name: '优惠 2' }).closest('article')!;
    expect(within(second).getByText(/至/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(testServer().seen[0].headers['accept-language']).toBe('zh-CN');

    fireEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('heading', { name: '优惠 7' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says so when no promotion is running', async () => {
    servePromotions([]);
    render(<PromotionList locale="ja-JP" />);
    expect(await screen.findByText('現在開催中のキャンペーンはありません')).toBeTruthy();
  });
});
