import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $contentAction,
  $contentList,
  $editor,
  draftRequest,
  editItem,
  fromLocalInput,
  loadContent,
  newDraft,
  resetOpsContent,
  saveDraft,
  selectKind,
  setPublished,
  toLocalInput,
  updateEditor,
  uploadImage,
} from './opsContent.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const bodiesOf = (path: string) => server().seen.filter((r) => r.path === path).map((r) => r.body);
const keysOf = (path: string) => server().seen.filter((r) => r.path === path).map((r) => r.headers['idempotency-key']);
const notice = (over: Record<string, unknown> = {}) => ({
  kind: 'notice',
  id: 7,
  title: { 'ja-JP': 'お知らせ', 'en-US': 'Notice' },
  body: { 'ja-JP': '本文' },
  summary: null,
  imageUrl: null,
  linkUrl: null,
  pinned: false,
  sort: 0,
  published: false,
  startsAt: '2026-06-01T09:00:00.000Z',
  endsAt: null,
  live: false,
  ...over,
});
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 50 });

afterEach(() => resetOpsContent());

describe('content editor store', () => {
  it('lists the chosen kind', async () => {
    server().on('/v2/ops/content/list', (_, res) => sendJson(res, 200, ok(page([notice()]))));
    await loadContent();
    await selectKind('banner');
    expect(bodiesOf('/v2/ops/content/list')).toEqual([
      { kind: 'notice', pageNum: 1, pageSize: 50 },
      { kind: 'banner', pageNum: 1, pageSize: 50 },
    ]);
    expect($contentList.get()).toMatchObject({ status: 'ready', data: { total: 1 } });
  });

  it('a draft sends only its kind’s fields and the languages written, dates as instants', () => {
    newDraft();
    updateEditor({ texts: { title: { 'ja-JP': '題', 'en-US': ' ', 'ko-KR': '' }, body: { 'ja-JP': '本文' }, summary: { 'ja-JP': 'x' } }, startsAt: '2026-06-01T18:00' });
    expect(draftRequest($editor.get()!)).toEqual({
      kind: 'notice',
      title: { 'ja-JP': '題' },
      body: { 'ja-JP': '本文' },
      pinned: false,
      startsAt: new Date('2026-06-01T18:00').toISOString(),
      endsAt: null,
    });
    expect(fromLocalInput(toLocalInput('2026-06-01T09:00:00.000Z'))).toBe('2026-06-01T09:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
  });

  it('sends nothing while ja-JP is missing', async () => {
    newDraft();
    updateEditor({ texts: { title: { 'en-US': 'Only English' }, body: { 'en-US': 'x' }, summary: {} } });
    await expect(saveDraft()).resolves.toBe(false);
    expect(bodiesOf('/v2/ops/content/save')).toEqual([]);
  });

  it('saves with a key per attempt, then edits the saved item and reads the list again', async () => {
    server().on('/v2/ops/content/save', (_, res) => sendJson(res, 200, ok(notice())));
    server().on('/v2/ops/content/list', (_, res) => sendJson(res, 200, ok(page([notice()]))));
    await loadContent();
    newDraft();
    updateEditor({ texts: { title: { 'ja-JP': 'お知らせ', 'en-US': 'Notice' }, body: { 'ja-JP': '本文' }, summary: {} } });
    await expect(saveDraft()).resolves.toBe(true);
    expect($editor.get()).toMatchObject({ id: 7 });
    expect($contentAction.get()).toEqual({ busy: null, error: null, saved: true });
    await saveDraft();
    const keys = keysOf('/v2/ops/content/save');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
    expect(bodiesOf('/v2/ops/content/save')[1]).toMatchObject({ id: 7 });
    expect(bodiesOf('/v2/ops/content/list').length).toBeGreaterThanOrEqual(2);
  });

  it('publishes and shows the server’s refusal in its words', async () => {
    server().on('/v2/ops/content/publish', (req, res) =>
      (req.body as { id: number }).id === 7 ? sendJson(res, 200, ok(notice({ published: true, live: true }))) : sendJson(res, 404, refused(404, 'CONTENT_NOT_FOUND', 'Not found here')),
    );
    server().on('/v2/ops/content/list', (_, res) => sendJson(res, 200, ok(page([]))));
    editItem(notice() as never);
    await expect(setPublished({ kind: 'notice', id: 7 }, true)).resolves.toBe(true);
    expect($editor.get()).toMatchObject({ id: 7 });
    expect(bodiesOf('/v2/ops/content/publish')).toEqual([{ kind: 'notice', id: 7, published: true }]);
    await expect(setPublished({ kind: 'notice', id: 8 }, true)).resolves.toBe(false);
    expect($contentAction.get().error).toBe('Not found here');
  });

  it('uploads the compressed picture and keeps the URL the server answered', async () => {
    server().on('/v2/ops/content/image/upload', (_, res) => sendJson(res, 200, ok({ imageUrl: `/media/content/${'a'.repeat(64)}.jpg`, mediaType: 'image/jpeg', bytes: 3 })));
    await selectKind('banner');
    newDraft();
    const compressed = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await expect(uploadImage('file', async () => compressed)).resolves.toBe(true);
    expect(bodiesOf('/v2/ops/content/image/upload')).toEqual([{ data: 'AQID' }]);
    expect($editor.get()?.imageUrl).toBe(`/media/content/${'a'.repeat(64)}.jpg`);
  });
});
