import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { LOCALES } from '../../shared/locales.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $playerAction,
  $playerProtection,
  $playerProfile,
  $playerSearch,
  $playerTab,
  addNote,
  adjustBalance,
  loadProtection,
  loadTab,
  lockPlayer,
  openPlayer,
  resetOpsPlayers,
  runSearch,
  sendMessage,
  setSearchInput,
} from './opsPlayers.ts';
import { $token } from './session.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const errors = { query: 'Check the search.', reason: 'Give a reason.', note: 'Write a note.', amount: 'Check the amount.', message: 'Fill every language.' };

const row = {
  id: 42,
  account: 'Hanako01',
  email: 'hanako@example.test',
  phone: null,
  realName: 'S*** H*****',
  idNumber: '****1234',
  agentCode: null,
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastLoginAt: null,
};
const profile = (status: 'active' | 'frozen' = 'active') => ({
  player: { ...row, status },
  nickname: null,
  referrer: null,
  balance: '120.0000',
  held: '0.0000',
  kycStatus: 'none',
  cards: [],
  masked: true,
});
const tabPage = (ref: string) => ({
  list: [{ ref, at: '2026-03-01T10:00:00.000Z', kind: 'deposit', amount: '10.0000', status: null, detail: null, by: null, roundId: null }],
  total: 1,
  pageNum: 1,
  pageSize: 20,
});

afterEach(() => resetOpsPlayers());

describe('operator player store', () => {
  it('checks the search against its contract before sending: an id search with letters sends nothing', async () => {
    setSearchInput({ field: 'id', query: 'abc' });
    await expect(runSearch(errors)).resolves.toBe(false);
    expect($playerSearch.get().error).toBe('Check the search.');
    setSearchInput({ field: 'account', query: '50%' });
    await expect(runSearch(errors)).resolves.toBe(false);
    expect(server().seen).toEqual([]);
  });

  it('searches with field, trimmed query and match, and keeps the page the server answered', async () => {
    server().on('/v2/ops/player/search', (_, res) => sendJson(res, 200, ok({ list: [row], total: 1, pageNum: 2, pageSize: 20, masked: true })));
    setSearchInput({ field: 'account', query: ' Hana ', match: 'prefix' });
    await expect(runSearch(errors, 2)).resolves.toBe(true);
    expect(server().seen[0]).toMatchObject({ path: '/v2/ops/player/search', body: { field: 'account', query: 'Hana', match: 'prefix', pageNum: 2, pageSize: 20 } });
    expect($playerSearch.get()).toMatchObject({ status: 'ready', pageNum: 2, result: { total: 1, masked: true } });
    // The operator call leaves this browser's player session alone.
    expect($token.get()).toBe('player-t0k3n');
  });

  it('shows the server’s refusal of a search', async () => {
    server().on('/v2/ops/player/search', (_, res) => sendJson(res, 403, refused(403, 'OPS_ROLE_REQUIRED', 'Your roles do not allow this.')));
    setSearchInput({ field: 'email', query: 'a@b.test' });
    await expect(runSearch(errors)).resolves.toBe(false);
    expect($playerSearch.get()).toMatchObject({ status: 'error', error: 'Your roles do not allow this.' });
    expect($token.get()).toBe('player-t0k3n');
  });

  it('opens a player: profile and the first page of the tab; another tab asks for its own page', async () => {
    server().on('/v2/ops/player/profile', (_, res) => sendJson(res, 200, ok(profile())));
    server().on('/v2/ops/player/tab', (req, res) => sendJson(res, 200, ok(tabPage((req.body as { tab: string }).tab))));
    await openPlayer(42);
    expect($playerProfile.get()).toMatchObject({ userId: 42, status: 'ready', profile: { balance: '120.0000' } });
    expect($playerTab.get()).toMatchObject({ tab: 'ledger', status: 'ready', page: { list: [{ ref: 'ledger' }] } });
    await loadTab('notes', 1);
    expect(server().seen.at(-1)).toMatchObject({ path: '/v2/ops/player/tab', body: { userId: 42, tab: 'notes', pageNum: 1, pageSize: 20 } });
    expect($playerTab.get().page?.list[0]?.ref).toBe('notes');
  });

  it('locks with a reason and an idempotency key, then reads the profile again', async () => {
    let status: 'active' | 'frozen' = 'active';
    server().on('/v2/ops/player/profile', (_, res) => sendJson(res, 200, ok(profile(status))));
    server().on('/v2/ops/player/tab', (_, res) => sendJson(res, 200, ok(tabPage('x'))));
    server().on('/v2/ops/player/lock', (_, res) => {
      status = 'frozen';
      sendJson(res, 200, ok({ ...row, status }));
    });
    await openPlayer(42);
    await expect(lockPlayer('   ', errors)).resolves.toBe(false);
    expect($playerAction.get().error).toBe('Give a reason.');
    expect(server().seen.some((r) => r.path === '/v2/ops/player/lock')).toBe(false);

    await expect(lockPlayer(' Chargeback ', errors)).resolves.toBe(true);
    const lock = server().seen.find((r) => r.path === '/v2/ops/player/lock')!;
    expect(lock.body).toEqual({ userId: 42, reason: 'Chargeback' });
    expect(lock.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect($playerAction.get()).toEqual({ busy: null, done: 'lock', error: null });
    expect($playerProfile.get().profile?.player.status).toBe('frozen');
  });

  it('shows the server’s answer to an action it refuses (a wrong state, a second approval)', async () => {
    server().on('/v2/ops/player/profile', (_, res) => sendJson(res, 200, ok(profile())));
    server().on('/v2/ops/player/tab', (_, res) => sendJson(res, 200, ok(tabPage('x'))));
    server().on('/v2/ops/player/note/add', (_, res) => sendJson(res, 409, refused(409, 'PLAYER_ALREADY_LOCKED', 'This player is already locked.')));
    server().on('/v2/ops/adjustment/create', (_, res) => sendJson(res, 403, refused(403, 'OPS_ROLE_REQUIRED', 'Your roles do not allow this.')));
    await openPlayer(42);
    await expect(addNote('Called', errors)).resolves.toBe(false);
    expect($playerAction.get()).toEqual({ busy: null, done: null, error: 'This player is already locked.' });
    await expect(adjustBalance('1.23456', 'Goodwill', errors)).resolves.toBe(false);
    expect($playerAction.get().error).toBe('Check the amount.');
    await expect(adjustBalance('-5', 'Goodwill', errors)).resolves.toBe(false);
    expect(server().seen.find((r) => r.path === '/v2/ops/adjustment/create')?.body).toEqual({ account: 'Hanako01', amount: '-5', reason: 'Goodwill' });
    expect($playerAction.get().error).toBe('Your roles do not allow this.');
  });

  it('sends a message only with every language filled, to the open player’s account', async () => {
    server().on('/v2/ops/player/profile', (_, res) => sendJson(res, 200, ok(profile())));
    server().on('/v2/ops/player/tab', (_, res) => sendJson(res, 200, ok(tabPage('x'))));
    server().on('/v2/ops/letter/send', (_, res) => sendJson(res, 200, ok({ id: 5, account: 'Hanako01', broadcast: false, sentBy: 'op', createdAt: '2026-03-01T10:00:00.000Z' })));
    await openPlayer(42);
    const all = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, `${text} ${locale}`]));
    await expect(sendMessage({ title: { ...all('T'), 'vi-VN': '' }, body: all('B') } as never, errors)).resolves.toBe(false);
    expect($playerAction.get().error).toBe('Fill every language.');
    await expect(sendMessage({ title: all('T'), body: all('B') } as never, errors)).resolves.toBe(true);
    expect(server().seen.find((r) => r.path === '/v2/ops/letter/send')?.body).toMatchObject({ account: 'Hanako01', title: { 'ja-JP': 'T ja-JP' } });
  });

  it('reads the open player’s protection settings by account, and shows a refusal', async () => {
    server().on('/v2/ops/player/profile', (_, res) => sendJson(res, 200, ok(profile())));
    server().on('/v2/ops/player/tab', (_, res) => sendJson(res, 200, ok(tabPage('x'))));
    server().on('/v2/ops/protection/get', (_, res) => sendJson(res, 403, refused(403, 'OPS_ROLE_REQUIRED', 'Your roles do not allow this.')));
    await openPlayer(42);
    await loadProtection();
    expect($playerProtection.get()).toEqual({ status: 'error', protection: null, error: 'Your roles do not allow this.' });
    expect(server().seen.find((r) => r.path === '/v2/ops/protection/get')?.body).toEqual({ account: 'Hanako01' });
  });
});
