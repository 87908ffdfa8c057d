import { atom } from 'nanostores';

export const AUTH_TABS = ['login', 'register'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];
/** `tabs`: the login/register tab bar; `findPassword`: its own view with the tab bar hidden. */
export type AuthView = 'tabs' | 'findPassword';
export type AuthPopupResult = 'confirmed' | 'dismissed';

export interface AuthPopupState {
  open: boolean;
  tab: AuthTab;
  view: AuthView;
}

const closed: AuthPopupState = { open: false, tab: 'login', view: 'tabs' };

/** The one authentication popup of the page; any island opens it through `openAuthPopup`. */
export const $authPopup = atom<AuthPopupState>(closed);

let waiting: ((result: AuthPopupResult) => void)[] = [];

/**
 * Opens the popup (login tab unless told otherwise) and answers how it ended: `confirmed`
 * once the user signed in or registered, `dismissed` when closed without that. Callers that
 * open it while it is already open share the same outcome.
 */
export function openAuthPopup({ tab = 'login' }: { tab?: AuthTab } = {}): Promise<AuthPopupResult> {
  const current = $authPopup.get();
  $authPopup.set(current.open ? { ...current } : { open: true, tab, view: 'tabs' });
  return new Promise((resolve) => waiting.push(resolve));
}

/** Closes the popup and settles every caller waiting on it. */
export function closeAuthPopup(result: AuthPopupResult): void {
  $authPopup.set({ ...closed, tab: $authPopup.get().tab });
  const settle = waiting;
  waiting = [];
  for (const resolve of settle) resolve(result);
}

export function setAuthTab(tab: AuthTab): void {
  $authPopup.set({ ...$authPopup.get(), tab, view: 'tabs' });
}

export function showFindPassword(): void {
  $authPopup.set({ ...$authPopup.get(), view: 'findPassword' });
}

/** Back from find-password to the login tab. */
export function showAuthTabs(): void {
  $authPopup.set({ ...$authPopup.get(), tab: 'login', view: 'tabs' });
}
