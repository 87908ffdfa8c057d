import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $homePage, $isAgent, $isLogin, $token, $user, TOKEN_STORAGE_KEY, logout, setIsAgent, setToken, setUser } from './session.ts';

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

  it('is logged in once the user object has any keys', () => {
    setUser({ username: 'player1' });
    expect($isLogin.get()).toBe(true);
    setUser({});
    expect($isLogin.get()).toBe(false);
  });

  it('logout clears user, agent flag and token, then goes to the site root', () => {
    setToken('abc');
    setUser({ username: 'player1' });
    setIsAgent(true);
    const assign = vi.fn();
    logout({ assign });
    expect($user.get()).toEqual({});
    expect($isAgent.get()).toBe(false);
    expect($isLogin.get()).toBe(false);
    expect($token.get()).toBeUndefined();
    expect(TOKEN_STORAGE_KEY in getTestStorage()).toBe(false);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
