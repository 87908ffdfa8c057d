import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { successEnvelope } from '../../src/contracts/envelope.ts';
import { gameRounds, notices } from '../../server/db/schema.ts';
import { seedCountries, seedGames, seedNotices } from '../../server/db/seed-data.ts';
import { databases } from './support/databases.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

describe.each(databases)('content calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { demoAccounts: true }); // the demo team's rounds rank the machines
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every content call answers the success envelope of its contract', async () => {
    const contentCalls = Object.values(calls).filter((c) => c.auth === 'none' && (c.tag === 'content' || c.tag === 'games'));
    expect(contentCalls).toHaveLength(7);
    for (const contract of contentCalls) {
      const res = await post(t.app, contract.path, {});
      expect(res.statusCode, contract.path).toBe(200);
      const parsed = successEnvelope(contract.response).safeParse(res.json());
      expect(parsed.success, `${contract.path}: ${parsed.error?.message}`).toBe(true);
    }
  });

  describe('notice/query', () => {
    it('lists pinned notices first, then newest first', async () => {
      const res = await post(t.app, calls.noticeQuery.path, { pageSize: 100 });
      const { list, total } = res.json().data;
      expect(total).toBe(seedNotices.length);
      const firstUnpinned = list.findIndex((n: { pinned: boolean }) => !n.pinned);
      expect(firstUnpinned).toBeGreaterThan(0);
      expect(list.slice(firstUnpinned).every((n: { pinned: boolean }) => !n.pinned)).toBe(true);
      for (const group of [list.slice(0, firstUnpinned), list.slice(firstUnpinned)]) {
        const dates = group.map((n: { publishedAt: string }) => n.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
      }
    });

    it('pages through the list without overlap', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((pageNum) => post(t.app, calls.noticeQuery.path, { pageNum, pageSize: 3 })),
      );
      const bodies = pages.map((p) => p.json().data);
      expect(bodies.map((b) => b.list.length)).toEqual([3, 3, seedNotices.length - 6]);
      expect(bodies[2]).toMatchObject({ pageNum: 3, pageSize: 3, total: seedNotices.length });
      const ids = bodies.flatMap((b) => b.list.map((n: { id: number }) => n.id));
      expect(new Set(ids).size).toBe(ids.length);
      const beyond = await post(t.app, calls.noticeQuery.path, { pageNum: 9, pageSize: 3 });
      expect(beyond.json().data.list).toEqual([]);
    });

    it('answers in the language of Accept-Language', async () => {
      const titles = async (locale: string) =>
        (await post(t.app, calls.noticeQuery.path, { pageSize: 100 }, locale)).json().data.list.map(
          (n: { title: string }) => n.title,
        );
      expect(await titles('en-US')).toContain('Game Hall is now open');
      expect(await titles('ko-KR')).toContain('Game Hall 그랜드 오픈 안내');
      expect(await titles('zh-TW,zh;q=0.9')).toContain('Game Hall 正式開幕');
      expect(await titles('fr-FR')).toContain('Game Hall グランドオープンのお知らせ');
    });

    it('falls back to ja-JP text when a notice lacks the language, and hides future notices', async () => {
      const [row] = await t.database.db
        .insert(notices)
        .values({
          title: { 'ja-JP': '日本語だけのお知らせ', 'en-US': 'English only too' },
          content: { 'ja-JP': '本文' },
          pinned: true,
          publishedAt: new Date(Date.now() - 1000),
        })
        .returning();
      await t.database.db.insert(notices).values({
        title: { 'ja-JP': '未来のお知らせ' },
        content: { 'ja-JP': '本文' },
        publishedAt: new Date(Date.now() + 86_400_000),
      });
      const res = await post(t.app, calls.noticeQuery.path, { pageSize: 100 }, 'vi-VN');
      const { list, total } = res.json().data;
      expect(total).toBe(seedNotices.length + 1);
      expect(list[0]).toMatchObject({ id: row.id, title: '日本語だけのお知らせ', content: '本文', pinned: true });
      expect(list.some((n: { title: string }) => n.title === '未来のお知らせ')).toBe(false);
    });
  });

  it('banner/query lists active banners in sort order', async () => {
    const res = await post(t.app, calls.bannerQuery.path, undefined, 'en-US');
    const list = res.json().data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const sorts = list.map((b: { sort: number }) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(list[0]).toMatchObject({ title: 'Welcome bonus for new members', linkUrl: '/game/promotion' });
  });

  it('favorable/query lists only promotions running now', async () => {
    const res = await post(t.app, calls.favorableQuery.path, {}, 'en-US');
    const { list, total } = res.json().data;
    const now = Date.now();
    expect(total).toBe(3);
    for (const promo of list) {
      expect(Date.parse(promo.startsAt)).toBeLessThanOrEqual(now);
      if (promo.endsAt !== null) expect(Date.parse(promo.endsAt)).toBeGreaterThan(now);
    }
    const titles = list.map((p: { title: string }) => p.title);
    expect(titles).not.toContain('New Year special (ended)');
    expect(titles).not.toContain('Summer festival');
    expect(titles).toContain('Welcome bonus');
  });

  it('country lists countries with dialling codes and flags, names localized', async () => {
    const ja = (await post(t.app, calls.countryQuery.path)).json().data;
    const zh = (await post(t.app, calls.countryQuery.path, {}, 'zh-CN')).json().data;
    expect(ja).toHaveLength(seedCountries.length);
    expect(ja[0]).toEqual({ code: 'JP', name: '日本', dialCode: '+81', flag: '🇯🇵' });
    expect(zh.find((c: { code: string }) => c.code === 'US')).toMatchObject({ name: '美国', dialCode: '+1' });
    for (const country of ja) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });

  describe('games', () => {
    it('game/query/pop/new lists every machine, most played in the last week first, then in catalogue order', async () => {
      const { list, total } = (await post(t.app, calls.gamePopular.path, { pageSize: 100 })).json().data;
      expect(total).toBe(seedGames.length);
      // The demo team's rounds (seeded over the last two weeks), counted here from the rows.
      const weekAgo = Date.now() - 7 * 24 * 3_600_000;
      const rounds = (await t.database.db.select().from(gameRounds)).filter((r) => r.createdAt.getTime() >= weekAgo);
      expect(rounds.length).toBeGreaterThan(0);
      const played = (machineId: string) => rounds.filter((r) => r.machineId === machineId).length;
      const expected = seedGames.map((g, i) => ({ id: g.machineId, n: played(g.machineId), i })).sort((a, b) => b.n - a.n || a.i - b.i);
      expect(list.map((g: { machineId: string }) => g.machineId)).toEqual(expected.map((g) => g.id));
    });

    it('game/query/latest/new orders by release date and filters by kind', async () => {
      const res = await post(t.app, calls.gameLatest.path, { kind: 'pachinko', pageSize: 2 }, 'en-US');
      const { list, total } = res.json().data;
      expect(total).toBe(seedGames.filter((g) => g.kind === 'pachinko').length);
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({
        machineId: 'pachinko-fuji-rush',
        name: 'Fuji Rush',
        kind: 'pachinko',
        thumbnail: '/games/pachinko-fuji-rush.svg',
        tags: ['Pachinko', 'New'],
      });
      expect(Date.parse(list[0].releasedAt)).toBeGreaterThan(Date.parse(list[1].releasedAt));
      const slots = (await post(t.app, calls.gameLatest.path, { kind: 'slot', pageSize: 100 })).json().data;
      expect(slots.list.every((g: { kind: string }) => g.kind === 'slot')).toBe(true);
      expect(slots.total).toBe(3);
    });
  });

  it('the database refuses rows that break its rules', async () => {
    const { games } = await import('../../server/db/schema.ts');
    const base = {
      name: { 'ja-JP': 'x' },
      tags: { 'ja-JP': [] },
      thumbnail: '/games/x.svg',
      releasedAt: new Date(),
    };
    await expect(
      t.database.db.insert(games).values({ ...base, machineId: 'lucky-sevens', kind: 'slot' }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(games).values({ ...base, machineId: 'dice-1', kind: 'dice' as 'slot' }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(games).values({ ...base, machineId: 'slot-y', kind: 'slot', name: { 'en-US': 'no ja' } }),
    ).rejects.toThrow();
  });
});
