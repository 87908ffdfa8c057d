// The fund password guards money leaving the account. Wrong guesses count; the limit locks it for
// a while. Checked before the idempotent transaction (on its own connection turn), so a refusal's
// count is kept even though the money call itself is rolled back.
import { eq, sql } from '../../db/orm.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findUserById } from '../auth/users.repo.ts';
import type { WalletDeps } from './wallet.config.ts';

export async function verifyPaymentPassword(deps: WalletDeps, userId: number, password: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  if (!user.paymentPasswordHash) throw new AppError(422, 'PAYMENT_PASSWORD_NOT_SET');
  const now = deps.now();
  const { paymentPasswordMaxAttempts: max, paymentPasswordLockMinutes: lockMinutes } = deps.config.withdrawals;
  if (user.paymentPasswordLockedUntil && user.paymentPasswordLockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((user.paymentPasswordLockedUntil.getTime() - now.getTime()) / 60_000));
    throw new AppError(423, 'PAYMENT_PASSWORD_LOCKED', { minutes });
  }
  if (await verifyPassword(password, user.paymentPasswordHash)) {
    if (user.failedPaymentPasswords !== 0) await deps.db.update(users).set({ failedPaymentPasswords: 0 }).where(eq(users.id, userId));
    return;
  }
  const lockUntil = new Date(now.getTime() + lockMinutes * 60_000);
  const reachesLimit = sql`${users.failedPaymentPasswords} + 1 >= ${max}`;
  const [after] = await deps.db
    .update(users)
    .set({
      failedPaymentPasswords: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${users.failedPaymentPasswords} + 1 END`,
      paymentPasswordLockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.paymentPasswordLockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ failed: users.failedPaymentPasswords, lockedUntil: users.paymentPasswordLockedUntil });
  if (after?.lockedUntil && after.lockedUntil > now) throw new AppError(423, 'PAYMENT_PASSWORD_LOCKED', { minutes: lockMinutes });
  throw new AppError(422, 'PAYMENT_PASSWORD_INCORRECT', { remaining: max - (after?.failed ?? 0) });
}
