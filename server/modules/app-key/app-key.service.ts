// The app key's life: a pending secret shown until a first code binds it; reset with a current
// code, or, with the authenticator lost, with a code mailed to the account's address.
import type { AppKeyState } from '../../../src/contracts/app-key.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AppError, isAppError } from '../../errors.ts';
import { loadDefaults } from '../../i18n/messages.ts';
import { consumeEmailCode, sendEmailCode, type codeTimings } from '../auth/email-codes.service.ts';
import { findUserById } from '../auth/users.repo.ts';
import { secretOf, spendAppKeyCode } from './app-key-code.ts';
import type { AppKeyDeps } from './app-key.deps.ts';
import { deleteAppKey, findAppKey, insertPendingAppKey, markBound, type AppKeyRow } from './app-key.repo.ts';
import { sealSecret } from './secret-box.fns.ts';
import { newTotpSecret, totpUri } from './totp.fns.ts';

let hallNames: ReturnType<typeof loadDefaults> | undefined;
/** The hall's name in the page's language (common.json `brand`), the authenticator's label for the key. */
const hallName = (locale: Locale) => String((hallNames ??= loadDefaults())[locale].siteName);

async function accountOf(deps: AppKeyDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  return user;
}

function stateOf(deps: AppKeyDeps, row: AppKeyRow, account: string, locale: Locale): AppKeyState {
  if (row.boundAt) return { bound: true, boundAt: row.boundAt.toISOString(), secret: null, uri: null };
  const secret = secretOf(deps, row);
  return { bound: false, boundAt: null, secret, uri: totpUri(secret, hallName(locale), account) };
}

/** `user/google/key`: the bound state, or the pending secret, made (once) on the first ask. */
export async function appKeyState(deps: AppKeyDeps, userId: number, locale: Locale): Promise<AppKeyState> {
  const user = await accountOf(deps, userId);
  let row = await findAppKey(deps.db, userId);
  if (!row) {
    await insertPendingAppKey(deps.db, userId, sealSecret(deps.config.encryptionKey, userId, newTotpSecret()), deps.now());
    row = await findAppKey(deps.db, userId);
  }
  return stateOf(deps, row!, user.account, locale);
}

/** `user/google/key/bind`: the first code proves the authenticator holds the pending secret. */
export async function bindAppKey(deps: AppKeyDeps, userId: number, code: string, locale: Locale): Promise<AppKeyState> {
  const user = await accountOf(deps, userId);
  const row = await findAppKey(deps.db, userId);
  if (!row) throw new AppError(409, 'APP_KEY_NOT_PENDING');
  if (row.boundAt) throw new AppError(409, 'APP_KEY_ALREADY_BOUND');
  await spendAppKeyCode(deps, row, code, 'code');
  if (!(await markBound(deps.db, userId, deps.now()))) throw new AppError(409, 'APP_KEY_ALREADY_BOUND');
  return stateOf(deps, (await findAppKey(deps.db, userId))!, user.account, locale);
}

async function boundKeyOf(deps: AppKeyDeps, userId: number): Promise<AppKeyRow> {
  const row = await findAppKey(deps.db, userId);
  if (!row?.boundAt) throw new AppError(409, 'APP_KEY_NOT_BOUND');
  return row;
}

/** `user/google/key/reset/email/code`: for a lost authenticator, a code to the account's address. */
export async function sendAppKeyResetCode(deps: AppKeyDeps, userId: number, ip: string, locale: Locale): Promise<typeof codeTimings> {
  const user = await accountOf(deps, userId);
  await boundKeyOf(deps, userId);
  if (!user.email) throw new AppError(422, 'APP_KEY_EMAIL_MISSING');
  return sendEmailCode(deps, { email: user.email, purpose: 'app-key-reset', userId, ip, locale });
}

/**
 * `user/google/key/reset`: removes the bound key. A current code proves the authenticator (its
 * guesses count and lock); a mailed code proves the address (its own five guesses, and it works
 * while app key checks are locked, which is what a lost authenticator needs).
 */
export async function resetAppKey(deps: AppKeyDeps, userId: number, proof: { code?: string; emailCode?: string }): Promise<null> {
  const user = await accountOf(deps, userId);
  const row = await boundKeyOf(deps, userId);
  if (proof.code !== undefined) await spendAppKeyCode(deps, row, proof.code, 'code');
  else {
    if (!user.email) throw new AppError(422, 'APP_KEY_EMAIL_MISSING');
    try {
      await consumeEmailCode(deps, { email: user.email, purpose: 'app-key-reset', userId, code: proof.emailCode ?? '' });
    } catch (error) {
      if (isAppError(error)) throw new AppError(error.status, error.errorKey, error.params, { field: 'emailCode' });
      throw error;
    }
  }
  await deleteAppKey(deps.db, userId);
  return null;
}
