import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { configureApi } from '../api/client.ts';
import { ApiError } from '../api/ApiError.ts';
import { sendJson, startTestServer, type TestServer } from '../api/testServer.ts';
import { onRegistrationComplete } from '../lib/tracking.ts';
import { $toasts, clearToasts } from './toasts.ts';
import { NEXT_PAGE_TOAST_KEY } from './nextPageToast.ts';
import { $isAgent, $token, $user, setToken } from './session.ts';
import { fetchCaptcha, prefetchCaptcha, loadProfile, loginThirdParty, loginWithPassword, logoutEverywhere, register, verifyRegisterCode } from './auth.ts';
import { sampleUser } from '../test-support/sampleUser.ts';

let server: TestServer;
beforeAll(async () => {
  useTestStorageEngine();
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => configureApi({ baseUrl: server.url }));
afterEach(() => {
  server.reset();
  cleanTestStorage();
  $user.set({});
  $isAgent.set(false);
  clearToasts();
});

// A call still in flight from the previous test may land after the reset; look calls up by path.
const sent = (path: string) => server.seen.find((r) => r.path === path)?.body;
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const fail = (code: number, error: string) => ({ code, msg: error, data: null, error, reqId: 'r' });
const user = sampleUser;

function serveProfile({ agent = false } = {}) {
  server.on('/v2/app/user/info', (req, res) =>
    req.headers.token === 'tok-1' ? sendJson(res, 200, ok(user)) : sendJson(res, 401, fail(401, 'UNAUTHORIZED')),
  );
  server.on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(agent)));
}

const loginForm = { account: 'player1', password: 'secret1', uuid: '5b0c5a4e-2d5c-4d4f-9d1c-6a3b1f0e8a11', qrcode: 'ab12' };

describe('auth actions', () => {
  it('a prefetched captcha is the next one the form fetches, asked for once; the one after is new', async () => {
    let served = 0;
    server.on('/v2/app/auth/captcha', (_, res) => {
      served += 1;
      sendJson(res, 200, ok({ img: `R0lGOD${served}`, uuid: `5b0c5a4e-2d5c-4d4f-9d1c-6a3b1f0e8a1${served}` }));
    });
    prefetchCaptcha();
    prefetchCaptcha();
    expect((await fetchCaptcha()).img).toBe('R0lGOD1');
    expect((await fetchCaptcha()).img).toBe('R0lGOD2');
    expect(served).toBe(2);
  });

  it('login posts the form, stores the token and loads user info and the agent flag with it', async () => {
    serveProfile({ agent: true });
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
    const loaded = await loginWithPassword(loginForm);
    expect(loaded).toEqual(user);
    expect(sent('/v2/app/auth/login')).toEqual(loginForm);
    expect($token.get()).toBe('tok-1');
    expect(getTestStorage().token).toBe('tok-1');
    expect($user.get()).toEqual(user);
    expect($isAgent.get()).toBe(true);
    const profileCalls = server.seen.filter((r) => r.path !== '/v2/app/auth/login');
    expect(profileCalls.map((r) => r.headers.token)).toEqual(['tok-1', 'tok-1']);
  });

  it('a failed login removes the stored token and passes the error on', async () => {
    setToken('stale');
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 422, fail(422, 'LOGIN_FAILED')));
    const error = await loginWithPassword(loginForm).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error).toBe('LOGIN_FAILED');
    expect($token.get()).toBeUndefined();
    expect($user.get()).toEqual({});
  });

  it('a profile that fails to load after sign-in leaves no token', async () => {
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
    server.on('/v2/app/user/info', (_, res) => sendJson(res, 500, fail(500, 'INTERNAL')));
    server.on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(false)));
    await expect(loginWithPassword(loginForm)).rejects.toBeInstanceOf(ApiError);
    expect($token.get()).toBeUndefined();
  });

  it('registration step 1 sends email, code and accepted terms', async () => {
    server.on('/v2/app/register/verify/code', (_, res) => sendJson(res, 200, ok({ email: 'p1@example.com', verifiedUntil: '2026-01-01T00:30:00.000Z' })));
    await verifyRegisterCode({ email: 'p1@example.com', code: '123456', acceptTerms: true });
    expect(sent('/v2/app/register/verify/code')).toEqual({ email: 'p1@example.com', code: '123456', acceptTerms: true });
  });

  it('registration step 2 signs in, loads the profile and fires the completion hook once', async () => {
    serveProfile();
    server.on('/v2/app/register/user', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
    const tracked = vi.fn();
    const stop = onRegistrationComplete(tracked);
    try {
      await register({ account: 'player1', email: 'p1@example.com', password: 'secret1', agentCode: 'AGENT7' }, (me) => `Welcome, ${me.account}`);
    } finally {
      stop();
    }
    expect(sent('/v2/app/register/user')).toEqual({ account: 'player1', email: 'p1@example.com', password: 'secret1', agentCode: 'AGENT7' });
    expect($user.get()).toEqual(user);
    expect(tracked).toHaveBeenCalledExactlyOnceWith({ method: 'email', agentCode: 'AGENT7' });
    expect($toasts.get()).toMatchObject([{ message: `Welcome, ${user.account}`, tone: 'positive' }]);
  });

  it('third-party sign-in welcomes only an account it just created', async () => {
    serveProfile();
    let created = true;
    server.on('/v2/app/auth/login3', (_, res) => sendJson(res, 200, ok({ token: 'tok-1', created })));
    await loginThirdParty('google', 'id-token', undefined, (me) => `Welcome, ${me.account}`);
    expect($toasts.get().map((toast) => toast.message)).toEqual([`Welcome, ${user.account}`]);
    clearToasts();
    created = false;
    await loginThirdParty('google', 'id-token', undefined, (me) => `Welcome, ${me.account}`);
    expect($toasts.get()).toEqual([]);
  });

  it('a welcome is left for the next page while it is on screen, and taken back once it has gone', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    try {
      serveProfile();
      server.on('/v2/app/register/user', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
      await register({ account: 'player1', email: 'p1@example.com', password: 'secret1' }, (me) => `Welcome, ${me.account}`);
      expect(JSON.parse(items.get(NEXT_PAGE_TOAST_KEY) ?? 'null')).toEqual({ kind: 'message', message: `Welcome, ${user.account}`, tone: 'positive' });
      clearToasts();
      expect(items.has(NEXT_PAGE_TOAST_KEY)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a refused registration fires no tracking and stores no token', async () => {
    server.on('/v2/app/register/user', (_, res) => sendJson(res, 409, fail(409, 'ACCOUNT_TAKEN')));
    const tracked = vi.fn();
    const stop = onRegistrationComplete(tracked);
    try {
      await expect(register({ account: 'player1', email: 'p1@example.com', password: 'secret1', agentCode: '' })).rejects.toBeInstanceOf(ApiError);
    } finally {
      stop();
    }
    expect(sent('/v2/app/register/user')).toEqual({ account: 'player1', email: 'p1@example.com', password: 'secret1' });
    expect(tracked).not.toHaveBeenCalled();
    expect($token.get()).toBeUndefined();
  });

  it('third-party sign-in sends event, token and agent code to login3', async () => {
    serveProfile();
    server.on('/v2/app/auth/login3', (_, res) => sendJson(res, 200, ok({ token: 'tok-1', created: false })));
    await loginThirdParty('line', 'auth-code-1', 'AGENT7');
    expect(sent('/v2/app/auth/login3')).toEqual({ event: 'line', token: 'auth-code-1', agentCode: 'AGENT7' });
    expect($token.get()).toBe('tok-1');
    expect($user.get()).toEqual(user);
  });

  it('loadProfile uses the stored token', async () => {
    serveProfile({ agent: true });
    setToken('tok-1');
    await loadProfile();
    expect($user.get()).toEqual(user);
    expect($isAgent.get()).toBe(true);
  });

  it('logoutEverywhere revokes the session on the server, forgets it and goes to the home page of the page’s language', async () => {
    server.on('/v2/app/auth/logout', (_, res) => sendJson(res, 200, ok(null)));
    setToken('tok-1');
    $user.set(user);
    const assign = vi.fn();
    await logoutEverywhere({ assign, pathname: '/en-US/user/user-center' });
    expect(server.seen.find((r) => r.path === '/v2/app/auth/logout')?.headers.token).toBe('tok-1');
    expect($token.get()).toBeUndefined();
    expect($user.get()).toEqual({});
    expect(assign).toHaveBeenCalledWith('/en-US/');
  });

  it('logoutEverywhere still signs out here when the server cannot be reached', async () => {
    server.on('/v2/app/auth/logout', (_, res) => void res.socket?.destroy());
    setToken('tok-1');
    const assign = vi.fn();
    await logoutEverywhere({ assign, pathname: '/user/record' });
    expect($token.get()).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('logoutEverywhere goes once, to the language’s home, when the server had already ended the session', async () => {
    server.on('/v2/app/auth/logout', (_, res) => sendJson(res, 401, fail(401, 'UNAUTHORIZED')));
    setToken('tok-1');
    const assign = vi.fn();
    await logoutEverywhere({ assign, pathname: '/vi-VN/amigo' });
    expect($token.get()).toBeUndefined();
    expect(assign.mock.calls).toEqual([['/vi-VN/']]);
  });
});
