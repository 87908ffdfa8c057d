import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { localizePath, splitLocalePath } from '../../shared/locales.ts';
import { toastOnNextPage, type NextPageToast } from './nextPageToast.ts';

/** localStorage key of the session token. */
export const TOKEN_STORAGE_KEY = 'token';
/**
 * localStorage key of the agent flag, kept beside the token so the header's agent menu is right
 * before the first paint (the inline script in UserArea.astro reads both). Written whenever the
 * server says whether the user is an agent (`agent/is/agent`, the `isAgent` of user/info), removed
 * with the session.
 */
export const AGENT_STORAGE_KEY = 'agent';

/** The user-info object as the server answers it; `{}` when nobody is signed in. */
export type UserInfo = Record<string, unknown>;

/** Session token; `undefined` removes the key from storage. */
export const $token = persistentAtom<string | undefined>(TOKEN_STORAGE_KEY, undefined, {
  encode: (value) => value || undefined,
  decode: (raw) => raw || undefined,
});

export const $user = atom<UserInfo>({});
/** The browser's localStorage, or nothing (no DOM, storage refused). */
function localStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined;
  }
}

/** Writes the agent flag beside the token ("1"), or removes it; storage that refuses changes nothing. */
export function storeAgentFlag(isAgent: boolean): void {
  try {
    const storage = localStore();
    if (!storage) return;
    if (isAgent) storage.setItem(AGENT_STORAGE_KEY, '1');
    else if (storage.getItem(AGENT_STORAGE_KEY) !== null) storage.removeItem(AGENT_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the header only learns later in this page.
  }
}

function storedAgentFlag(): boolean {
  try {
    return localStore()?.getItem(AGENT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the signed-in user is an agent: starts from the stored flag, and every change is stored. */
export const $isAgent = atom<boolean>(storedAgentFlag());
$isAgent.listen(storeAgentFlag);

/** Where a signed-in user lands when they open the login route. */
export const $homePage = atom<string>('home');

/** Signed in once the profile has been loaded (the user object has any keys). */
export const $isLogin = computed($user, (user) => Object.keys(user).length > 0);

export function setToken(token: string | null | undefined): void {
  $token.set(token || undefined);
}

/** Keeps the user object; an answer that says whether the user is an agent updates the flag too. */
export function setUser(user: UserInfo): void {
  $user.set(user);
  if (typeof user.isAgent === 'boolean') $isAgent.set(user.isAgent);
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
