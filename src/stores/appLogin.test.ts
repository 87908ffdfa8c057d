import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import type { AppSession } from '../contracts/app-login.ts';
import {
  $appLoginCode,
  $appSessions,
  REFRESH_BEFORE_SECONDS,
  endAppSession,
  followAppSessions,
  startAppLoginCode,
  stopAppLoginCode,
} from './appLogin.ts';
import type { PageVisibility } from './polling.ts';
import { $toasts } from './toasts.ts';

const server = setUpStoreTests('player-token');

const CODE = '/v2/app/user/login/qr/code';
const LIST = '/v2/app/user/app/session/list';
const END = '/v2/app/user/app/session/end';
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const calls = (path: string) => server().seen.filter((r) => r.path === path);
const visible: PageVisibility = { hidden: () => false, onShown: () => () => {} };

/** Real time passes for the HTTP round trip while the faked clock and intervals stand still. */
const realWait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i += 1) await realWait(10);
  expect(check(), what).toBe(true);
}

/** Each request gets a new ticket: T1, T2, … */
function serveCodes() {
  let n = 0;
  server().on(CODE, (_, res) => {
    n += 1;
    const ticket = `T${n}`.padEnd(43, 'x');
    sendJson(res, 200, ok({ uri: `gamehall://login?ticket=${ticket}`, ticket, expiresAt: new Date(Date.now() + 60_000).toISOString(), expiresIn: 60 }));
  });
}

describe('the app-login code', () => {
  beforeEach(() => {
    // Only the countdown's interval and the clock are faked: the HTTP round trips stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    stopAppLoginCode();
    vi.useRealTimers();
  });

  it('counts down each second and fetches the next code 5 s before the shown one expires, keeping it shown meanwhile', async () => {
    serveCodes();
    startAppLoginCode();
    expect($appLoginCode.get().status).toBe('loading');
    await until(() => $appLoginCode.get().status === 'ready', 'first code');
    expect($appLoginCode.get()).toMatchObject({ uri: expect.stringMatching(/^gamehall:\/\/login\?ticket=T1x/), secondsLeft: 60, totalSeconds: 60 });

    await vi.advanceTimersByTimeAsync(1000);
    expect($appLoginCode.get().secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync((60 - REFRESH_BEFORE_SECONDS - 1) * 1000 - 1);
    expect($appLoginCode.get().secondsLeft).toBe(REFRESH_BEFORE_SECONDS + 1);
    expect(calls(CODE)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    // The old code stays on screen until the new one is there.
    expect($appLoginCode.get()).toMatchObject({ status: 'refreshing', uri: expect.stringContaining('T1x') });
    await until(() => $appLoginCode.get().status === 'ready', 'second code');
    expect($appLoginCode.get()).toMatchObject({ uri: expect.stringContaining('T2x'), secondsLeft: 60 });
    expect(calls(CODE)).toHaveLength(2);
  });

  it('catches up at once when the page was asleep past the refresh time (a throttled background tab)', async () => {
    serveCodes();
    startAppLoginCode();
    await until(() => $appLoginCode.get().status === 'ready', 'first code');
    vi.setSystemTime(Date.now() + 90_000);
    await vi.advanceTimersByTimeAsync(250);
    await until(() => $appLoginCode.get().uri?.includes('T2x') === true, 'a fresh code');
    expect($appLoginCode.get().secondsLeft).toBe(60);
  });

  it('shows no code after a failure and stops counting; starting again shows a new one', async () => {
    server().on(CODE, (_, res) => sendJson(res, 503, { code: 503, msg: 'busy', data: null, error: 'SERVICE_UNAVAILABLE', reqId: 'r' }));
    startAppLoginCode();
    await until(() => $appLoginCode.get().status === 'failed', 'failure shown');
    expect($appLoginCode.get()).toMatchObject({ uri: null, secondsLeft: 0 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls(CODE)).toHaveLength(1);

    serveCodes();
    startAppLoginCode();
    await until(() => $appLoginCode.get().status === 'ready', 'code after retry');
    expect($appLoginCode.get().uri).toContain('T1x');
  });

  it('fetches nothing more once stopped (the page was left)', async () => {
    serveCodes();
    startAppLoginCode();
    await until(() => $appLoginCode.get().status === 'ready', 'first code');
    stopAppLoginCode();
    expect($appLoginCode.get()).toMatchObject({ status: 'idle', uri: null });
    await vi.advanceTimersByTimeAsync(180_000);
    await realWait(30);
    expect(calls(CODE)).toHaveLength(1);
  });
});

describe('app sessions', () => {
  const session = (id: number, deviceName: string | null): AppSession => ({
    id,
    deviceName,
    createdAt: '2026-11-26T01:00:00.000Z',
    lastUsedAt: '2026-11-26T01:05:00.000Z',
  });

  it('lists them, ends one, says so and shows the list without it', async () => {
    let list = [session(7, 'Pixel 9'), session(5, null)];
    server().on(LIST, (_, res) => sendJson(res, 200, ok({ list })));
    server().on(END, (req, res) => {
      list = list.filter((s) => s.id !== (req.body as { id: number }).id);
      sendJson(res, 200, ok(null));
    });
    const stop = followAppSessions(visible);
    await until(() => $appSessions.get().status === 'ready', 'list');
    expect($appSessions.get().data?.list.map((s) => s.id)).toEqual([7, 5]);

    await expect(endAppSession(7, 'Signed out Pixel 9')).resolves.toBe(true);
    expect(calls(END).map((r) => r.body)).toEqual([{ id: 7 }]);
    expect($appSessions.get().data?.list.map((s) => s.id)).toEqual([5]);
    expect($toasts.get().map((t) => [t.message, t.tone])).toContainEqual(['Signed out Pixel 9', 'positive']);
    stop();
  });

  it('a refusal (already ended elsewhere) reads the list again and claims nothing', async () => {
    server().on(LIST, (_, res) => sendJson(res, 200, ok({ list: [] })));
    server().on(END, (_, res) =>
      sendJson(res, 404, { code: 404, msg: 'This app sign-in was not found.', data: null, error: 'APP_SESSION_NOT_FOUND', reqId: 'r' }),
    );
    const stop = followAppSessions(visible);
    await until(() => $appSessions.get().status === 'ready', 'list');
    await expect(endAppSession(9, 'Signed out')).resolves.toBe(false);
    expect($toasts.get().map((t) => t.message)).not.toContain('Signed out');
    expect(calls(LIST).length).toBeGreaterThanOrEqual(2);
    stop();
  });
});
