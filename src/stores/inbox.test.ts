import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import type { StationLetter } from '../contracts/station.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { $letters, $openLetter, closeLetter, loadInbox, markAllRead, openLetter } from './inbox.ts';
import { $unreadLetters, followUnreadLetters, setUnreadLetters, UNREAD_POLL_MS, unreadRemote } from './inboxUnread.ts';
import type { PageVisibility } from './polling.ts';

const server = setUpStoreTests('player-token');
afterEach(() => {
  closeLetter();
  unreadRemote.cancel();
  setUnreadLetters(0);
  vi.useRealTimers();
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const QUERY = '/v2/app/station/query';
const COUNT = '/v2/app/station/unread/count';
const READ = '/v2/app/station/read';
const READ_ALL = '/v2/app/station/read/all';
const calls = (path: string) => server().seen.filter((r) => r.path === path);
const letter = (id: number, read = false): StationLetter => ({
  id,
  kind: 'system',
  broadcast: false,
  title: `Letter ${id}`,
  body: `Body ${id}`,
  read,
  createdAt: '2026-11-25T10:00:00.000Z',
});
const page = (list: StationLetter[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 10, unread: list.filter((l) => !l.read).length });

describe('the inbox', () => {
  it('loads a page and sets the badge from its unread count', async () => {
    server().on(QUERY, (_, res) => sendJson(res, 200, page([letter(3), letter(2, true), letter(1)])));
    await loadInbox();
    expect($letters.get().map((l) => l.id)).toEqual([3, 2, 1]);
    expect($unreadLetters.get()).toBe(2);
    expect(calls(QUERY)[0]!.body).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('opens a letter, marks it read once on the server, and the badge drops without reloading the list', async () => {
    server().on(QUERY, (_, res) => sendJson(res, 200, page([letter(3), letter(2)])));
    server().on(READ, (_, res) => sendJson(res, 200, ok({ unread: 1 })));
    await loadInbox();
    await openLetter(3);
    expect($openLetter.get()).toMatchObject({ id: 3, read: true, title: 'Letter 3' });
    expect($unreadLetters.get()).toBe(1);
    expect(calls(READ).map((r) => r.body)).toEqual([{ id: 3 }]);
    closeLetter();
    await openLetter(3);
    expect(calls(READ)).toHaveLength(1);
    expect(calls(QUERY)).toHaveLength(1);
    expect($letters.get().find((l) => l.id === 2)!.read).toBe(false);
  });

  it('keeps a letter unread when the server refuses to mark it', async () => {
    server().on(QUERY, (_, res) => sendJson(res, 200, page([letter(5)])));
    server().on(READ, (_, res) => sendJson(res, 404, { code: 404, msg: 'gone', data: null, error: 'LETTER_NOT_FOUND', reqId: 'r' }));
    await loadInbox();
    await openLetter(5);
    expect($letters.get()[0]!.read).toBe(false);
    expect($unreadLetters.get()).toBe(1);
  });

  it('marks all read: every shown letter and the badge', async () => {
    server().on(QUERY, (_, res) => sendJson(res, 200, page([letter(3), letter(2), letter(1, true)])));
    server().on(READ_ALL, (_, res) => sendJson(res, 200, ok({ unread: 0 })));
    await loadInbox();
    await expect(markAllRead()).resolves.toBe(true);
    expect($letters.get().every((l) => l.read)).toBe(true);
    expect($unreadLetters.get()).toBe(0);
    expect(calls(READ_ALL)).toHaveLength(1);
  });
});

describe('the unread badge', () => {
  it('reads the count, then again every UNREAD_POLL_MS while the page is visible, and not while hidden', async () => {
    let unread = 4;
    server().on(COUNT, (_, res) => sendJson(res, 200, ok({ unread })));
    let hidden = false;
    let shown: () => void = () => {};
    const visibility: PageVisibility = { hidden: () => hidden, onShown: (listener) => ((shown = listener), () => {}) };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = followUnreadLetters(visibility);
    await vi.waitFor(() => expect($unreadLetters.get()).toBe(4));
    unread = 6;
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    await vi.waitFor(() => expect($unreadLetters.get()).toBe(6));
    const before = calls(COUNT).length;
    hidden = true;
    unread = 7;
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(calls(COUNT)).toHaveLength(before);
    hidden = false;
    shown();
    await vi.waitFor(() => expect($unreadLetters.get()).toBe(7));
    stop();
  });
});
