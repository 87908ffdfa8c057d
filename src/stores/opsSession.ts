import { ApiError, CLIENT_ERRORS, isApiError } from '../api/ApiError.ts';
import { sendCall, type CallOptions } from '../api/client.ts';
import type { CallContract, CallData, CallRequest } from '../contracts/define.ts';
import { opsAuthSignOut, type OpsSessionState } from '../contracts/ops-auth.ts';
import { DEFAULT_LOCALE, localizePath, splitLocalePath } from '../../shared/locales.ts';

// The console's session in the browser, in one place for every console screen. The server ends a
// session after OPS_SESSION_IDLE_MINUTES without a call; the browser keeps the same rule on its own
// clock (a screen left open must not look alive), so after that long without a call the next click,
// key or call ends the session and goes to the sign-in page. So does any 401 the server answers once
// this browser had a session (expired, ended by an admin) — except the step-up's, which asks for a
// code. A browser that never signed in keeps the screen's own "sign in first". The sign-in page says
// the session ended and, once signed in, returns to where the operator was.

/** localStorage: shared by the operator's tabs, as the server's session is. Set while signed in. */
const ACTIVE_AT = 'gh.ops.activeAt';
const IDLE_MS = 'gh.ops.idleMs';
/** sessionStorage (this tab): why the sign-in page was opened and where to return. */
const ENDED = 'gh.ops.ended';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface OpsSessionEnv {
  shared: StorageLike | null;
  tab: StorageLike | null;
  now: () => number;
  /** The page's path, query and fragment (`/en-US/ops/audit/#…`), or null outside a browser. */
  here: () => string | null;
  go: (url: string) => void;
}

const browserEnv = (): OpsSessionEnv => {
  const inBrowser = typeof window !== 'undefined';
  return {
    shared: inBrowser ? window.localStorage : null,
    tab: inBrowser ? window.sessionStorage : null,
    now: () => Date.now(),
    here: () => (inBrowser ? `${location.pathname}${location.search}${location.hash}` : null),
    go: (url) => location.assign(url),
  };
};

let env: OpsSessionEnv | null = null;
const current = () => (env ??= browserEnv());
let leaving = false;
let guarded = false;

/** Replaces the browser's storage, clock and navigation (tests). */
export function configureOpsSession(changes: Partial<OpsSessionEnv> | null): void {
  env = changes === null ? null : { ...current(), ...changes };
  leaving = false;
}

const read = (storage: StorageLike | null, key: string) => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage refused (private mode, quota): the server's rule still holds
  }
};
const write = (storage: StorageLike | null, key: string, value: string | null) => {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // as above
  }
};

/** A call reached the server with a live session: the idle time starts again. */
export function noteOpsActivity(): void {
  write(current().shared, ACTIVE_AT, String(current().now()));
}

/**
 * A session began (sign-in, enrolment) or was confirmed (step-up): its idle length is what the
 * server's answer leaves before `idleExpiresAt`, to the minute (the setting is whole minutes, and
 * rounding absorbs a few seconds between the two clocks).
 */
export function opsSessionStarted(session: Pick<OpsSessionState, 'idleExpiresAt'>): void {
  const { now, shared } = current();
  if (session.idleExpiresAt) {
    const minutes = Math.round((Date.parse(session.idleExpiresAt) - now()) / 60_000);
    if (minutes >= 1) write(shared, IDLE_MS, String(minutes * 60_000));
  }
  noteOpsActivity();
}

/** Whether the idle time has passed on this browser's clock since the last call. */
export function opsIdleExpired(): boolean {
  const { shared, now } = current();
  const activeAt = Number(read(shared, ACTIVE_AT));
  const idleMs = Number(read(shared, IDLE_MS));
  return activeAt > 0 && idleMs > 0 && now() - activeAt >= idleMs;
}

/** Whether a refusal means the console session is gone (the step-up's 401 asks for a code instead). */
export function endsOpsSession(error: unknown): boolean {
  return isApiError(error) && error.code === 401 && error.error !== 'OPS_STEP_UP_REQUIRED' && error.error !== 'OPS_TOTP_INVALID';
}

/** Whether this browser signed in and has not seen that session end. */
const hadSession = () => read(current().shared, ACTIVE_AT) !== null;

/** A console page's own address, to return to after signing in; anything else is refused. */
function consolePath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const { path: bare } = splitLocalePath(path.replace(/[?#].*$/, ''));
  const clean = bare.replace(/\/$/, '') || '/';
  if (clean !== '/ops' && !clean.startsWith('/ops/')) return null;
  return clean === '/ops/sign-in' ? null : path;
}

/**
 * Ends the console session in this browser and opens the sign-in page of the page's language, which
 * says why and returns here afterwards. On idleness the server is told too (its session may still
 * live when the clocks differ); a 401 already means it is gone.
 */
export async function endOpsSession(reason: 'idle' | 'ended', message: string | null = null): Promise<void> {
  if (leaving) return;
  leaving = true;
  const { shared, tab, here, go } = current();
  const from = here();
  write(shared, ACTIVE_AT, null);
  write(tab, ENDED, JSON.stringify({ reason, message, returnTo: consolePath(from) }));
  if (reason === 'idle') {
    try {
      await sendCall(opsAuthSignOut, {}, { sessionEnd: 'caller' });
    } catch {
      // Already ended on the server: nothing more to do.
    }
  }
  const locale = from ? splitLocalePath(from.replace(/[?#].*$/, '')).locale : DEFAULT_LOCALE;
  go(localizePath('/ops/sign-in', locale));
}

export interface OpsSessionEnd {
  reason: 'idle' | 'ended';
  /** The server's words for a 401 (in the page's language); none for idleness. */
  message: string | null;
  returnTo: string | null;
}

/** What the sign-in page shows and does: the session ended (and why), where to return. Read once. */
export function takeOpsSessionEnd(): OpsSessionEnd | null {
  const { tab } = current();
  const raw = read(tab, ENDED);
  if (raw === null) return null;
  write(tab, ENDED, null);
  try {
    const value = JSON.parse(raw) as { reason?: unknown; message?: unknown; returnTo?: unknown };
    return {
      reason: value.reason === 'idle' ? 'idle' : 'ended',
      message: typeof value.message === 'string' && value.message ? value.message : null,
      returnTo: typeof value.returnTo === 'string' ? consolePath(value.returnTo) : null,
    };
  } catch {
    return null;
  }
}

/** After signing in: back to the console page where the last session ended; false when there is none. */
export function resumeAfterSignIn(end: OpsSessionEnd | null): boolean {
  if (!end?.returnTo) return false;
  current().go(end.returnTo);
  return true;
}

/** The next click, key or form on the page, after the idle time, goes to the sign-in page instead. */
function guardInteractions(): void {
  if (guarded || typeof document === 'undefined') return;
  guarded = true;
  const stop = (event: Event) => {
    if (!opsIdleExpired()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void endOpsSession('idle');
  };
  for (const type of ['click', 'keydown', 'submit']) document.addEventListener(type, stop, { capture: true });
}

const idleError = () => new ApiError({ code: 401, error: 'OPS_SESSION_EXPIRED', msg: '' });

/**
 * One console call: refused before it leaves when the idle time has passed (sending it would keep
 * the server's session alive), and a 401 ends the session here. Never a player logout.
 */
export async function opsCall<C extends CallContract>(contract: C, body: CallRequest<C>, options: Omit<CallOptions, 'sessionEnd'> = {}): Promise<CallData<C>> {
  guardInteractions();
  if (opsIdleExpired()) {
    await endOpsSession('idle');
    throw idleError();
  }
  try {
    const data = await sendCall(contract, body, { ...options, sessionEnd: 'caller' });
    noteOpsActivity();
    return data;
  } catch (error) {
    if (endsOpsSession(error)) {
      if (hadSession()) void endOpsSession('ended', (error as ApiError).msg);
    } else if (isApiError(error) && error.code !== 0 && error.error !== CLIENT_ERRORS.invalidRequest) {
      // Any other answer came from a live session, which the server counted as activity.
      noteOpsActivity();
    }
    throw error;
  }
}
