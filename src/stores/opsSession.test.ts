import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { opsDashboard } from '../contracts/ops-dashboard.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { configureOpsSession, endOpsSession, opsCall, opsIdleExpired, opsSessionStarted, takeOpsSessionEnd } from './opsSession.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const seenOf = (path: string) => server().seen.filter((r) => r.path === path);
const MINUTE = 60_000;
const dashboard = { queues: { withdrawals: 0, approvals: null, kyc: null, agentApplications: null }, today: null };

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let now: number;
let shared: MemoryStorage;
let tab: MemoryStorage;
let went: string[];
let here: string;

beforeEach(() => {
  now = Date.parse('2026-03-10T01:00:00.000Z');
  shared = new MemoryStorage();
  tab = new MemoryStorage();
  went = [];
  here = '/en-US/ops/audit/#row-7';
  configureOpsSession({ shared, tab, now: () => now, here: () => here, go: (url) => went.push(url) });
});
afterEach(() => configureOpsSession(null));

const signIn = () => opsSessionStarted({ idleExpiresAt: new Date(now + 15 * MINUTE + 2_000).toISOString() });

describe('console session in the browser', () => {
  it('takes the idle length from the sign-in answer and counts it from the last call', async () => {
    server().on('/v2/ops/dashboard', (_, res) => sendJson(res, 200, ok(dashboard)));
    signIn();
    now += 14 * MINUTE;
    expect(opsIdleExpired()).toBe(false);
    await opsCall(opsDashboard, {});
    now += 14 * MINUTE;
    expect(opsIdleExpired()).toBe(false);
    now += MINUTE;
    expect(opsIdleExpired()).toBe(true);
  });

  it('after the idle time the next call is not sent: the server is told, the sign-in page opens in the page’s language', async () => {
    server().on('/v2/ops/dashboard', (_, res) => sendJson(res, 200, ok(dashboard)));
    server().on('/v2/ops/auth/sign-out', (_, res) => sendJson(res, 200, ok(null)));
    signIn();
    now += 15 * MINUTE;
    await expect(opsCall(opsDashboard, {})).rejects.toMatchObject({ code: 401 });
    expect(seenOf('/v2/ops/dashboard')).toEqual([]);
    expect(seenOf('/v2/ops/auth/sign-out')).toHaveLength(1);
    expect(went).toEqual(['/en-US/ops/sign-in']);
    expect(takeOpsSessionEnd()).toEqual({ reason: 'idle', message: null, returnTo: '/en-US/ops/audit/#row-7' });
    // Read once; and the browser no longer counts itself signed in.
    expect(takeOpsSessionEnd()).toBeNull();
    expect(opsIdleExpired()).toBe(false);
  });

  it('a 401 from the server ends the session with its message; the step-up’s 401 does not', async () => {
    let answer = refused(401, 'OPS_STEP_UP_REQUIRED', 'Enter a fresh code.');
    server().on('/v2/ops/dashboard', (_, res) => sendJson(res, 401, answer));
    signIn();
    await expect(opsCall(opsDashboard, {})).rejects.toMatchObject({ error: 'OPS_STEP_UP_REQUIRED' });
    expect(went).toEqual([]);
    answer = refused(401, 'OPS_SESSION_EXPIRED', 'Your session has expired. Sign in again.');
    here = '/ops/withdrawals/#W1';
    await expect(opsCall(opsDashboard, {})).rejects.toMatchObject({ error: 'OPS_SESSION_EXPIRED' });
    await Promise.resolve();
    expect(went).toEqual(['/ops/sign-in']);
    expect(takeOpsSessionEnd()).toEqual({ reason: 'ended', message: 'Your session has expired. Sign in again.', returnTo: '/ops/withdrawals/#W1' });
  });

  it('a browser that never signed in keeps the screen where it is on a 401', async () => {
    server().on('/v2/ops/dashboard', (_, res) => sendJson(res, 401, refused(401, 'OPS_SESSION_REQUIRED', 'Sign in as an operator.')));
    await expect(opsCall(opsDashboard, {})).rejects.toMatchObject({ code: 401 });
    expect(went).toEqual([]);
    expect(takeOpsSessionEnd()).toBeNull();
  });

  it('returns only to a console page of this site', async () => {
    for (const [from, back] of [
      ['/zh-CN/ops/players/?q=1', '/zh-CN/ops/players/?q=1'],
      ['/ops/sign-in', null],
      ['/user/finance', null],
      ['//evil.example/ops/', null],
    ] as const) {
      configureOpsSession({ here: () => from });
      signIn();
      await endOpsSession('ended');
      expect(takeOpsSessionEnd()?.returnTo ?? null, from).toBe(back);
    }
  });
});
