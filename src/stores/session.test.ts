import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import { NEXT_PAGE_TOAST_KEY, takeNextPageToast } from './nextPageToast.ts';
import { memoryStorage } from '../test-support/memoryStorage.ts';
import {
  $homePage,
  $isAgent,
  $isLogin,
  $token,
  $user,
  AGENT_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  clearSession,
  logout,
  setIsAgent,
  setToken,
  setUser,
  signedOutPath,
} from './session.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  $user.set({});
  $isAgent.set(false);
});

describe('session store', () => {
  it('starts logged out with the default home page', () => {
    expect($user.get()).toEqual({});
    expect($isAgent.get()).toBe(false);
    expect($homePage.get()).toBe('home');
    expect($isLogin.get()).toBe(false);
  });

  it('stores the token under the key "token"', () => {
    setToken('abc123');
    expect($token.get()).toBe('abc123');
    expect(getTestStorage()[TOKEN_STORAGE_KEY]).toBe('abc123');
    expect(TOKEN_STORAGE_KEY).toBe('token');
  });

  it('treats an empty token as no token', () => {
    setToken('abc');
    setToken('');
    expect($token.get()).toBeUndefined();
    expect(TOKEN_STORAGE_KEY in getTestStorage()).toBe(false);
  });

  it('keeps the agent flag beside the token (for the header before paint) and forgets it with the session', () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    try {
      setToken('abc');
      setIsAgent(true);
      expect(storage.items.get(AGENT_STORAGE_KEY)).toBe('1');
      expect(AGENT_STORAGE_KEY).toBe('agent');
      setIsAgent(false);
      expect(storage.items.has(AGENT_STORAGE_KEY)).toBe(false);
      setIsAgent(true);
      clearSession();
      expect($isAgent.get()).toBe(false);
      expect(storage.items.has(AGENT_STORAGE_KEY)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('follows the isAgent of every user-info answer', () => {
    setUser({ account: 'p1', isAgent: true });
    expect($isAgent.get()).toBe(true);
    setUser({ account: 'p1', balance: '1.0000' });
    expect($isAgent.get()).toBe(true);
    setUser({ account: 'p1', isAgent: false });
    expect($isAgent.get()).toBe(false);
  });

  it('is logged in once the user object has any keys', () => {
    setUser({ username: 'player1' });
    expect($isLogin.get()).toBe(true);
    setUser({});
    expect($isLogin.get()).toBe(false);
  });

  it('logout clears user, agent flag and token, then goes to the home page of the page’s language', () => {
    setToken('abc');
    setUser({ username: 'player1' });
    setIsAgent(true);
    const assign = vi.fn();
    logout({ assign, pathname: '/user/record' });
    expect($user.get()).toEqual({});
    expect($isAgent.get()).toBe(false);
    expect($isLogin.get()).toBe(false);
    expect($token.get()).toBeUndefined();
    expect(TOKEN_STORAGE_KEY in getTestStorage()).toBe(false);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it.each(LOCALES.map((locale) => [locale, localizePath('/user/finance/deposit', locale), localizePath('/', locale)]))(
    'signing out in %s from %s goes to %s',
    (_locale, from, home) => {
      expect(signedOutPath(from)).toBe(home);
      const assign = vi.fn();
      logout({ assign, pathname: from });
      expect(assign).toHaveBeenCalledWith(home);
    },
  );

  it('goes to the language’s home from its home and from an unknown page too', () => {
    expect(signedOutPath('/en-US/')).toBe('/en-US/');
    expect(signedOutPath('/en-US')).toBe('/en-US/');
    expect(signedOutPath('/')).toBe('/');
    expect(signedOutPath('/zh-TW/no/such/page')).toBe('/zh-TW/');
    expect(signedOutPath('/xx-XX/user/record')).toBe('/');
  });

  describe('what the next page says', () => {
    const storage = new Map<string, string>();
    beforeEach(() => {
      storage.clear();
      vi.stubGlobal('sessionStorage', {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => void storage.set(key, value),
        removeItem: (key: string) => void storage.delete(key),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('a sign-out leaves its confirmation for the next page of this tab', () => {
      logout({ assign: vi.fn(), pathname: '/en-US/user/user-center' });
      expect(storage.has(NEXT_PAGE_TOAST_KEY)).toBe(true);
      expect(takeNextPageToast()).toEqual({ kind: 'signedOut' });
      expect(takeNextPageToast()).toBeUndefined();
    });

    it('a forced sign-out leaves its reason instead', () => {
      logout({ assign: vi.fn(), pathname: '/ko-KR/amigo' }, { kind: 'message', message: 'Session ended', tone: 'critical' });
      expect(takeNextPageToast()).toEqual({ kind: 'message', message: 'Session ended', tone: 'critical' });
    });
  });
});
