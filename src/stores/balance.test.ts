import { describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import type { UserInfo } from '../contracts/account.ts';
import { $balance, BALANCE_CHANGED_EVENT, announceBalanceChanged, refreshBalance, watchBalanceSignals } from './balance.ts';
import { $token, $user } from './session.ts';

const server = setUpStoreTests('t0k3n');

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const info = (balance: string): UserInfo => ({
  id: 1,
  account: 'lucky7',
  email: 'lucky7@example.com',
  nickname: 'Seven',
  balance,
  isAgent: false,
  hasPaymentPassword: true,
  appKeyBound: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});
const serveBalance = (balance: string) => server().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(info(balance))));
const userInfoCalls = () => server().seen.filter((r) => r.path === '/v2/app/user/info').length;

describe('balance store', () => {
  it('reads the balance from user/info as the decimal string the server wrote', async () => {
    serveBalance('1500.2500');
    expect($balance.get()).toBeUndefined();
    await expect(refreshBalance()).resolves.toBe('1500.2500');
    expect($balance.get()).toBe('1500.2500');
    expect(server().seen[0]?.headers.token).toBe('t0k3n');
  });

  it('keeps the rest of the session’s user object (profile fields loaded elsewhere)', async () => {
    $user.set({ ...info('1.0000'), firstName: 'Taro' });
    serveBalance('2.0000');
    await refreshBalance();
    expect($user.get()).toMatchObject({ firstName: 'Taro', balance: '2.0000' });
  });

  it('shares one call between refreshes asked for at the same time', async () => {
    serveBalance('7.0000');
    await Promise.all([refreshBalance(), refreshBalance(), refreshBalance()]);
    expect(userInfoCalls()).toBe(1);
    await refreshBalance();
    expect(userInfoCalls()).toBe(2);
  });

  it('asks nothing without a session, and drops an answer that arrives after signing out', async () => {
    $token.set(undefined);
    await expect(refreshBalance()).resolves.toBeUndefined();
    expect(userInfoCalls()).toBe(0);

    $token.set('t0k3n');
    server().on('/v2/app/user/info', (_, res) => {
      $token.set(undefined);
      sendJson(res, 200, ok(info('9.0000')));
    });
    await refreshBalance();
    expect($balance.get()).toBeUndefined();
  });

  it('refreshes when another island announces a change, until told to stop', async () => {
    const win = new EventTarget();
    const stop = watchBalanceSignals(win);
    serveBalance('10.0000');
    announceBalanceChanged(win);
    await expect.poll(() => $balance.get()).toBe('10.0000');
    stop();
    serveBalance('20.0000');
    win.dispatchEvent(new Event(BALANCE_CHANGED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($balance.get()).toBe('10.0000');
    expect(userInfoCalls()).toBe(1);
  });

  it('refreshes when the page is shown again, not when it is hidden', async () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    const stop = watchBalanceSignals(new EventTarget(), doc);
    serveBalance('3.0000');
    doc.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(userInfoCalls()).toBe(0);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => $balance.get()).toBe('3.0000');
    stop();
  });
});
