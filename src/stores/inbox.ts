import { atom, computed } from 'nanostores';
import { call } from '../api/calls.ts';
import { stationQuery, stationRead, stationReadAll } from '../contracts/station.ts';
import type { StationLetter } from '../contracts/station.ts';
import { setUnreadLetters } from './inboxUnread.ts';
import { createRemote } from './remote.ts';

// The inbox screen (/user/station-letter): a page of letters, newest first; opening one shows it
// and marks it read; "mark all read" reads them all. Every answer that carries the unread count
// updates the badges (inboxUnread.ts). Nothing here needs React.

export const INBOX_PAGE_SIZE = 10;

export interface InboxPage {
  list: StationLetter[];
  total: number;
  pageNum: number;
  pageSize: number;
  unread: number;
}

export const inboxRemote = createRemote(async (pageNum: number, signal: AbortSignal): Promise<InboxPage> => {
  const page = await call(stationQuery, { pageNum, pageSize: INBOX_PAGE_SIZE }, { signal });
  setUnreadLetters(page.unread);
  return page;
});
export const $inbox = inboxRemote.$state;

/** Letters read since the page was loaded: shown as read without loading the page again (it would move). */
const $readHere = atom<ReadonlySet<number>>(new Set());

/** The page's letters as they stand now. */
export const $letters = computed([$inbox, $readHere], (state, readHere) =>
  (state.data?.list ?? []).map((letter) => (readHere.has(letter.id) && !letter.read ? { ...letter, read: true } : letter)),
);

/** The letter shown in the reader (null: the list). */
export const $openLetterId = atom<number | null>(null);
export const $openLetter = computed([$letters, $openLetterId], (letters, id) => (id === null ? null : (letters.find((l) => l.id === id) ?? null)));
/** "Mark all read" is on its way. */
export const $markingAll = atom(false);

export async function loadInbox(pageNum = 1): Promise<void> {
  $openLetterId.set(null);
  await inboxRemote.load(pageNum);
  $readHere.set(new Set());
}

function markReadHere(ids: readonly number[]): void {
  $readHere.set(new Set([...$readHere.get(), ...ids]));
}

/** Shows a letter; an unread one is marked read on the server and every badge drops. */
export async function openLetter(id: number): Promise<void> {
  $openLetterId.set(id);
  const letter = $letters.get().find((l) => l.id === id);
  if (!letter || letter.read) return;
  try {
    const { unread } = await call(stationRead, { id });
    markReadHere([id]);
    setUnreadLetters(unread);
  } catch {
    // The API client has shown why; the letter stays unread.
  }
}

export function closeLetter(): void {
  $openLetterId.set(null);
}

/** Marks every letter read (broadcasts included) and reads the page again. */
export async function markAllRead(): Promise<boolean> {
  if ($markingAll.get()) return false;
  $markingAll.set(true);
  try {
    const { unread } = await call(stationReadAll);
    setUnreadLetters(unread);
    markReadHere($letters.get().map((l) => l.id));
    return true;
  } catch {
    return false;
  } finally {
    $markingAll.set(false);
  }
}
