import { clientMessage } from '../api/messages.ts';
import type { Locale } from '../../shared/locales.ts';
import { showToast, TOAST_TONES, type ToastTone } from './toasts.ts';

// A toast that outlives a navigation: signing out leaves the page at once, so its confirmation
// (or the reason a session was ended) is kept in this tab's sessionStorage and shown by the
// next page that has toasts. Read once, then gone.

/** sessionStorage key of the toast waiting for the next page. */
export const NEXT_PAGE_TOAST_KEY = 'nextPageToast';

/** `signedOut`: the sign-out confirmation, worded in the next page's language; `message`: a text as it is. */
export type NextPageToast = { kind: 'signedOut' } | { kind: 'message'; message: string; tone: ToastTone };

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): TabStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the toast is lost, nothing else is
  }
}

export function toastOnNextPage(toast: NextPageToast, storage: TabStorage | undefined = tabStorage()): void {
  try {
    storage?.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Full or refused storage: the navigation matters more than its toast.
  }
}

function parse(raw: string): NextPageToast | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { kind, message, tone } = value as Record<string, unknown>;
    if (kind === 'signedOut') return { kind };
    if (kind === 'message' && typeof message === 'string' && message && TOAST_TONES.includes(tone as ToastTone)) {
      return { kind, message, tone: tone as ToastTone };
    }
  } catch {
    // Not ours or damaged: dropped below like a read one.
  }
  return undefined;
}

/** The waiting toast, removed from storage so it shows once. */
export function takeNextPageToast(storage: TabStorage | undefined = tabStorage()): NextPageToast | undefined {
  try {
    const raw = storage?.getItem(NEXT_PAGE_TOAST_KEY);
    if (raw == null) return undefined;
    storage?.removeItem(NEXT_PAGE_TOAST_KEY);
    return parse(raw);
  } catch {
    return undefined;
  }
}

/** Shows the toast a previous page left for this one, if any; answers its id. */
export function showNextPageToast(locale: Locale, storage: TabStorage | undefined = tabStorage()): number | undefined {
  const toast = takeNextPageToast(storage);
  if (!toast) return undefined;
  if (toast.kind === 'signedOut') return showToast(clientMessage('signedOut', locale), { tone: 'positive' });
  return showToast(toast.message, { tone: toast.tone });
}
