// The header's balance on a real (test) DOM: fetched only for a signed-in player, kept current
// when an island announces a money move, gone with the session.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/client.ts';
import { sendJson, startTestServer, type TestServer } from '../../api/testServer.ts';
import { announceBalanceChanged } from '../../stores/balance.ts';
import { $isAgent, $token, $user, clearSession } from '../../stores/session.ts';
import { clearToasts } from '../../stores/toasts.ts';
import { startUserArea } from './userArea.ts';

let server: TestServer;
let stop: (() => void) | undefined;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ baseUrl: server.url });
  document.documentElement.dataset.locale = 'en-US';
  document.body.innerHTML = `
    <nav data-user-area>
      <a href="/en-US/user/finance/deposit" data-balance data-balance-template="{{amount}} coins" aria-busy="true">
        <span>Balance</span> <span data-balance-amount></span>
      </a>
      <button type="button" data-logout>Log out</button>
    </nav>`;
});
afterEach(() => {
  stop?.();
  stop = undefined;
  server.reset();
  if ($token.get() !== undefined) clearSession();
  $user.set({});
  clearToasts();
});

const balanceLink = () => document.querySelector<HTMLElement>('[data-balance]')!;
const amountText = () => balanceLink().querySelector('[data-balance-amount]')?.textContent;
/** No figure yet: the link keeps its place, empty and busy. */
const waiting = () => amountText() === '' && balanceLink().getAttribute('aria-busy') === 'true';
const userInfo = (balance: string) => ({
  id: 1,
  account: 'lucky7',
  email: 'lucky7@example.com',
  nickname: null,
  balance,
  isAgent: false,
  hasPaymentPassword: true,
  appKeyBound: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});
const serveBalance = (balance: string) =>
  server.on('/v2/app/user/info', (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: userInfo(balance) }));

describe('header agent mark', () => {
  const marked = () => 'agent' in document.documentElement.dataset;

  it('marks <html data-agent> when the user/info the balance reads says the player became an agent, and clears it on sign-out', async () => {
    server.on('/v2/app/user/info', (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: { ...userInfo('10.0000'), isAgent: true } }));
    $token.set('t0k3n');
    stop = startUserArea(document);
    expect(marked()).toBe(false);
    await vi.waitFor(() => expect(marked()).toBe(true));
    expect(localStorage.getItem('agent')).toBe('1');
    clearSession();
    expect(marked()).toBe(false);
    expect(localStorage.getItem('agent')).toBeNull();
  });

  it('never marks a guest, whatever flag is left', () => {
    $isAgent.set(true);
    stop = startUserArea(document);
    expect(marked()).toBe(false);
    $isAgent.set(false);
  });
});

describe('header balance', () => {
  it('asks nothing for a guest', async () => {
    stop = startUserArea(document);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.seen).toEqual([]);
    expect(waiting()).toBe(true);
  });

  it('shows a signed-in player’s balance and follows balance-changed', async () => {
    serveBalance('1500.0000');
    $token.set('t0k3n');
    stop = startUserArea(document);
    await vi.waitFor(() => expect(balanceLink().hasAttribute('aria-busy')).toBe(false));
    expect(balanceLink().textContent?.replace(/\s+/g, ' ').trim()).toBe('Balance 1,500 coins');

    serveBalance('1200.5000');
    announceBalanceChanged(window);
    await vi.waitFor(() => expect(balanceLink().querySelector('[data-balance-amount]')?.textContent).toBe('1,200.5 coins'));

    clearSession();
    expect(waiting()).toBe(true);
  });

  it('forgets a session the server has ended, without leaving the page', async () => {
    server.on('/v2/app/user/info', (_, res) =>
      sendJson(res, 401, { code: 401, msg: 'Please log in', data: null, error: 'UNAUTHORIZED', reqId: 'r' }),
    );
    $token.set('stale');
    stop = startUserArea(document);
    await vi.waitFor(() => expect($token.get()).toBeUndefined());
    expect(document.documentElement.dataset.session).toBeUndefined();
    expect(waiting()).toBe(true);
  });

  it('leaves a dead session to the islands of a page that has them (the route guard redirects to /login)', async () => {
    const island = document.createElement('astro-island');
    document.body.append(island);
    let answered = false;
    server.on('/v2/app/user/info', (_, res) => {
      answered = true;
      sendJson(res, 401, { code: 401, msg: 'Please log in', data: null, error: 'UNAUTHORIZED', reqId: 'r' });
    });
    try {
      $token.set('stale');
      stop = startUserArea(document);
      await vi.waitFor(() => expect(answered).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect($token.get()).toBe('stale');
      expect(waiting()).toBe(true);
    } finally {
      island.remove();
    }
  });
});
