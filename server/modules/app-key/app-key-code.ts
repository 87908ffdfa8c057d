// Checking an app key code: wrong codes count and lock like the fund password; a right code is
// spent (its step stored), so it is accepted once.
import { AppError } from '../../errors.ts';
import type { AppKeyDeps } from './app-key.deps.ts';
import { countWrongCode, findAppKey, spendStep, type AppKeyRow } from './app-key.repo.ts';
import { openSecret } from './secret-box.fns.ts';
import { matchingStep } from './totp.fns.ts';

const minutesUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 60_000));

/** The base32 secret of a row; a row this key cannot open is a configuration fault (a 500, logged). */
export function secretOf(deps: Pick<AppKeyDeps, 'config'>, row: AppKeyRow): string {
  return openSecret(deps.config.encryptionKey, row.userId, row.secretCiphertext);
}

/**
 * Accepts `code` for the key in `row` once, or throws: 423 APP_KEY_LOCKED while locked (the code is
 * not even tried), 422 APP_KEY_CODE_USED for a code already accepted (or older than one), 422
 * APP_KEY_CODE_INVALID with the guesses left for a wrong or expired one. `field` names the request
 * field the refusal is about.
 */
export async function spendAppKeyCode(deps: AppKeyDeps, row: AppKeyRow, code: string, field: string): Promise<void> {
  const now = deps.now();
  if (row.lockedUntil && row.lockedUntil > now) {
    throw new AppError(423, 'APP_KEY_LOCKED', { minutes: minutesUntil(row.lockedUntil, now) }, { field });
  }
  const step = matchingStep(secretOf(deps, row), code, now);
  if (step === null) {
    const { maxAttempts, lockMinutes } = deps.config;
    const after = await countWrongCode(deps.db, row.userId, { maxAttempts, lockUntil: new Date(now.getTime() + lockMinutes * 60_000) });
    if (after?.lockedUntil && after.lockedUntil > now) throw new AppError(423, 'APP_KEY_LOCKED', { minutes: lockMinutes }, { field });
    throw new AppError(422, 'APP_KEY_CODE_INVALID', { remaining: maxAttempts - (after?.failed ?? 0) }, { field });
  }
  if (!(await spendStep(deps.db, row.userId, step))) throw new AppError(422, 'APP_KEY_CODE_USED', {}, { field });
}

/**
 * The gate of withdrawals and fund-password changes: nothing to check without a bound key; with
 * one, its code is required (422 APP_KEY_CODE_REQUIRED) and spent. Runs before the money
 * transaction, so a wrong guess is counted even though the call fails.
 */
export async function requireAppKeyCode(deps: AppKeyDeps, userId: number, code: string | undefined): Promise<void> {
  const row = await findAppKey(deps.db, userId);
  if (!row?.boundAt) return;
  if (code === undefined) throw new AppError(422, 'APP_KEY_CODE_REQUIRED', {}, { field: 'appKeyCode' });
  await spendAppKeyCode(deps, row, code, 'appKeyCode');
}

/** What withdrawals and the fund password call; built once by the app from its deps. */
export type AppKeyGate = (userId: number, code: string | undefined) => Promise<void>;

export const appKeyGate =
  (deps: AppKeyDeps): AppKeyGate =>
  (userId, code) =>
    requireAppKeyCode(deps, userId, code);
