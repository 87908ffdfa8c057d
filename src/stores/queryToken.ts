import { atom } from 'nanostores';
import { call } from '../api/calls.ts';
import { userInfoCall } from '../contracts/account.ts';
import { ApiError } from '../api/ApiError.ts';
import { $token, setToken, setUser, setIsAgent } from './session.ts';

// Spec §2: at startup, a token in the page's query string is saved as the session token. The
// token leaves the address bar at once (it would otherwise stay in history, bookmarks and
// Referer headers), and it never silently replaces the session of someone already signed in:
// the same session or account is dropped quietly, another account's needs the user's yes.

/** Query parameter that carries a session token. */
export const TOKEN_PARAM = 'token';

/** The question shown while a link's token belongs to another account than the signed-in one. */
export interface TokenSwitchQuestion {
  /** Account name of the current session. */
  current: string;
  /** Account name the link would sign in as. */
  incoming: string;
}

/** The open question, if any; the island renders it as a dialog and answers it. */
export const $tokenSwitch = atom<TokenSwitchQuestion | undefined>(undefined);

let pendingAnswer: ((replace: boolean) => void) | undefined;

/** Settles the open question: `true` switches to the link's account, `false` keeps the current one. */
export function answerTokenSwitch(replace: boolean): void {
  const settle = pendingAnswer;
  pendingAnswer = undefined;
  $tokenSwitch.set(undefined);
  settle?.(replace);
}

function askTokenSwitch(question: TokenSwitchQuestion): Promise<boolean> {
  pendingAnswer?.(false);
  $tokenSwitch.set(question);
  return new Promise((resolve) => (pendingAnswer = resolve));
}

/**
 * - `none`: no token in the address;
 * - `adopted`: saved as the session (nobody was signed in, or the stored session no longer works);
 * - `same`: the signed-in session or account already; dropped;
 * - `invalid`: a signed-in user's link whose token the server does not accept; dropped;
 * - `replaced` / `kept`: another account's token, and the user's answer (`kept` also when the
 *   current session could not be checked).
 */
export type QueryTokenOutcome = 'none' | 'adopted' | 'same' | 'invalid' | 'replaced' | 'kept';

export interface QueryTokenResult {
  outcome: QueryTokenOutcome;
  /** The page's address without the token (what the address bar now shows). */
  pathname: string;
  search: string;
}

type AddressLocation = Pick<Location, 'href'>;
type AddressHistory = Pick<History, 'replaceState' | 'state'>;

/** Removes `token` from the address bar, keeping the other parameters and the hash. */
function stripToken(location: AddressLocation, history: AddressHistory | undefined): { token: string | null; pathname: string; search: string } {
  const url = new URL(location.href);
  const token = url.searchParams.get(TOKEN_PARAM);
  if (token !== null) {
    url.searchParams.delete(TOKEN_PARAM);
    history?.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return { token, pathname: url.pathname, search: url.search };
}

/** Signs in with the link's token: the profile is loaded afresh by the route guard. */
function adopt(token: string): void {
  setUser({});
  setIsAgent(false);
  setToken(token);
}

/** Takes a `?token=` of the address over as the spec says, asking first when it would switch accounts. */
export async function takeQueryToken(location: AddressLocation, history?: AddressHistory): Promise<QueryTokenResult> {
  const { token, pathname, search } = stripToken(location, history);
  const result = (outcome: QueryTokenOutcome): QueryTokenResult => ({ outcome, pathname, search });
  if (!token) return result('none');

  const stored = $token.get();
  if (!stored) {
    adopt(token);
    return result('adopted');
  }
  if (stored === token) return result('same');

  const [current, incoming] = await Promise.allSettled([call(userInfoCall, {}, { token: stored }), call(userInfoCall, {}, { token })]);
  if (incoming.status === 'rejected') return result('invalid');
  if (current.status === 'rejected') {
    // The stored session has ended: there is nothing to protect. Any other failure keeps it.
    if (!(current.reason instanceof ApiError && current.reason.endsSession)) return result('kept');
    adopt(token);
    return result('adopted');
  }
  if (current.value.id === incoming.value.id) return result('same');
  const replace = await askTokenSwitch({ current: current.value.account, incoming: incoming.value.account });
  if (!replace) return result('kept');
  adopt(token);
  return result('replaced');
}
