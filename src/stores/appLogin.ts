import { atom } from 'nanostores';
import { call } from '../api/calls.ts';
import { appLoginCode as appLoginCodeCall, appSessionList, appSessionEnd } from '../contracts/app-login.ts';
import { pollRemote, type PageVisibility } from './polling.ts';
import { createRemote } from './remote.ts';
import { showToast } from './toasts.ts';

// App login by QR (/user/app-login): the one-time code the mobile app scans, counted down and
// replaced before it expires, and the player's app sessions, which they can end. Nothing here
// needs React; the island renders these atoms.

/** A new code is fetched this many seconds before the shown one expires, so a scan never meets a dead one. */
export const REFRESH_BEFORE_SECONDS = 5;
/** How often the countdown is recomputed from the clock (a throttled background tab catches up at once). */
export const TICK_MS = 250;
/** The app-session list is read again this often while the page is shown: a fresh scan appears by itself. */
export const SESSIONS_POLL_MS = 5000;

export interface AppLoginCodeState {
  /** `refreshing`: the next code is on its way while the current one stays shown. */
  status: 'idle' | 'loading' | 'ready' | 'refreshing' | 'failed';
  /** What the QR code encodes (`gamehall://login?ticket=…`); null before the first answer and after a failure. */
  uri: string | null;
  /** Whole seconds until the shown code expires (0 when none is shown). */
  secondsLeft: number;
  /** The code's whole lifetime in seconds, for the countdown's bar. */
  totalSeconds: number;
}

const IDLE: AppLoginCodeState = { status: 'idle', uri: null, secondsLeft: 0, totalSeconds: 60 };
export const $appLoginCode = atom<AppLoginCodeState>(IDLE);

let timer: ReturnType<typeof setInterval> | undefined;
let controller: AbortController | undefined;
/** When the shown code expires, on this browser's clock (the server's lifetime counted from its answer). */
let deadline = 0;

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

async function issue(): Promise<void> {
  controller?.abort();
  const mine = new AbortController();
  controller = mine;
  const shown = $appLoginCode.get();
  $appLoginCode.set({ ...shown, status: shown.uri ? 'refreshing' : 'loading' });
  try {
    const code = await call(appLoginCodeCall, undefined, { signal: mine.signal });
    if (controller !== mine) return;
    // Counted from the answer with the lifetime, not from `expiresAt`: the browser's clock may be off.
    deadline = Date.now() + code.expiresIn * 1000;
    $appLoginCode.set({ status: 'ready', uri: code.uri, secondsLeft: secondsUntil(deadline), totalSeconds: code.expiresIn });
  } catch {
    if (controller !== mine || mine.signal.aborted) return;
    // The API client has said why; the screen offers to try again.
    stopTicking();
    $appLoginCode.set({ ...$appLoginCode.get(), status: 'failed', uri: null, secondsLeft: 0 });
  } finally {
    if (controller === mine) controller = undefined;
  }
}

function tick(): void {
  const state = $appLoginCode.get();
  if (state.status !== 'ready') return;
  const secondsLeft = secondsUntil(deadline);
  if (secondsLeft !== state.secondsLeft) $appLoginCode.set({ ...state, secondsLeft });
  if (secondsLeft <= REFRESH_BEFORE_SECONDS) void issue();
}

function stopTicking(): void {
  clearInterval(timer);
  timer = undefined;
}

/** Shows a code and keeps one shown: counts down and fetches the next before it expires. Answers the stop function. */
export function startAppLoginCode(): () => void {
  stopAppLoginCode();
  timer = setInterval(tick, TICK_MS);
  void issue();
  return stopAppLoginCode;
}

/** Stops counting and fetching (the page is left); the last code is forgotten. */
export function stopAppLoginCode(): void {
  stopTicking();
  controller?.abort();
  controller = undefined;
  $appLoginCode.set(IDLE);
}

export const appSessionsRemote = createRemote((_: null, signal: AbortSignal) => call(appSessionList, undefined, { signal }));
export const $appSessions = appSessionsRemote.$state;

/** The session being ended, so its button shows it is busy. */
export const $endingSession = atom<number | null>(null);

export function loadAppSessions(): Promise<void> {
  return appSessionsRemote.load(null);
}

/** Reads the list now and again every SESSIONS_POLL_MS while the page is shown. Answers the stop function. */
export function followAppSessions(visibility?: PageVisibility): () => void {
  const stop = pollRemote(appSessionsRemote, { delayAfter: () => SESSIONS_POLL_MS, ...(visibility ? { visibility } : {}) });
  void loadAppSessions();
  return stop;
}

/** Ends one app session (its app is signed out at its next call), says so, and reads the list again. */
export async function endAppSession(id: number, ended: string): Promise<boolean> {
  if ($endingSession.get() !== null) return false;
  $endingSession.set(id);
  try {
    await call(appSessionEnd, { id });
    showToast(ended, { tone: 'positive' });
    return true;
  } catch {
    // The API client has said why (e.g. it had already ended); the list shows what is true.
    return false;
  } finally {
    $endingSession.set(null);
    await appSessionsRemote.refresh();
  }
}
