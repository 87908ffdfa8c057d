// Operator sign-in: name + password + TOTP code. Every wrong password or code counts towards a lock
// like a player's (the fifth in a row locks sign-in for 15 minutes); unknown names, operators not yet
// enrolled and disabled ones are refused with the same answer, after the same password work.
import { eq, sql } from '../../../db/orm.ts';
import { operators } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { spendOperatorCode } from './operator-totp.ts';

export type OperatorRow = typeof operators.$inferSelect;

export const isSignInLocked = (row: Pick<OperatorRow, 'lockedUntil'>, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

const minutesLeft = (row: Pick<OperatorRow, 'lockedUntil'>, now: Date) =>
  Math.max(1, Math.ceil(((row.lockedUntil?.getTime() ?? 0) - now.getTime()) / 60_000));

export async function operatorByName(deps: Pick<IdentityDeps, 'db'>, name: string): Promise<OperatorRow | undefined> {
  const [row] = await deps.db.select().from(operators).where(eq(operators.name, name));
  return row;
}

/**
 * Counts a wrong password or code in one statement, so parallel guesses are all counted and exactly
 * one of them engages the lock. True when this one locked.
 */
export async function recordWrongSignIn(deps: IdentityDeps, operatorId: number): Promise<boolean> {
  const now = deps.now();
  const lockUntil = new Date(now.getTime() + deps.config.lockMs).toISOString();
  const reachesLimit = sql`${operators.failedSignIns} + 1 >= ${deps.config.failedSignInsBeforeLock}`;
  const [after] = await deps.db
    .update(operators)
    .set({
      failedSignIns: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${operators.failedSignIns} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockUntil}::timestamptz ELSE ${operators.lockedUntil} END`,
    })
    .where(eq(operators.id, operatorId))
    .returning({ lockedUntil: operators.lockedUntil });
  return after?.lockedUntil?.toISOString() === lockUntil;
}

export type SignInOutcome = { ok: true; operator: OperatorRow } | { ok: false; operatorId: number | null; error: AppError };

/** Checks the three factors; never throws for a wrong one, so the caller can record the attempt first. */
export async function checkSignIn(deps: IdentityDeps, input: { name: string; password: string; code: string }): Promise<SignInOutcome> {
  const now = deps.now();
  const row = await operatorByName(deps, input.name);
  const failed = (operatorId: number | null) => ({ ok: false as const, operatorId, error: new AppError(401, 'OPS_SIGN_IN_FAILED') });
  if (row && isSignInLocked(row, now)) return { ok: false, operatorId: row.id, error: new AppError(423, 'OPS_SIGN_IN_LOCKED', { minutes: minutesLeft(row, now) }) };
  const usable = row && row.enrolledAt !== null && row.disabledAt === null && row.passwordHash !== null ? row : null;
  const passwordOk = await verifyPassword(input.password, usable?.passwordHash ?? (await dummyPasswordHash()));
  if (!usable) return failed(row?.id ?? null);
  const codeOk = passwordOk && (await spendOperatorCode(deps.db, deps.config.encryptionKey, usable, input.code, now));
  if (!passwordOk || !codeOk) {
    if (await recordWrongSignIn(deps, usable.id)) {
      return { ok: false, operatorId: usable.id, error: new AppError(423, 'OPS_SIGN_IN_LOCKED', { minutes: deps.config.lockMs / 60_000 }) };
    }
    return failed(usable.id);
  }
  if (usable.failedSignIns !== 0) await deps.db.update(operators).set({ failedSignIns: 0 }).where(eq(operators.id, usable.id));
  return { ok: true, operator: usable };
}
