import { describe, expect, it, vi } from 'vitest';
import { LINE_STATE_KEY, lineAuthorizeUrl, readLineReturn, startLineLogin } from './line.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';

const ORIGIN = 'http://localhost:4321';

const settings = { channelId: '1650000000', authorizeUrl: 'https://access.line.example/oauth2/v2.1/authorize', redirectUri: 'https://hall.example/auth/line/callback' };

describe('LINE sign-in', () => {
  it('builds the authorize URL with code flow, client id, redirect uri, state and the three scopes', () => {
    const url = new URL(lineAuthorizeUrl(settings, 'st4te'));
    expect(url.origin + url.pathname).toBe(settings.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1650000000',
      redirect_uri: 'https://hall.example/auth/line/callback',
      state: 'st4te',
      scope: 'profile openid email',
    });
  });

  it('keeps a random state in session storage and goes to LINE with it', () => {
    const storage = memoryStorage();
    const assign = vi.fn();
    startLineLogin(settings, { returnTo: '/en-US/user/user-center', agentCode: 'AG7' }, storage, { assign });
    const pending = JSON.parse(storage.items.get(LINE_STATE_KEY)!);
    expect(pending.state).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(assign.mock.calls[0][0]).searchParams.get('state')).toBe(pending.state);
    startLineLogin(settings, { returnTo: '/' }, storage, { assign });
    expect(JSON.parse(storage.items.get(LINE_STATE_KEY)!).state).not.toBe(pending.state);
  });

  it('accepts the code only with the matching state, once', () => {
    const storage = memoryStorage();
    startLineLogin(settings, { returnTo: '/ko-KR/amigo?machine=3', agentCode: 'AG7' }, storage, { assign: vi.fn() });
    const { state } = JSON.parse(storage.items.get(LINE_STATE_KEY)!);
    expect(readLineReturn(`?code=abc&state=${state}`, storage, ORIGIN)).toEqual({ ok: true, code: 'abc', returnTo: '/ko-KR/amigo?machine=3', agentCode: 'AG7' });
    expect(readLineReturn(`?code=abc&state=${state}`, storage, ORIGIN)).toEqual({ ok: false });
  });

  it('refuses a wrong or missing state and an answer without a code', () => {
    const storage = memoryStorage();
    startLineLogin(settings, { returnTo: '/' }, storage, { assign: vi.fn() });
    expect(readLineReturn('?code=abc&state=forged', storage, ORIGIN)).toEqual({ ok: false });
    expect(readLineReturn('?code=abc&state=', memoryStorage(), ORIGIN)).toEqual({ ok: false });
    startLineLogin(settings, { returnTo: '/' }, storage, { assign: vi.fn() });
    expect(readLineReturn('?state=' + JSON.parse(storage.items.get(LINE_STATE_KEY)!).state, storage, ORIGIN)).toEqual({ ok: false });
  });

  it('tells a cancelled consent apart, with the page to go back to, only for our own state', () => {
    const storage = memoryStorage();
    startLineLogin(settings, { returnTo: '/en-US/support' }, storage, { assign: vi.fn() });
    const { state } = JSON.parse(storage.items.get(LINE_STATE_KEY)!);
    expect(readLineReturn(`?error=access_denied&state=${state}`, storage, ORIGIN)).toEqual({ ok: false, cancelled: true, returnTo: '/en-US/support' });
    startLineLogin(settings, { returnTo: '/en-US/support' }, storage, { assign: vi.fn() });
    expect(readLineReturn('?error=access_denied&state=forged', storage, ORIGIN)).toEqual({ ok: false });
  });

  it('never returns to another site', () => {
    const storage = memoryStorage();
    for (const returnTo of ['//evil.example/x', '/.//evil.example/', '/\\evil.example', 'https://evil.example/', '/%2F%2Fevil.example']) {
      storage.setItem(LINE_STATE_KEY, JSON.stringify({ state: 's', returnTo }));
      expect(readLineReturn('?code=c&state=s', storage, ORIGIN)).toMatchObject({ ok: true, returnTo: '/' });
    }
  });
});
