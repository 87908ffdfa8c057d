// The console's content editor through the API: drafts in seven languages (ja-JP required), the
// schedule and the published flag honoured by the public calls at once, banner images re-encoded and
// served, every change audited with before and after, and the refusals (422, 404, 401, 403).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from '../../server/db/orm.ts';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../src/contracts/index.ts';
import { operatorRoles } from '../../src/contracts/ops-roles.ts';
import { banners, contentImages, notices, operatorAudit, promotions } from '../../server/db/schema.ts';
import { testClock } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import { bearer, operatorCredential, testOpsIdentity } from './support/operators.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const HOUR = 3_600_000;
const ja = (text: string) => ({ 'ja-JP': text });

describe.each(bothDatabases)('content editor on %s', (kind) => {
  const clock = testClock(new Date('2026-06-01T09:00:00Z'));
  let started: TestApp;
  let app: FastifyInstance;
  let editor: { token: string; name: string };

  beforeAll(async () => {
    started = await startTestApp(kind, { now: clock.now, opsIdentity: testOpsIdentity(), rateLimit: false, callRateLimits: false, seed: false } as never);
    app = started.app;
    editor = await operatorCredential(started.database.db, ['content']);
  });
  afterAll(async () => {
    await started?.close();
  });

  function ops(path: string, body: unknown, token = editor.token, key: string | null = randomUUID()) {
    return app.inject({
      method: 'POST',
      url: path,
      headers: { 'accept-language': 'en-US', ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
  }
  const publicList = async (path: string, locale = 'en-US') =>
    (await app.inject({ method: 'POST', url: path, headers: { 'accept-language': locale }, payload: { pageSize: 100 } })).json().data;
  const publicNotices = async (locale?: string) => (await publicList(calls.noticeQuery.path, locale)).list as { id: number; title: string; content: string }[];
  const auditRows = (targetId: string) =>
    started.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'content'), eq(operatorAudit.targetId, targetId)))
      .orderBy(operatorAudit.id);
  const errorOf = (res: { statusCode: number; json: () => { error?: string } }) => [res.statusCode, res.json().error];

  it('a new notice is a draft until published; the public call shows it in each language and falls back to ja-JP', async () => {
    const saved = await ops(calls.opsContentSave.path, {
      kind: 'notice',
      title: { 'ja-JP': 'メンテナンスのお知らせ', 'en-US': 'Maintenance notice', 'ko-KR': '' },
      body: { 'ja-JP': '本日22時から', 'en-US': 'From 22:00 today' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const item = saved.json().data;
    expect(item).toMatchObject({ kind: 'notice', published: false, live: false, startsAt: clock.now().toISOString(), endsAt: null });
    // An empty language is not stored: the reader gets ja-JP.
    expect(item.title).toEqual({ 'ja-JP': 'メンテナンスのお知らせ', 'en-US': 'Maintenance notice' });
    expect((await publicNotices()).map((n) => n.id)).not.toContain(item.id);

    const published = await ops(calls.opsContentPublish.path, { kind: 'notice', id: item.id, published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, live: true });
    expect((await publicNotices('en-US')).find((n) => n.id === item.id)).toMatchObject({ title: 'Maintenance notice', content: 'From 22:00 today' });
    expect((await publicNotices('ja-JP')).find((n) => n.id === item.id)).toMatchObject({ title: 'メンテナンスのお知らせ' });
    expect((await publicNotices('ko-KR')).find((n) => n.id === item.id)).toMatchObject({ title: 'メンテナンスのお知らせ', content: '本日22時から' });

    const unpublished = await ops(calls.opsContentPublish.path, { kind: 'notice', id: item.id, published: false });
    expect(unpublished.json().data).toMatchObject({ published: false, live: false });
    expect((await publicNotices()).map((n) => n.id)).not.toContain(item.id);
  });

  it('the public calls honour the schedule: nothing before the start or from the end on', async () => {
    const start = new Date(clock.now().getTime() + HOUR);
    const end = new Date(clock.now().getTime() + 3 * HOUR);
    const window = { startsAt: start.toISOString(), endsAt: end.toISOString() };
    const image = await uploadImage();
    const notice = (await ops(calls.opsContentSave.path, { kind: 'notice', title: ja('予定'), body: ja('予定の本文'), ...window })).json().data;
    const banner = (await ops(calls.opsContentSave.path, { kind: 'banner', title: ja('バナー'), imageUrl: image, linkUrl: '/amigo', ...window })).json().data;
    const promotion = (
      await ops(calls.opsContentSave.path, { kind: 'promotion', title: ja('キャンペーン'), summary: ja('概要'), body: ja('詳細'), imageUrl: image, ...window })
    ).json().data;
    for (const item of [notice, banner, promotion]) {
      expect((await ops(calls.opsContentPublish.path, { kind: item.kind, id: item.id, published: true })).statusCode).toBe(200);
    }
    const shown = async () => ({
      notice: (await publicNotices()).some((n) => n.id === notice.id),
      banner: ((await app.inject({ method: 'POST', url: calls.bannerQuery.path, payload: {} })).json().data as { id: number }[]).some((b) => b.id === banner.id),
      promotion: ((await publicList(calls.favorableQuery.path)).list as { id: number }[]).some((p) => p.id === promotion.id),
    });
    const none = { notice: false, banner: false, promotion: false };
    const all = { notice: true, banner: true, promotion: true };

    expect(await shown()).toEqual(none);
    clock.advance(HOUR);
    expect(await shown()).toEqual(all);
    clock.advance(2 * HOUR - 1);
    expect(await shown()).toEqual(all);
    clock.advance(1);
    expect(await shown()).toEqual(none);
  });

  it('a public content answer is not cached for longer than a minute', async () => {
    for (const path of [calls.noticeQuery.path, calls.bannerQuery.path, calls.favorableQuery.path]) {
      const res = await app.inject({ method: 'POST', url: path, payload: {} });
      const maxAge = /max-age=(\d+)/.exec(String(res.headers['cache-control'] ?? ''));
      expect(maxAge === null || Number(maxAge[1]) <= 60, `${path}: ${res.headers['cache-control']}`).toBe(true);
      expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    }
  });

  it('an edit replaces the texts and schedule, keeps the published state, and is audited with before and after', async () => {
    const created = (await ops(calls.opsContentSave.path, { kind: 'notice', title: ja('旧'), body: ja('旧本文') })).json().data;
    await ops(calls.opsContentPublish.path, { kind: 'notice', id: created.id, published: true });
    const edited = await ops(calls.opsContentSave.path, {
      kind: 'notice',
      id: created.id,
      title: { 'ja-JP': '新', 'en-US': 'New' },
      body: ja('新本文'),
      pinned: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: created.id, published: true, pinned: true, title: { 'ja-JP': '新', 'en-US': 'New' } });

    const rows = await auditRows(`notice:${created.id}`);
    expect(rows.map((r) => [r.action, r.operatorName, r.result])).toEqual([
      ['content.save', editor.name, 'ok'],
      ['content.publish', editor.name, 'ok'],
      ['content.save', editor.name, 'ok'],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ title: ja('旧'), published: false });
    expect(rows[1]!.before).toMatchObject({ published: false });
    expect(rows[1]!.after).toMatchObject({ published: true });
    expect(rows[2]!.before).toMatchObject({ title: ja('旧'), pinned: false });
    expect(rows[2]!.after).toMatchObject({ title: { 'ja-JP': '新', 'en-US': 'New' }, pinned: true });
  });

  it('a retried save with the same key creates nothing twice', async () => {
    const key = randomUUID();
    const body = { kind: 'notice', title: ja('一度だけ'), body: ja('本文') };
    const first = await ops(calls.opsContentSave.path, body, editor.token, key);
    const again = await ops(calls.opsContentSave.path, body, editor.token, key);
    expect(again.json().data.id).toBe(first.json().data.id);
    const stored = await started.database.db.select().from(notices).where(eq(notices.id, first.json().data.id));
    expect(stored).toHaveLength(1);
    expect(await auditRows(`notice:${first.json().data.id}`)).toHaveLength(1);
  });

  it('lists each kind with every language, newest first', async () => {
    const res = await ops(calls.opsContentList.path, { kind: 'notice', pageSize: 100 }, editor.token, null);
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBe(list.length);
    const ids = list.map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.find((item: { title: Record<string, string> }) => item.title['en-US'] === 'Maintenance notice')).toBeTruthy();
    const bannerList = (await ops(calls.opsContentList.path, { kind: 'banner' }, editor.token, null)).json().data.list;
    expect(bannerList.every((item: { kind: string }) => item.kind === 'banner')).toBe(true);
  });

  describe('banner images', () => {
    it('are re-encoded without metadata, stored once, served from the API and immutable by URL', async () => {
      const original = await sharp({ create: { width: 640, height: 240, channels: 3, background: '#c03' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-serial' } } })
        .toBuffer();
      expect(original.includes(Buffer.from('secret-camera-serial'))).toBe(true);
      const res = await ops(calls.opsContentImageUpload.path, { data: original.toString('base64') });
      expect(res.statusCode, res.body).toBe(200);
      const { imageUrl, mediaType } = res.json().data;
      expect(imageUrl).toMatch(/^\/media\/content\/[0-9a-f]{64}\.jpg$/);
      expect(mediaType).toBe('image/jpeg');

      const served = await app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.includes(Buffer.from('secret-camera-serial'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

      // The same picture again is the same row.
      const again = await ops(calls.opsContentImageUpload.path, { data: original.toString('base64') });
      expect(again.json().data.imageUrl).toBe(imageUrl);
      expect(await started.database.db.select({ sha: contentImages.sha256 }).from(contentImages).where(eq(contentImages.sha256, imageUrl.slice(15, 79)))).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: imageUrl.replace('.jpg', '.png') })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/media/content/../../etc/passwd' })).statusCode).toBe(404);
    });

    it('refuses what is not an image, and a banner naming an image never uploaded', async () => {
      const text = await ops(calls.opsContentImageUpload.path, { data: Buffer.from('<svg onload=alert(1)>').toString('base64') });
      expect(errorOf(text)).toEqual([422, 'KYC_IMAGE_UNSUPPORTED']);
      const unknown = await ops(calls.opsContentSave.path, { kind: 'banner', title: ja('バナー'), imageUrl: `/media/content/${'a'.repeat(64)}.jpg` });
      expect(errorOf(unknown)).toEqual([422, 'CONTENT_IMAGE_NOT_FOUND']);
    });
  });

  describe('bad input changes nothing', () => {
    const counts = async () => {
      const db = started.database.db;
      const [n, b, p, a] = await Promise.all([db.select().from(notices), db.select().from(banners), db.select().from(promotions), db.select().from(operatorAudit).where(eq(operatorAudit.result, 'ok'))]);
      return [n.length, b.length, p.length, a.length];
    };

    it.each([
      ['ja-JP missing', { kind: 'notice', title: { 'en-US': 'Only English' }, body: ja('本文') }],
      ['ja-JP empty', { kind: 'notice', title: { 'ja-JP': '  ', 'en-US': 'x' }, body: ja('本文') }],
      ['a control character in a title', { kind: 'notice', title: { 'ja-JP': 'ベル\u0007' }, body: ja('本文') }],
      ['a control character in another language', { kind: 'notice', title: { 'ja-JP': 'ok', 'vi-VN': 'x\u0000y' }, body: ja('本文') }],
      ['a bidi override', { kind: 'notice', title: { 'ja-JP': 'a\u202Eb' }, body: ja('本文') }],
      ['markup', { kind: 'notice', title: ja('<script>'), body: ja('本文') }],
      ['an unknown language', { kind: 'notice', title: { 'ja-JP': 'ok', 'de-DE': 'x' }, body: ja('本文') }],
      ['a notice without text', { kind: 'notice', title: ja('題') }],
      ['a banner without image', { kind: 'banner', title: ja('題') }],
      ['an end before the start', { kind: 'notice', title: ja('題'), body: ja('本文'), startsAt: '2026-06-02T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' }],
      ['a date without offset', { kind: 'notice', title: ja('題'), body: ja('本文'), startsAt: '2026-06-02T00:00:00' }],
      ['a javascript: link', { kind: 'banner', title: ja('題'), imageUrl: '/a.png', linkUrl: 'javascript:alert(1)' }],
      ['an unknown kind', { kind: 'popup', title: ja('題'), body: ja('本文') }],
    ])('%s → 400 naming the field', async (_label, body) => {
      const before = await counts();
      const res = await ops(calls.opsContentSave.path, body);
      // The contract refuses it (400, as every body the contracts refuse; docs/ARCHITECTURE.md).
      expect(errorOf(res), res.body).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.json().issues.length).toBeGreaterThan(0);
      expect(await counts()).toEqual(before);
    });

    it('an end at or before a kept start → 422 (a rule on the stored item)', async () => {
      const created = (await ops(calls.opsContentSave.path, { kind: 'notice', title: ja('題'), body: ja('本文'), startsAt: '2026-07-01T00:00:00Z' })).json().data;
      const before = await counts();
      const res = await ops(calls.opsContentSave.path, { kind: 'notice', id: created.id, title: ja('題'), body: ja('本文'), endsAt: '2026-06-30T00:00:00Z' });
      expect(errorOf(res), res.body).toEqual([422, 'VALIDATION_FAILED']);
      expect(await counts()).toEqual(before);
    });

    it('an unknown id → 404 for save and publish', async () => {
      const before = await counts();
      expect(errorOf(await ops(calls.opsContentSave.path, { kind: 'promotion', id: 999_999, title: ja('題'), summary: ja('概要'), body: ja('本文'), imageUrl: '/a.png' }))).toEqual([404, 'CONTENT_NOT_FOUND']);
      expect(errorOf(await ops(calls.opsContentPublish.path, { kind: 'banner', id: 999_999, published: true }))).toEqual([404, 'CONTENT_NOT_FOUND']);
      expect(await counts()).toEqual(before);
    });

    it('no credential → 401; an operator without the content role → 403, recorded as denied', async () => {
      const anonymous = await app.inject({ method: 'POST', url: calls.opsContentSave.path, headers: { 'idempotency-key': randomUUID() }, payload: { kind: 'notice', title: ja('題'), body: ja('本文') } });
      expect(anonymous.statusCode).toBe(401);
      const others = await operatorCredential(started.database.db, operatorRoles.filter((role) => role !== 'content'));
      const before = await counts();
      for (const path of [calls.opsContentList.path, calls.opsContentSave.path, calls.opsContentPublish.path, calls.opsContentImageUpload.path]) {
        const res = await ops(path, { kind: 'notice', id: 1, published: true }, others.token);
        expect(errorOf(res), path).toEqual([403, 'OPS_ROLE_REQUIRED']);
      }
      expect(await counts()).toEqual(before);
      const denied = await started.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.operatorName, others.name), eq(operatorAudit.result, 'denied')))
        .orderBy(desc(operatorAudit.id));
      expect(denied.map((row) => row.action).sort()).toEqual(['content.image.upload', 'content.list', 'content.publish', 'content.save']);
    });
  });

  async function uploadImage(): Promise<string> {
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#08f' } }).png().toBuffer();
    const res = await ops(calls.opsContentImageUpload.path, { data: png.toString('base64') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.imageUrl;
  }
});
