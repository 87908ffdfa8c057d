import { atom } from 'nanostores';
import { call } from '../api/calls.ts';
import { passwordUpdate, paymentPasswordUpdate } from '../contracts/auth.ts';
import type { CallRequest } from '../contracts/define.ts';
import { userInfo, type UserProfile, userGetInfo, userUpdate, userEmailCode, userUpdateIdNumber, aliasAccount, aliasAccountReset } from '../contracts/account.ts';
import { $user, setUser } from './session.ts';

// The signed-in user's whole profile for the account screens, and the actions that change it.
// Every action goes through the API client, so a failure has already been shown as a toast
// when it rejects; the screens only use the rejection to mark their fields.

export type ProfileChanges = CallRequest<typeof userUpdate>;

/** The whole profile once loaded (account settings); `undefined` before. */
export const $profile = atom<UserProfile | undefined>(undefined);
/** The account alias once asked for. */
export const $alias = atom<string | undefined>(undefined);

const USER_INFO_KEYS = Object.keys(userInfo.shape) as (keyof typeof userInfo.shape)[];

/** Keeps the profile and the session's user object (header, user centre) telling the same story. */
function applyProfile(profile: UserProfile): UserProfile {
  $profile.set(profile);
  const user: Record<string, unknown> = { ...$user.get() };
  for (const key of USER_INFO_KEYS) user[key] = profile[key];
  setUser(user);
  return profile;
}

/** Counts clearProfile calls: an answer to a load started before one is someone else's past. */
let generation = 0;

export async function loadProfileDetails(signal?: AbortSignal): Promise<UserProfile> {
  const started = generation;
  const profile = await call(userGetInfo, undefined, { signal });
  return started === generation ? applyProfile(profile) : profile;
}

let loadingDetails: Promise<UserProfile | undefined> | undefined;

/**
 * The profile for a screen that only reads it (a form prefilled from it): answered from the
 * store when loaded (unless `fresh`: the server changed it), otherwise loaded once however many
 * screens ask. A failure answers `undefined`: such a screen works without it.
 */
export function ensureProfileDetails({ fresh = false }: { fresh?: boolean } = {}): Promise<UserProfile | undefined> {
  const known = $profile.get();
  if (known && !fresh) return Promise.resolve(known);
  loadingDetails ??= loadProfileDetails()
    .catch(() => undefined)
    .finally(() => {
      loadingDetails = undefined;
    });
  return loadingDetails;
}

/** Only the fields given change; a new email needs `emailCode` from `sendEmailChangeCode`. */
export async function updateProfile(changes: ProfileChanges): Promise<UserProfile> {
  return applyProfile(await call(userUpdate, changes));
}

export function sendEmailChangeCode(email: string) {
  return call(userEmailCode, { email });
}

export async function saveIdNumber(idNumber: string): Promise<UserProfile> {
  return applyProfile(await call(userUpdateIdNumber, { idNumber }));
}

export function changeLoginPassword(oldPassword: string, newPassword: string): Promise<null> {
  return call(passwordUpdate, { oldPassword, newPassword });
}

/** Sets the fund password, or changes it; either way the login password confirms it, and the app key's code once one is bound. */
export async function saveFundPassword(password: string, paymentPassword: string, appKeyCode?: string): Promise<void> {
  await call(paymentPasswordUpdate, { password, paymentPassword, ...(appKeyCode === undefined ? {} : { appKeyCode }) });
  const profile = $profile.get();
  if (profile) applyProfile({ ...profile, hasPaymentPassword: true });
  else if (Object.keys($user.get()).length > 0) setUser({ ...$user.get(), hasPaymentPassword: true });
}

export async function loadAlias(signal?: AbortSignal): Promise<string> {
  const { alias } = await call(aliasAccount, undefined, { signal });
  $alias.set(alias);
  return alias;
}

/** Issues a new alias; the old one stops working. */
export async function resetAlias(): Promise<string> {
  const { alias } = await call(aliasAccountReset);
  $alias.set(alias);
  const profile = $profile.get();
  if (profile) $profile.set({ ...profile, alias });
  return alias;
}

/** Forgets what was loaded (a different user may sign in next). */
export function clearProfile(): void {
  generation += 1;
  loadingDetails = undefined;
  $profile.set(undefined);
  $alias.set(undefined);
}
