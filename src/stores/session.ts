import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { localizePath, splitLocalePath } from '../lib/locales.ts';
import { toastOnNextPage, type NextPageToast } from './nextPageToast.ts';

/** localStorage key of the session token. */
export const TOKEN_STORAGE_KEY = 'token';

/** The user-info object as the server answers it; `{}` when nobody is signed in. */
export type UserInfo = Record<string, unknown>;

/** Session token; `undefined` removes the key from storage. */
export const $token = persistentAtom<string | undefined>(TOKEN_STORAGE_KEY, undefined, {
  encode: (value) => value || undefined,
  decode: (raw) => raw || undefined,
});

export const $user = atom<UserInfo>({});
export const $isAgent = atom<boolean>(false);
/** Where a signed-in user lands when they open the login route. */
export const $homePage = atom<string>('home');

/** Signed in once the profile has been loaded (the user object has any keys). */
export const $isLogin = computed($user, (user) => Object.keys(user).length > 0);

export function setToken(token: string | null | undefined): void {
  $token.set(token || undefined);
}

export function setUser(user: UserInfo): void {
  $user.set(user);
}

export function setIsAgent(isAgent: boolean): void {
  $isAgent.set(isAgent);
}

/** Forgets the session in this browser (user, agent flag, token) without navigating. */
export function clearSession(): void {
  $user.set({});
  $isAgent.set(false);
  $token.set(undefined);
}

/** Where signing out leads: the home of the language being read (`/en-US/user/record` → `/en-US/`). */
export function signedOutPath(pathname: string): string {
  return localizePath('/', splitLocalePath(pathname).locale);
}

/**
 * Ends the session in this browser only (no server call) and goes to the home page of the page's
 * language, which then shows `notice` (by default: the sign-out confirmation).
 */
export function logout(
  location: Pick<Location, 'assign' | 'pathname'> | undefined = globalThis.location,
  notice: NextPageToast = { kind: 'signedOut' },
): void {
  clearSession();
  if (!location) return;
  toastOnNextPage(notice);
  location.assign(signedOutPath(location.pathname));
}
