import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { configureApi } from '../../api/client.ts';
import { sendJson, startTestServer, type TestServer } from '../../api/testServer.ts';
import { $locale } from '../../stores/locale.ts';
import { $isAgent, $token, $user, setToken } from '../../stores/session.ts';
import { closeAuthPopup } from '../../stores/authPopup.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { NEXT_PAGE_TOAST_KEY } from '../../stores/nextPageToast.ts';
import { pendingProgress, resetProgress } from '../../stores/progress.ts';
import type { GuardHistory, GuardLocation } from '../../stores/guard.ts';
import { LINE_STATE_KEY } from './line.ts';
import { loadAuthI18n } from './AuthI18n.tsx';
import { Guarded } from './Guarded.tsx';
import LineCallback from './LineCallback.tsx';
import { sampleUser } from '../../test-support/sampleUser.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await loadAuthI18n('en-US');
});
afterAll(() => server.close());
beforeEach(() => {
  configureApi({ baseUrl: server.url });
  $locale.set('en-US');
  server.on('/v2/app/auth/captcha', (_, res) => sendJson(res, 200, ok({ img: 'R0lGOD', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e' })));
  server.on('/v2/app/auth/get', (_, res) => sendJson(res, 200, ok({ google: null, line: null, emailCodeCooldownSeconds: 60 })));
  server.on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(user)));
  server.on('/v2/app/agent/is/agent', (_, res) => sendJson(res, 200, ok(false)));
});
afterEach(async () => {
  closeAuthPopup('dismissed');
  await vi.waitFor(() => expect(pendingProgress()).toBe(0));
  cleanup();
  server.reset();
  clearToasts();
  resetProgress();
  if ($token.get()) $token.set(undefined);
  $user.set({});
  $isAgent.set(false);
  sessionStorage.clear();
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const user = sampleUser;

function browserAt(path: string, historyLength = 1) {
  const url = new URL(path, 'https://hall.example');
  const location: GuardLocation = { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, assign: vi.fn(), replace: vi.fn() };
  const history: GuardHistory = { length: historyLength, state: null, back: vi.fn(), replaceState: vi.fn() };
  return { location, history };
}

describe('Guarded', () => {
  it('shows a loading state, then the page once the profile has loaded', async () => {
    setToken('tok-1');
    let answer!: () => void;
    server.on('/v2/app/user/info', (_, res) => {
      answer = () => sendJson(res, 200, ok(user));
    });
    const { location, history } = browserAt('/en-US/user/user-center');
    render(
      <Guarded locale="en-US" requiresAuth location={location} history={history}>
        <p>Private content</p>
      </Guarded>,
    );
    expect(await screen.findByText('Checking your sign-in…')).toBeTruthy();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(screen.queryByText('Private content')).toBeNull();
    answer();
    expect(await screen.findByText('Private content')).toBeTruthy();
    expect($user.get()).toEqual(user);
  });

  it('on a protected page without a session opens the login popup and renders after signing in', async () => {
    server.on('/v2/app/auth/login', (_, res) => sendJson(res, 200, ok({ token: 'tok-1' })));
    const { location, history } = browserAt('/en-US/user/user-center');
    render(
      <Guarded locale="en-US" requiresAuth location={location} history={history}>
        <p>Private content</p>
      </Guarded>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByText('Private content')).toBeNull();
    await within(dialog).findByRole('img', { name: 'Captcha image' });
    fireEvent.change(within(dialog).getByLabelText('Account'), { target: { value: 'player1' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(within(dialog).getByLabelText('Captcha'), { target: { value: 'ab12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Private content')).toBeTruthy();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('closing the popup with no previous page goes home and shows nothing private', async () => {
    const { location, history } = browserAt('/en-US/user/user-center');
    render(
      <Guarded locale="en-US" requiresAuth location={location} history={history}>
        <p>Private content</p>
      </Guarded>,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/en-US/'));
    expect(screen.queryByText('Private content')).toBeNull();
  });

  it('public pages render straight away without a session', async () => {
    const { location, history } = browserAt('/en-US/user/station-letter');
    render(
      <Guarded locale="en-US" requiresAuth={false} location={location} history={history}>
        <p>Inbox</p>
      </Guarded>,
    );
    expect(await screen.findByText('Inbox')).toBeTruthy();
    expect(screen.queryByRole('dialog', { hidden: false })?.hasAttribute('open') ?? false).toBe(false);
  });
});

describe('LineCallback', () => {
  it('with the matching state sends the code to login3 and returns to the page it came from, welcoming a new account there', async () => {
    server.on('/v2/app/auth/login3', (_, res) => sendJson(res, 200, ok({ token: 'tok-line', created: true })));
    sessionStorage.setItem(LINE_STATE_KEY, JSON.stringify({ state: 's1', returnTo: '/en-US/amigo', agentCode: 'AGENT7' }));
    const replace = vi.fn();
    render(<LineCallback locale="en-US" location={{ search: '?code=c0de&state=s1', replace }} />);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/en-US/amigo'));
    expect(server.seen.find((r) => r.path === '/v2/app/auth/login3')?.body).toEqual({ event: 'line', token: 'c0de', agentCode: 'AGENT7' });
    expect($token.get()).toBe('tok-line');
    const welcome = `Your account ${sampleUser.account} is ready — welcome to Game Hall!`;
    expect($toasts.get()).toMatchObject([{ message: welcome, tone: 'positive' }]);
    expect(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY)).toContain(welcome);
  });

  it('signs an existing LINE player in without a welcome', async () => {
    server.on('/v2/app/auth/login3', (_, res) => sendJson(res, 200, ok({ token: 'tok-line', created: false })));
    sessionStorage.setItem(LINE_STATE_KEY, JSON.stringify({ state: 's2', returnTo: '/en-US/amigo' }));
    const replace = vi.fn();
    render(<LineCallback locale="en-US" location={{ search: '?code=c0de&state=s2', replace }} />);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/en-US/amigo'));
    expect($toasts.get()).toEqual([]);
  });

  it('refuses an answer whose state does not match, without calling the server', async () => {
    sessionStorage.setItem(LINE_STATE_KEY, JSON.stringify({ state: 's1', returnTo: '/' }));
    const replace = vi.fn();
    render(<LineCallback locale="en-US" location={{ search: '?code=c0de&state=forged', replace }} />);
    expect(await screen.findByText('This sign-in link is not valid. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en-US/');
    expect(server.seen.some((r) => r.path === '/v2/app/auth/login3')).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('says so when the server refuses the code', async () => {
    server.on('/v2/app/auth/login3', (_, res) => sendJson(res, 401, { code: 401, msg: 'nope', data: null, error: 'THIRD_PARTY_FAILED', reqId: 'r' }));
    sessionStorage.setItem(LINE_STATE_KEY, JSON.stringify({ state: 's1', returnTo: '/' }));
    render(<LineCallback locale="en-US" location={{ search: '?code=c0de&state=s1', replace: vi.fn() }} />);
    expect(await screen.findByText('Could not sign in with LINE.')).toBeTruthy();
  });
});
