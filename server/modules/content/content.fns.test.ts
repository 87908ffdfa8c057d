import { describe, expect, it } from 'vitest';
import { isRunning, pageOffset, pickList, pickText, toFavorable, toGame, toPage } from './content.fns.ts';

describe('pickText', () => {
  it('answers in the requested language', () => {
    expect(pickText({ 'ja-JP': '日本語', 'en-US': 'English' }, 'en-US')).toBe('English');
  });
  it('falls back to ja-JP when the language is missing', () => {
    expect(pickText({ 'ja-JP': '日本語', 'en-US': 'English' }, 'vi-VN')).toBe('日本語');
  });
  it('uses any text there is when even ja-JP is missing', () => {
    expect(pickText({ 'en-US': 'English' }, 'ko-KR')).toBe('English');
    expect(pickText({}, 'ko-KR')).toBe('');
  });
});

describe('pickList', () => {
  it('falls back to the ja-JP list', () => {
    expect(pickList({ 'ja-JP': ['スロット'] }, 'zh-CN')).toEqual(['スロット']);
    expect(pickList({ 'ja-JP': ['スロット'], 'zh-CN': ['老虎机'] }, 'zh-CN')).toEqual(['老虎机']);
  });
});

describe('paging', () => {
  it('computes the offset of a page counted from 1', () => {
    expect(pageOffset({ pageNum: 1, pageSize: 10 })).toBe(0);
    expect(pageOffset({ pageNum: 3, pageSize: 4 })).toBe(8);
  });
  it('wraps a list with its total and paging', () => {
    expect(toPage(['a'], 5, { pageNum: 2, pageSize: 1 })).toEqual({ list: ['a'], total: 5, pageNum: 2, pageSize: 1 });
  });
});

describe('isRunning', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('includes the start instant and excludes the end instant', () => {
    expect(isRunning({ startsAt: now, endsAt: new Date('2026-06-01T00:00:00Z') }, now)).toBe(true);
    expect(isRunning({ startsAt: new Date('2026-04-01T00:00:00Z'), endsAt: now }, now)).toBe(false);
  });
  it('treats an open end as running and a future start as not yet', () => {
    expect(isRunning({ startsAt: new Date('2020-01-01T00:00:00Z'), endsAt: null }, now)).toBe(true);
    expect(isRunning({ startsAt: new Date('2026-05-02T00:00:00Z'), endsAt: null }, now)).toBe(false);
  });
});

describe('row mapping', () => {
  it('maps a game row to the contract shape in the language asked', () => {
    const game = toGame(
      {
        id: 7,
        machineId: 'slot-classic-777',
        name: { 'ja-JP': 'クラシック777', 'ko-KR': '클래식 777' },
        kind: 'slot',
        thumbnail: '/games/slot-classic-777.svg',
        tags: { 'ja-JP': ['スロット'], 'ko-KR': ['슬롯'] },
        releasedAt: new Date('2025-06-01T00:00:00Z'),
      },
      'ko-KR',
    );
    expect(game).toEqual({
      id: 7,
      machineId: 'slot-classic-777',
      name: '클래식 777',
      kind: 'slot',
      thumbnail: '/games/slot-classic-777.svg',
      tags: ['슬롯'],
      releasedAt: '2025-06-01T00:00:00.000Z',
    });
  });
  it('keeps an open-ended promotion as null', () => {
    const text = { 'ja-JP': 'x' };
    const promo = toFavorable(
      { id: 1, title: text, summary: text, content: text, imageUrl: '/p.svg', startsAt: new Date(0), endsAt: null },
      'en-US',
    );
    expect(promo.endsAt).toBeNull();
    expect(promo.startsAt).toBe('1970-01-01T00:00:00.000Z');
  });
});
