// One lock per account against password guessing. Every wrong login password counts, wherever it
// is typed: sign-in, and the signed-in calls that re-check it (changing the password, setting the
// fund password). The fifth in a row locks the account for 15 minutes and mails its owner what
// happened with a single-use link that lifts the lock, so a stranger who locks a player out on
// purpose does not keep the owner out.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from '../../db/orm.ts';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../../../shared/locales.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { unlockMail } from '../../mail/unlock-mail.ts';
import { LIMITS } from './accounts.config.ts';
import type { AuthDeps } from './auth.deps.ts';
import { verifyPassword } from './passwords.ts';
import { sha256Hex } from './secrets.fns.ts';
import type { UserRow } from './users.repo.ts';

export const isLocked = (user: Pick<UserRow, 'lockedUntil'>, now: Date) => user.lockedUntil !== null && user.lockedUntil > now;

const minutesLeft = (user: Pick<UserRow, 'lockedUntil'>, now: Date) =>
  Math.max(1, Math.ceil(((user.lockedUntil?.getTime() ?? 0) - now.getTime()) / 60_000));

/**
 * Counts a wrong password. One statement, so parallel guesses are all counted and exactly one of
 * them engages the lock; that one also stores the unlock link's hash and mails the owner (after
 * the statement, outside any transaction, without delaying the answer). True when it locked.
 */
export async function recordWrongPassword(deps: AuthDeps, user: UserRow): Promise<boolean> {
  const now = deps.now();
  const lockUntil = new Date(now.getTime() + LIMITS.lockMs).toISOString();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256Hex(token);
  const linkExpires = new Date(now.getTime() + LIMITS.unlockLinkTtlMs).toISOString();
  const reachesLimit = sql`${users.failedLogins} + 1 >= ${LIMITS.failedLoginsBeforeLock}`;
  const whenLocking = <T>(value: unknown, otherwise: T) => sql`CASE WHEN ${reachesLimit} THEN ${value} ELSE ${otherwise} END`;
  const [after] = await deps.db
    .update(users)
    .set({
      failedLogins: whenLocking(0, sql`${users.failedLogins} + 1`),
      lockedUntil: whenLocking(sql`${lockUntil}::timestamptz`, users.lockedUntil),
      unlockTokenHash: whenLocking(tokenHash, users.unlockTokenHash),
      unlockTokenExpiresAt: whenLocking(sql`${linkExpires}::timestamptz`, users.unlockTokenExpiresAt),
    })
    .where(eq(users.id, user.id))
    .returning({ unlockTokenHash: users.unlockTokenHash });
  const locked = after?.unlockTokenHash === tokenHash;
  if (locked && user.email) {
    const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
    const link = `${deps.config.publicUrl}${localizePath('/login', locale)}#unlock=${token}`;
    const mail = unlockMail(deps.t, locale, user.email, {
      link,
      minutes: LIMITS.unlockLinkTtlMs / 60_000,
      lockMinutes: LIMITS.lockMs / 60_000,
    });
    deps.background.run('account lock mail', () => deps.mailer.send(mail));
  }
  return locked;
}

/** A right password ends the run of wrong ones. */
export async function clearWrongPasswords(deps: Pick<AuthDeps, 'db'>, user: Pick<UserRow, 'id' | 'failedLogins'>): Promise<void> {
  if (user.failedLogins !== 0) await deps.db.update(users).set({ failedLogins: 0 }).where(eq(users.id, user.id));
}

/**
 * The login password re-checked by a signed-in call. The caller already holds a session, so the
 * lock may be named (423 ACCOUNT_LOCKED); while it holds, the password is not even tried.
 */
export async function checkPasswordOfSignedInUser(deps: AuthDeps, user: UserRow, password: string): Promise<void> {
  const now = deps.now();
  if (isLocked(user, now)) throw new AppError(423, 'ACCOUNT_LOCKED', { minutes: minutesLeft(user, now) });
  if (await verifyPassword(password, user.passwordHash)) {
    await clearWrongPasswords(deps, user);
    return;
  }
  if (await recordWrongPassword(deps, user)) throw new AppError(423, 'ACCOUNT_LOCKED', { minutes: LIMITS.lockMs / 60_000 });
  throw new AppError(422, 'PASSWORD_INCORRECT');
}

/** Opening the mailed link: lifts the lock once; used, expired, replaced or made-up links are refused alike. */
export async function unlockAccount(deps: Pick<AuthDeps, 'db' | 'now'>, token: string): Promise<null> {
  const unlocked = await deps.db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null, unlockTokenHash: null, unlockTokenExpiresAt: null })
    .where(and(eq(users.unlockTokenHash, sha256Hex(token)), gt(users.unlockTokenExpiresAt, deps.now())))
    .returning({ id: users.id });
  if (unlocked.length === 0) throw new AppError(422, 'UNLOCK_LINK_INVALID');
  return null;
}
