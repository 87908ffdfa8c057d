// Shared set-up of the user-island tests: the island test server and languages, the user
// strings and the auth strings the guard shows, and a signed-in session by default.
import { afterEach, beforeAll } from 'vitest';
import type { Locale } from '../../../shared/locales.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import { loadAuthI18n } from '../auth/AuthI18n.tsx';
import type { UserInfo, UserProfile } from '../../contracts/account.ts';
import { $isAgent, $token, $user } from '../../stores/session.ts';
import { clearProfile } from '../../stores/profile.ts';
import { setUpIslandTests } from '../shared/islandTestSetup.ts';
import { USER_NAMESPACES } from './UserIsland.tsx';

export function setUpUserIslandTests(locales: readonly Locale[]) {
  const server = setUpIslandTests(locales);
  beforeAll(async () => {
    await Promise.all(locales.flatMap((locale) => [loadIslandI18n(locale, USER_NAMESPACES), loadAuthI18n(locale)]));
  });
  afterEach(() => {
    // Setting it again once it is gone trips the test DOM's storage.
    if ($token.get() !== undefined) $token.set(undefined);
    $user.set({});
    $isAgent.set(false);
    clearProfile();
  });
  return server;
}

export const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });

export function userInfo(changes: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    account: 'lucky7',
    email: 'lucky7@example.com',
    nickname: null,
    balance: '0.0000',
    isAgent: false,
    hasPaymentPassword: false,
    appKeyBound: false,
    createdAt: '2026-01-02T03:04:05.000Z',
    lastLoginAt: '2026-03-04T05:06:07.000Z',
    ...changes,
  };
}

export function userProfile(changes: Partial<UserProfile> = {}): UserProfile {
  return {
    ...userInfo(),
    firstName: null,
    lastName: null,
    pinyinName: null,
    phone: null,
    idNumber: null,
    alias: null,
    agentCode: null,
    signInMethods: ['password'],
    ...changes,
  };
}

/** A session the guard lets through without asking the server. */
export function signIn(user: UserInfo = userInfo()): void {
  $token.set('session-token');
  $user.set(user);
}
