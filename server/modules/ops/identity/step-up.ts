// Step-up: a fresh TOTP code on the session (or credential) within the last few minutes, asked of
// role changes and TOTP resets (and, later, money approvals). Sign-in counts as one.
import { eq } from '../../../db/orm.ts';
import { operatorCredentials, operatorSessions, operators } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { OperatorRef } from '../../../http/call-handler.ts';
import type { IdentityDeps } from './identity.deps.ts';
import type { AuditedRun } from '../audit/record-audit.ts';
import { markCredentialStepUp } from './operator-credentials.ts';
import { markSessionStepUp } from './operator-sessions.ts';
import { recordWrongSignIn } from './operator-sign-in.ts';
import { spendOperatorCode } from './operator-totp.ts';

export async function stepUpAt(deps: Pick<IdentityDeps, 'db'>, operator: OperatorRef): Promise<Date | null> {
  if (operator.sessionId !== null) {
    const [row] = await deps.db.select({ at: operatorSessions.stepUpAt }).from(operatorSessions).where(eq(operatorSessions.id, operator.sessionId));
    return row?.at ?? null;
  }
  if (operator.credentialId !== null) {
    const [row] = await deps.db.select({ at: operatorCredentials.stepUpAt }).from(operatorCredentials).where(eq(operatorCredentials.id, operator.credentialId));
    return row?.at ?? null;
  }
  return null;
}

/** 401 OPS_STEP_UP_REQUIRED unless a fresh code was given within the step-up window. */
export async function assertSteppedUp(deps: IdentityDeps, operator: OperatorRef): Promise<void> {
  const at = await stepUpAt(deps, operator);
  if (!at || deps.now().getTime() - at.getTime() > deps.config.stepUpMs) throw new AppError(401, 'OPS_STEP_UP_REQUIRED');
}

/** Checks a fresh code (each accepted once; wrong ones count towards the sign-in lock) and records the step-up. */
export async function stepUp(deps: IdentityDeps, operator: OperatorRef, code: string, audited: AuditedRun): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db.select().from(operators).where(eq(operators.id, operator.operatorId));
  if (!row || !(await spendOperatorCode(deps.db, deps.config.encryptionKey, row, code, now))) {
    if (row) await recordWrongSignIn(deps, row.id);
    throw new AppError(422, 'OPS_TOTP_INVALID', {}, { field: 'code' });
  }
  // The code is spent (above, committed on its own so it can never be replayed); the step-up and its
  // audit row commit together.
  await audited(async (tx, audit) => {
    if (operator.sessionId !== null) await markSessionStepUp(tx, operator.sessionId, now);
    if (operator.credentialId !== null) await markCredentialStepUp(tx, operator.credentialId, now);
    await audit(tx, { action: 'auth.step-up', targetType: 'operator', targetId: operator.operatorId, before: null, after: { stepUpAt: now.toISOString() } });
  });
}
