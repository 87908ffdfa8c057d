import { atom } from 'nanostores';
import { call } from '../api/calls.ts';
import { stationUnreadCount } from '../contracts/station.ts';
import { pollRemote, type PageVisibility } from './polling.ts';
import { createRemote } from './remote.ts';

// How many of the player's letters are unread: the badge of the header and of the user centre's
// menu. Read when a page opens, then again every UNREAD_POLL_MS while the page is visible (the
// shared polling helper pauses while it is hidden and reads at once when it is shown again). The
// inbox sets it from its own answers, so reading a letter lowers every badge on the page at once.

export const UNREAD_POLL_MS = 30_000;

// A dead session is not this badge's to end: the header's balance and a page's route guard do
// that (a signed-in page goes to /login with its target, which a sign-out here would pre-empt).
export const unreadRemote = createRemote((_: null, signal: AbortSignal) => call(stationUnreadCount, undefined, { signal, sessionEnd: 'caller' }));

/** The unread count once known; undefined before the first answer (no badge drawn). */
export const $unreadLetters = atom<number | undefined>(undefined);

unreadRemote.$state.listen((state) => {
  if (state.status === 'ready' && state.data) $unreadLetters.set(state.data.unread);
});

/** Sets the count from an answer that carries it (reading a letter, the inbox list). */
export function setUnreadLetters(unread: number): void {
  $unreadLetters.set(unread);
}

/** Reads the count now and keeps it fresh; answers the function that stops. */
export function followUnreadLetters(visibility?: PageVisibility): () => void {
  const stop = pollRemote(unreadRemote, { delayAfter: () => UNREAD_POLL_MS, ...(visibility ? { visibility } : {}) });
  if (unreadRemote.$state.get().status === 'idle') void unreadRemote.load(null);
  return stop;
}
