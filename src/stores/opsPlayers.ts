import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import type { CallData } from '../contracts/define.ts';
import { opsAdjustmentCreate, opsReason } from '../contracts/ops.ts';
import {
  opsPlayerLock,
  opsPlayerNoteAdd,
  opsPlayerProfile,
  opsPlayerSearch,
  opsPlayerTab,
  opsPlayerUnlock,
  type PlayerTab,
} from '../contracts/ops-players.ts';
import { opsLetterSend } from '../contracts/ops-letters.ts';
import { opsProtectionGet } from '../contracts/ops-protection.ts';
import { operatorLetterText } from '../contracts/station.ts';
import type { z } from '../contracts/zod.ts';

// The console's player screen: the search, the open player's profile and the page of its chosen tab,
// and the actions on that player (lock, unlock, note, message, adjustment). Every request is checked
// against its contract before it is sent; the server decides what this operator may do and masks
// what a support-only operator may not see. Operator calls go through opsCall (opsSession.ts): they
// never end the player session of this browser.

export type SearchField = z.infer<typeof opsPlayerSearch.request>['field'];
export type SearchMatch = 'exact' | 'prefix';
export type SearchResult = CallData<typeof opsPlayerSearch>;
export type PlayerProfile = CallData<typeof opsPlayerProfile>;
export type TabPage = CallData<typeof opsPlayerTab>;
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  field: SearchField;
  query: string;
  match: SearchMatch;
  pageNum: number;
  pageSize: number;
  status: LoadStatus;
  result: SearchResult | null;
  /** A refusal of the query itself (shown by the field) or of the call. */
  error: string | null;
}

export interface ProfileState {
  userId: number | null;
  status: LoadStatus;
  profile: PlayerProfile | null;
  error: string | null;
}

export interface TabState {
  tab: PlayerTab;
  pageNum: number;
  pageSize: number;
  status: LoadStatus;
  page: TabPage | null;
  error: string | null;
}

/** The protection settings tab: the player protection's own operator call (support and auditor). */
export interface ProtectionState {
  status: LoadStatus;
  protection: CallData<typeof opsProtectionGet> | null;
  error: string | null;
}

export const PLAYER_ACTIONS = ['lock', 'unlock', 'note', 'message', 'adjustment'] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

export interface ActionState {
  busy: PlayerAction | null;
  /** The last action that succeeded, for its confirmation. */
  done: PlayerAction | null;
  /** The server's or the contract's refusal of the last action. */
  error: string | null;
}

const initialSearch: SearchState = { field: 'account', query: '', match: 'exact', pageNum: 1, pageSize: 20, status: 'idle', result: null, error: null };
const initialProfile: ProfileState = { userId: null, status: 'idle', profile: null, error: null };
const initialTab: TabState = { tab: 'ledger', pageNum: 1, pageSize: 20, status: 'idle', page: null, error: null };
const initialAction: ActionState = { busy: null, done: null, error: null };

export const $playerSearch = atom<SearchState>(initialSearch);
export const $playerProfile = atom<ProfileState>(initialProfile);
export const $playerTab = atom<TabState>(initialTab);
export const $playerAction = atom<ActionState>(initialAction);
const initialProtection: ProtectionState = { status: 'idle', protection: null, error: null };
export const $playerProtection = atom<ProtectionState>(initialProtection);

/** The console's messages for what the contracts refuse before sending. */
export interface PlayersInputErrors {
  query: string;
  reason: string;
  note: string;
  amount: string;
  message: string;
}

const messageOf = (error: unknown): string => (isApiError(error) ? error.msg : String(error));

export function setSearchInput(changes: Partial<Pick<SearchState, 'field' | 'query' | 'match'>>): void {
  $playerSearch.set({ ...$playerSearch.get(), ...changes, error: null });
}

/** Runs the search on page `pageNum` (1 for a new search); answers whether it was sent and answered. */
export async function runSearch(errors: Pick<PlayersInputErrors, 'query'>, pageNum = 1, pageSize = $playerSearch.get().pageSize): Promise<boolean> {
  const state = $playerSearch.get();
  const body = { field: state.field, query: state.query.trim(), match: state.match, pageNum, pageSize };
  if (!opsPlayerSearch.request.safeParse(body).success) {
    $playerSearch.set({ ...state, error: errors.query });
    return false;
  }
  $playerSearch.set({ ...state, pageNum, pageSize, status: 'loading', error: null });
  try {
    const result = await opsCall(opsPlayerSearch, body);
    $playerSearch.set({ ...$playerSearch.get(), status: 'ready', result });
    return true;
  } catch (error) {
    $playerSearch.set({ ...$playerSearch.get(), status: 'error', error: messageOf(error) });
    return false;
  }
}

/** Loads the page of the open player's chosen tab. */
export async function loadTab(tab: PlayerTab = $playerTab.get().tab, pageNum = 1, pageSize = $playerTab.get().pageSize): Promise<void> {
  const userId = $playerProfile.get().userId;
  if (userId === null) return;
  $playerTab.set({ ...$playerTab.get(), tab, pageNum, pageSize, status: 'loading', error: null });
  try {
    const page = await opsCall(opsPlayerTab, { userId, tab, pageNum, pageSize });
    // A later choice of tab or page wins over an earlier answer.
    const now = $playerTab.get();
    if (now.tab !== tab || now.pageNum !== pageNum || $playerProfile.get().userId !== userId) return;
    $playerTab.set({ ...now, status: 'ready', page });
  } catch (error) {
    $playerTab.set({ ...$playerTab.get(), status: 'error', error: messageOf(error) });
  }
}

/** Loads the open player's limits, breaks and exclusions. */
export async function loadProtection(): Promise<void> {
  const { userId, profile } = $playerProfile.get();
  if (userId === null || !profile) return;
  $playerProtection.set({ status: 'loading', protection: null, error: null });
  try {
    const protection = await opsCall(opsProtectionGet, { account: profile.player.account });
    if ($playerProfile.get().userId === userId) $playerProtection.set({ status: 'ready', protection, error: null });
  } catch (error) {
    if ($playerProfile.get().userId === userId) $playerProtection.set({ status: 'error', protection: null, error: messageOf(error) });
  }
}

async function reloadProfile(userId: number): Promise<void> {
  try {
    const profile = await opsCall(opsPlayerProfile, { userId });
    if ($playerProfile.get().userId !== userId) return;
    $playerProfile.set({ userId, status: 'ready', profile, error: null });
  } catch (error) {
    if ($playerProfile.get().userId !== userId) return;
    $playerProfile.set({ userId, status: 'error', profile: null, error: messageOf(error) });
  }
}

/** Opens a player: the profile and the first page of the current tab. */
export async function openPlayer(userId: number): Promise<void> {
  $playerProfile.set({ userId, status: 'loading', profile: null, error: null });
  $playerAction.set(initialAction);
  $playerProtection.set(initialProtection);
  await Promise.all([reloadProfile(userId), loadTab($playerTab.get().tab, 1)]);
}

export function closePlayer(): void {
  $playerProfile.set(initialProfile);
  $playerTab.set({ ...initialTab, tab: $playerTab.get().tab });
  $playerAction.set(initialAction);
  $playerProtection.set(initialProtection);
}

/**
 * One action on the open player: checked against its contract, sent once (the client gives a
 * money-moving call its idempotency key), then the profile and the tab read again so the screen shows
 * what the server now holds. Answers whether it worked.
 */
async function act(action: PlayerAction, valid: boolean, invalidMessage: string, send: (userId: number, account: string) => Promise<unknown>): Promise<boolean> {
  const { userId, profile } = $playerProfile.get();
  if (userId === null || !profile || $playerAction.get().busy) return false;
  if (!valid) {
    $playerAction.set({ busy: null, done: null, error: invalidMessage });
    return false;
  }
  $playerAction.set({ busy: action, done: null, error: null });
  try {
    await send(userId, profile.player.account);
    $playerAction.set({ busy: null, done: action, error: null });
    await Promise.all([reloadProfile(userId), loadTab()]);
    return true;
  } catch (error) {
    $playerAction.set({ busy: null, done: null, error: messageOf(error) });
    return false;
  }
}

const validReason = (reason: string) => opsReason.safeParse(reason).success;

export function lockPlayer(reason: string, errors: Pick<PlayersInputErrors, 'reason'>): Promise<boolean> {
  return act('lock', validReason(reason), errors.reason, (userId) => opsCall(opsPlayerLock, { userId, reason: reason.trim() }));
}

export function unlockPlayer(reason: string, errors: Pick<PlayersInputErrors, 'reason'>): Promise<boolean> {
  return act('unlock', validReason(reason), errors.reason, (userId) => opsCall(opsPlayerUnlock, { userId, reason: reason.trim() }));
}

export function addNote(text: string, errors: Pick<PlayersInputErrors, 'note'>): Promise<boolean> {
  const valid = opsPlayerNoteAdd.request.safeParse({ userId: 1, text }).success;
  return act('note', valid, errors.note, (userId) => opsCall(opsPlayerNoteAdd, { userId, text: text.trim() }));
}

export type LetterText = z.infer<typeof operatorLetterText>;

/** Sends a letter to the open player (the inbox's own operator call). */
export function sendMessage(text: LetterText, errors: Pick<PlayersInputErrors, 'message'>): Promise<boolean> {
  const valid = operatorLetterText.safeParse(text).success;
  return act('message', valid, errors.message, (_, account) => opsCall(opsLetterSend, { account, ...text }));
}

/** A manual adjustment (signed coins) with its reason; the server decides whether it needs a second approval. */
export function adjustBalance(amount: string, reason: string, errors: Pick<PlayersInputErrors, 'amount' | 'reason'>): Promise<boolean> {
  const parsed = opsAdjustmentCreate.request.safeParse({ account: 'abcd', amount: amount.trim(), reason });
  const amountOk = parsed.success || !parsed.error.issues.some((issue) => issue.path[0] === 'amount');
  const message = amountOk ? errors.reason : errors.amount;
  return act('adjustment', parsed.success, message, (_, account) =>
    opsCall(opsAdjustmentCreate, { account, amount: amount.trim(), reason: reason.trim() }),
  );
}

/** Back to nothing searched, nobody open (tests, and leaving the screen). */
export function resetOpsPlayers(): void {
  $playerSearch.set(initialSearch);
  $playerProfile.set(initialProfile);
  $playerTab.set(initialTab);
  $playerAction.set(initialAction);
  $playerProtection.set(initialProtection);
}
