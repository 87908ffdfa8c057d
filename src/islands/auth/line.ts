// LINE sign-in in the browser: send the user to LINE's authorize page with a one-time `state`,
// and on return accept the `code` only when that state matches. The code then goes to our
// server (login3), which exchanges it with LINE; no client secret ever reaches the browser.

import { sameOriginPath } from '../../lib/sameOriginPath.ts';

export const LINE_STATE_KEY = 'lineLoginState';
export const LINE_SCOPE = 'profile openid email';

export interface LineSettings {
  channelId: string;
  authorizeUrl: string;
  redirectUri: string;
}

interface PendingLineLogin {
  state: string;
  /** Page to come back to after signing in (path + query, in the page language). */
  returnTo: string;
  agentCode?: string;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function lineAuthorizeUrl(settings: LineSettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.channelId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('scope', LINE_SCOPE);
  return url.toString();
}

function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Remembers a fresh state for this tab and goes to LINE. */
export function startLineLogin(
  settings: LineSettings,
  { returnTo, agentCode }: { returnTo: string; agentCode?: string },
  storage: SessionStore = sessionStorage,
  location: Pick<Location, 'assign'> = window.location,
): void {
  const pending: PendingLineLogin = { state: randomState(), returnTo, ...(agentCode ? { agentCode } : {}) };
  storage.setItem(LINE_STATE_KEY, JSON.stringify(pending));
  location.assign(lineAuthorizeUrl(settings, pending.state));
}

export type LineReturn =
  | { ok: true; code: string; returnTo: string; agentCode?: string }
  /** The user said no on LINE's consent page (`?error=access_denied` with our state). */
  | { ok: false; cancelled: true; returnTo: string }
  | { ok: false; cancelled?: false };

/** Reads LINE's answer (`?code=&state=`); the stored state is used up whatever the outcome. */
export function readLineReturn(search: string, storage: SessionStore = sessionStorage, origin: string = window.location.origin): LineReturn {
  const params = new URLSearchParams(search);
  const raw = storage.getItem(LINE_STATE_KEY);
  storage.removeItem(LINE_STATE_KEY);
  let pending: PendingLineLogin | undefined;
  try {
    pending = raw ? (JSON.parse(raw) as PendingLineLogin) : undefined;
  } catch {
    pending = undefined;
  }
  const code = params.get('code');
  const state = params.get('state');
  if (!pending || !state || state !== pending.state) return { ok: false };
  const returnTo = sameOriginPath(pending.returnTo, origin) ?? '/';
  if (params.get('error')) return { ok: false, cancelled: true, returnTo };
  if (!code) return { ok: false };
  return { ok: true, code, returnTo, ...(pending.agentCode ? { agentCode: pending.agentCode } : {}) };
}
