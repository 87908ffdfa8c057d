// Find password (mailed code), change password, and the fund password.
import { eq } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import { users } from '../../db/schema.ts';
import { AppError, isAppError } from '../../errors.ts';
import type { SessionRef } from '../../http/call-handler.ts';
import type { AppKeyGate } from '../app-key/app-key-code.ts';
import { checkPasswordOfSignedInUser } from './account-lock.ts';
import type { AuthDeps } from './auth.deps.ts';
import { checkCaptcha } from './captcha.service.ts';
import { consumeEmailCode, sendEmailCode } from './email-codes.service.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { endSessions, type ClientInfo } from './sessions.ts';
import { findUserById, findUserByLogin } from './users.repo.ts';
import { transactionWithRetry } from '../../db/retry.ts';

/**
 * Mails a reset code to the account's address. The answer (and its timing: the mail is sent after
 * it) is the same whether or not the account exists, and a second request within the minute is
 * quietly not sent (a cooldown error would reveal the account).
 */
export async function sendPasswordResetCode(
  deps: AuthDeps,
  input: { account: string; uuid: string; qrcode: string },
  client: ClientInfo,
  locale: Locale,
): Promise<null> {
  if (!(await checkCaptcha(deps, input.uuid, input.qrcode))) throw new AppError(422, 'CAPTCHA_INVALID');
  const user = await findUserByLogin(deps.db, input.account);
  if (!user?.email) return null;
  const email = user.email;
  // After the answer: the code's transaction and the mail would otherwise make a known account slower.
  deps.background.run('reset code mail', async () => {
    try {
      await sendEmailCode(deps, { email, purpose: 'reset', userId: user.id, ip: client.ip, locale });
    } catch (error) {
      if (!(isAppError(error) && error.errorKey === 'EMAIL_CODE_COOLDOWN')) throw error;
    }
  });
  return null;
}

/** Sets a new password with the mailed code; every session of the account ends and the lock is lifted. */
export async function resetPassword(
  deps: AuthDeps,
  input: { account: string; newPassword: string; qrcode: string },
): Promise<null> {
  // Before the account is looked up, so the answer is the same for every account.
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const user = await findUserByLogin(deps.db, input.account);
  // Unknown account, no code, wrong, expired or worn-out code: one answer, or it would tell them apart.
  if (!user?.email) throw new AppError(422, 'RESET_CODE_INVALID');
  try {
    await consumeEmailCode(deps, { email: user.email, purpose: 'reset', userId: user.id, code: input.qrcode });
  } catch (error) {
    if (isAppError(error) && error.errorKey.startsWith('EMAIL_CODE_')) throw new AppError(422, 'RESET_CODE_INVALID');
    throw error;
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  await transactionWithRetry(deps.db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordSetAt: now, failedLogins: 0, lockedUntil: null, unlockTokenHash: null, unlockTokenExpiresAt: null })
      .where(eq(users.id, user.id));
    await endSessions(tx, now, user.id, 'password-reset');
  });
  return null;
}

async function signedInUser(deps: AuthDeps, session: SessionRef) {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  return user;
}

/** Needs the current password (wrong ones count towards the account lock); the account's other sessions end, this one stays. */
export async function changePassword(
  deps: AuthDeps,
  session: SessionRef,
  input: { oldPassword: string; newPassword: string },
): Promise<null> {
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const user = await signedInUser(deps, session);
  await checkPasswordOfSignedInUser(deps, user, input.oldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  await transactionWithRetry(deps.db, async (tx) => {
    await tx.update(users).set({ passwordHash, passwordSetAt: now }).where(eq(users.id, user.id));
    await endSessions(tx, now, user.id, 'password-changed', session.sessionId);
  });
  return null;
}

/** Needs the login password, which counts towards the account lock like sign-in, and the app key's code once one is bound. */
export async function setPaymentPassword(
  deps: AuthDeps,
  session: SessionRef,
  input: { password: string; paymentPassword: string; appKeyCode?: string },
  appKey: AppKeyGate,
): Promise<null> {
  const user = await signedInUser(deps, session);
  await checkPasswordOfSignedInUser(deps, user, input.password);
  await appKey(user.id, input.appKeyCode);
  const paymentPasswordHash = await hashPassword(input.paymentPassword);
  await deps.db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
  return null;
}
