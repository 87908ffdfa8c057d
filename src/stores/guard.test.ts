import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { configureApi } from '../api/client.ts';
import { sendJson, startTestServer, type TestServer } from '../api/testServer.ts';
import { $authPopup, closeAuthPopup } from './authPopup.ts';
import { $homePage, $isAgent, $token, $user, setToken } from './session.ts';
import { clearToasts } from './toasts.ts';
import { homePagePath, loginPathFor, runGuard, type GuardHistory, type GuardLocation } from './guard.ts';
import { sampleUser } from '../test-support/sampleUser.ts';

let server: TestServer;
beforeAll(async () => {
  useTestStorageEngine();
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => configureApi({ baseUrl: server.url }));
afterEach(() => {
  closeAuthPopup('dismissed');
  server.reset();
  cleanTestStorage();
  $user.set({});
  $isAgent.set(false);
  $homePage.set('home');
  clearToasts();
});

const origin = 'https://hall.example';
const user = sampleUser;

/** A location and history as the browser has them, recording where the guard sends it. */
function browserAt(pathAndQuery: string, { historyLength = 1 } = {}) {
  const url = new URL(pathAndQuery, origin);
  const location: GuardLocation = {
    href: url.href,
    origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    assign: vi.fn(),
    replace: vi.fn(),
  };
  const history: GuardHistory = { length: historyLength, state: null, back: vi.fn(), replaceState: vi.fn() };
  return { location, history };
}

function serveProfile(validToken: string) {
  server.on('/v2/app/user/info', (req, res) =>
    req.headers.token === validToken
      ? sendJson(res, 200, { code: 200, msg: 'ok', data: user })
      : sendJson(res, 401, { code: 401, msg: 'ログインしてください', data: null, error: 'UNAUTHORIZED', reqId: 'r' }),
  );
  server.on('/v2/app/agent/is/agent', (req, res) =>
    req.headers.token === validToken
      ? sendJson(res, 200, { code: 200, msg: 'ok', data: true })
      : sendJson(res, 401, { code: 401, msg: 'ログインしてください', data: null, error: 'UNAUTHORIZED', reqId: 'r' }),
  );
}

describe('route guard', () => {
  it('saves a token from the query string and removes it from the address bar', async () => {
    serveProfile('tok-q');
    const { location, history } = browserAt('/en-US/user/user-center?token=tok-q&tab=2#top');
    expect(await runGuard({ requiresAuth: true, location, history })).toBe('allow');
    expect($token.get()).toBe('tok-q');
    expect(getTestStorage().token).toBe('tok-q');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/en-US/user/user-center?tab=2#top');
    expect($user.get()).toEqual(user);
    expect($isAgent.get()).toBe(true);
  });

  it('with a token and no profile loads the profile, then lets the page render', async () => {
    serveProfile('tok-1');
    setToken('tok-1');
    const { location, history } = browserAt('/user/account-setting');
    expect(await runGuard({ requiresAuth: true, location, history })).toBe('allow');
    expect(server.seen.map((r) => r.path).sort()).toEqual(['/v2/app/agent/is/agent', '/v2/app/user/info']);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('does not load the profile again once it is there', async () => {
    setToken('tok-1');
    $user.set(user);
    const { location } = browserAt('/user/user-center');
    expect(await runGuard({ requiresAuth: true, location })).toBe('allow');
    expect(server.seen).toHaveLength(0);
  });

  it('when the profile fails to load: logs out and goes to login with redirect = target + original query', async () => {
    serveProfile('tok-good');
    setToken('tok-expired');
    const { location, history } = browserAt('/ko-KR/user/record?page=3&type=deposit');
    expect(await runGuard({ requiresAuth: true, location, history })).toBe('redirected');
    expect($token.get()).toBeUndefined();
    expect($user.get()).toEqual({});
    expect(location.assign).toHaveBeenLastCalledWith('/ko-KR/login?redirect=%2Fko-KR%2Fuser%2Frecord%3Fpage%3D3%26type%3Ddeposit');
  });

  /** The profile calls fail as a page's open calls do when the browser leaves it: the connection is cut. */
  function cutProfileCalls() {
    server.on('/v2/app/user/info', (_req, res) => void res.destroy());
    server.on('/v2/app/agent/is/agent', (_req, res) => void res.destroy());
    setToken('tok-1');
    return browserAt('/user/user-center');
  }

  it('a profile load cut short because the page is being left keeps the session and goes nowhere', async () => {
    const { location, history } = cutProfileCalls();
    expect(await runGuard({ requiresAuth: true, location, history, leaving: () => true })).toBe('redirected');
    expect($token.get()).toBe('tok-1');
    expect(getTestStorage().token).toBe('tok-1');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('the same failure while the page stays is a failed profile load: logs out and goes to login', async () => {
    const { location, history } = cutProfileCalls();
    expect(await runGuard({ requiresAuth: true, location, history, leaving: () => false })).toBe('redirected');
    expect($token.get()).toBeUndefined();
    expect(location.assign).toHaveBeenLastCalledWith('/login?redirect=%2Fuser%2Fuser-center');
  });

  it('the login redirect leaves out the token that came in the query', async () => {
    serveProfile('tok-good');
    const { location, history } = browserAt('/amigo?token=bad&machine=9');
    expect(await runGuard({ requiresAuth: true, location, history })).toBe('redirected');
    expect(location.assign).toHaveBeenLastCalledWith(`/login?redirect=${encodeURIComponent('/amigo?machine=9')}`);
  });

  it('sends a signed-in user away from the login route to their home page', async () => {
    setToken('tok-1');
    $user.set(user);
    const { location } = browserAt('/en-US/login?redirect=%2Fen-US%2Fuser%2Fuser-center');
    expect(await runGuard({ requiresAuth: false, location })).toBe('redirected');
    expect(location.replace).toHaveBeenCalledWith('/en-US/');
    $homePage.set('/user/user-center');
    const again = browserAt('/login');
    expect(await runGuard({ requiresAuth: false, location: again.location })).toBe('redirected');
    expect(again.location.replace).toHaveBeenCalledWith('/user/user-center');
  });

  it('without a token, public routes pass without the popup', async () => {
    const { location } = browserAt('/game/notice');
    expect(await runGuard({ requiresAuth: false, location })).toBe('allow');
    expect($authPopup.get().open).toBe(false);
    expect(await runGuard({ requiresAuth: false, location: browserAt('/login').location })).toBe('allow');
  });

  it('without a token, a protected route opens the login popup; confirming lets it render', async () => {
    const { location, history } = browserAt('/user/user-center', { historyLength: 3 });
    const result = runGuard({ requiresAuth: true, location, history, referrer: `${origin}/` });
    await vi.waitFor(() => expect($authPopup.get()).toMatchObject({ open: true, tab: 'login', view: 'tabs' }));
    closeAuthPopup('confirmed');
    expect(await result).toBe('allow');
    expect(history.back).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('dismissing the popup goes back when the previous page is on this site', async () => {
    const { location, history } = browserAt('/user/finance/deposit', { historyLength: 2 });
    const result = runGuard({ requiresAuth: true, location, history, referrer: `${origin}/game/promotion` });
    await vi.waitFor(() => expect($authPopup.get().open).toBe(true));
    closeAuthPopup('dismissed');
    expect(await result).toBe('dismissed');
    expect(history.back).toHaveBeenCalledOnce();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it.each([
    ['no previous page', 1, `${origin}/`],
    ['a previous page on another site', 4, 'https://search.example/?q=hall'],
    ['no referrer', 4, ''],
  ])('dismissing the popup with %s goes to the home page of the language', async (_, historyLength, referrer) => {
    const { location, history } = browserAt('/zh-TW/user/user-center', { historyLength });
    const result = runGuard({ requiresAuth: true, location, history, referrer });
    await vi.waitFor(() => expect($authPopup.get().open).toBe(true));
    closeAuthPopup('dismissed');
    expect(await result).toBe('dismissed');
    expect(history.back).not.toHaveBeenCalled();
    expect(location.assign).toHaveBeenCalledWith('/zh-TW/');
  });

  it('builds login and home paths in the page language', () => {
    expect(loginPathFor({ pathname: '/user/user-center', search: '' }, 'ja-JP')).toBe('/login?redirect=%2Fuser%2Fuser-center');
    expect(homePagePath('home', 'ja-JP')).toBe('/');
    expect(homePagePath('home', 'vi-VN')).toBe('/vi-VN/');
  });
});
