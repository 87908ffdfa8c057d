import { call } from '../api/calls.ts';
import { userGoogleKey, userGoogleKeyBind, userGoogleKeyReset, userGoogleKeyResetEmailCode } from '../contracts/app-key.ts';
import type { AppKeyState } from '../contracts/app-key.ts';
import { createRemote } from './remote.ts';
import { $user, setUser } from './session.ts';

// The app key screen's state and actions (user/google/key …). Every action goes through the API
// client, so a failure has already been shown as a toast when it rejects; the screen only uses
// the rejection to mark its fields.

/** The key as the server answers it: bound, or the pending secret and its otpauth:// URI. */
export const appKey = createRemote<void, AppKeyState>((_args, signal) => call(userGoogleKey, undefined, { signal }));

/** The session's user (header, withdrawal forms) learns at once whether codes will be asked for. */
function markBound(bound: boolean): void {
  const user = $user.get();
  if (Object.keys(user).length > 0 && user.appKeyBound !== bound) setUser({ ...user, appKeyBound: bound });
}

export async function loadAppKey(): Promise<void> {
  await appKey.load();
  const state = appKey.$state.get().data;
  if (state) markBound(state.bound);
}

/** Binds the pending key with the authenticator's first code. */
export async function bindAppKey(code: string): Promise<AppKeyState> {
  const state = await call(userGoogleKeyBind, { code });
  markBound(true);
  await appKey.load();
  return state;
}

/**
 * Removes the bound key, proved by a current code or by the code mailed for a lost authenticator;
 * then shows the new pending key to bind again.
 */
export async function resetAppKey(proof: { code: string } | { emailCode: string }): Promise<void> {
  await call(userGoogleKeyReset, proof);
  markBound(false);
  await appKey.load();
}

/** Mails the code that resets the key without the authenticator; answers the cooldown. */
export function sendAppKeyResetCode() {
  return call(userGoogleKeyResetEmailCode);
}

/** Whether the signed-in player has bound a key (forms that move money then ask for its code). */
export const isAppKeyBound = () => $user.get().appKeyBound === true;
