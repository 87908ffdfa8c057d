import { computed, onMount } from 'nanostores';
import { call } from '../api/calls.ts';
import { userInfoCall } from '../contracts/account.ts';
import type { CallOptions } from '../api/client.ts';
import { $token, $user, setUser } from './session.ts';

// The signed-in player's balance for the header, the user centre and the money pages. It lives in
// the session's user object (user/info), so every place that shows the user shows the same
// figure; this module refreshes it after money moves and when another island says it changed.

/** Dispatched on `window` by anything that moved money (e.g. `announceBalanceChanged()`). */
export const BALANCE_CHANGED_EVENT = 'balance-changed';

/** Game coins as the server wrote them ("1234.5000"); `undefined` until user/info has been read. */
export const $balance = computed($user, (user) => (typeof user.balance === 'string' ? user.balance : undefined));

let inFlight: Promise<string | undefined> | undefined;

/**
 * Reads user/info again and keeps the new figure in the session's user object. Calls made while
 * one is on its way share it. Without a session there is nothing to read.
 */
export function refreshBalance(options: Pick<CallOptions, 'sessionEnd'> = {}): Promise<string | undefined> {
  if (!$token.get()) return Promise.resolve(undefined);
  inFlight ??= call(userInfoCall, {}, options)
    .then((info) => {
      // Signed out (or in as someone else) meanwhile: that answer is not this session's.
      if (!$token.get()) return undefined;
      setUser({ ...$user.get(), ...info });
      return info.balance;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Tells every balance on the page to refresh (islands that moved money call this). */
export function announceBalanceChanged(target: EventTarget | undefined = globalThis.window): void {
  target?.dispatchEvent(new Event(BALANCE_CHANGED_EVENT));
}

/**
 * Refreshes on `balance-changed`, and when the page is shown again (the player may have paid in
 * another tab). Returns the function that stops listening.
 */
export function watchBalanceSignals(win: EventTarget, doc?: EventTarget & { visibilityState?: string }): () => void {
  const refresh = () => void refreshBalance().catch(() => undefined);
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') refresh();
  };
  win.addEventListener(BALANCE_CHANGED_EVENT, refresh);
  doc?.addEventListener('visibilitychange', onVisible);
  return () => {
    win.removeEventListener(BALANCE_CHANGED_EVENT, refresh);
    doc?.removeEventListener('visibilitychange', onVisible);
  };
}

// Listening only while something shows the balance.
onMount($balance, () => (typeof window === 'undefined' ? undefined : watchBalanceSignals(window, document)));
