// What an admin does to operators: create (with an enrolment link), list, set roles, disable, end
// sessions, reset TOTP. An admin grants or removes only roles it holds itself, and never acts on its
// own account (it would lock itself out, or grant itself what no one else approved).
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { OperatorRecord } from '../../../../src/contracts/ops-auth.ts';
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import type { Db } from '../../../db/database.ts';
import { transactionWithRetry } from '../../../db/retry.ts';
import { operatorSessions, operators } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { OperatorRef } from '../../../http/call-handler.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { revokeOperatorCredentials } from './operator-credentials.ts';
import { issueEnrolment, type EnrolmentLink } from './operator-enrolment.ts';
import { endOperatorSessions } from './operator-sessions.ts';
import type { OperatorRow } from './operator-sign-in.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function assertHoldsRoles(actor: Pick<OperatorRef, 'roles'>, roles: readonly OperatorRole[]): void {
  if (roles.some((role) => !actor.roles.includes(role))) throw new AppError(403, 'OPS_ROLE_NOT_HELD');
}

async function openSessionCounts(db: Db, now: Date, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ operatorId: operatorSessions.operatorId, open: count() })
    .from(operatorSessions)
    .where(and(inArray(operatorSessions.operatorId, ids), isNull(operatorSessions.endedAt), gt(operatorSessions.expiresAt, now)))
    .groupBy(operatorSessions.operatorId);
  return new Map(rows.map((row) => [row.operatorId, row.open]));
}

function toRecord(row: OperatorRow, openSessions: number): OperatorRecord {
  return {
    id: row.id,
    name: row.name,
    roles: row.roles as OperatorRole[],
    enrolledAt: iso(row.enrolledAt),
    disabledAt: iso(row.disabledAt),
    lockedUntil: iso(row.lockedUntil),
    activeSessions: openSessions,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function operatorRecord(deps: IdentityDeps, operatorId: number): Promise<OperatorRecord> {
  const [row] = await deps.db.select().from(operators).where(eq(operators.id, operatorId));
  if (!row) throw new AppError(404, 'OPS_OPERATOR_NOT_FOUND');
  const counts = await openSessionCounts(deps.db, deps.now(), [row.id]);
  return toRecord(row, counts.get(row.id) ?? 0);
}

export async function listOperators(deps: IdentityDeps): Promise<OperatorRecord[]> {
  const rows = await deps.db.select().from(operators).orderBy(asc(operators.id));
  const counts = await openSessionCounts(deps.db, deps.now(), rows.map((row) => row.id));
  return rows.map((row) => toRecord(row, counts.get(row.id) ?? 0));
}

/** Creates an operator with its first enrolment link (in one transaction). */
export async function createOperator(deps: IdentityDeps, input: { name: string; roles: readonly OperatorRole[] }): Promise<{ operatorId: number; enrolment: EnrolmentLink }> {
  return transactionWithRetry(deps.db, async (tx) => {
    const [created] = await tx
      .insert(operators)
      .values({ name: input.name, roles: [...new Set(input.roles)], createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (!created) throw new AppError(409, 'OPS_OPERATOR_EXISTS', {}, { field: 'name' });
    return { operatorId: created.id, enrolment: await issueEnrolment(tx, deps, created.id) };
  });
}

async function targetOf(db: Db, actor: OperatorRef, operatorId: number): Promise<OperatorRow> {
  if (operatorId === actor.operatorId) throw new AppError(403, 'OPS_OWN_ACCOUNT');
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId));
  if (!row) throw new AppError(404, 'OPS_OPERATOR_NOT_FOUND');
  return row;
}

/** Replaces the roles; every role added or removed must be one the admin holds. */
export async function setOperatorRoles(deps: IdentityDeps, actor: OperatorRef, input: { operatorId: number; roles: readonly OperatorRole[] }): Promise<void> {
  const target = await targetOf(deps.db, actor, input.operatorId);
  const before = target.roles as OperatorRole[];
  const after = [...new Set(input.roles)];
  const changed = [...after.filter((role) => !before.includes(role)), ...before.filter((role) => !after.includes(role))];
  assertHoldsRoles(actor, changed);
  await deps.db.update(operators).set({ roles: after }).where(eq(operators.id, target.id));
}

/** Disables the operator: its sessions end now, its credentials stop working (the guard reads disabled_at). */
export async function disableOperator(deps: IdentityDeps, actor: OperatorRef, operatorId: number): Promise<void> {
  const target = await targetOf(deps.db, actor, operatorId);
  const now = deps.now();
  await transactionWithRetry(deps.db, async (tx) => {
    await tx.update(operators).set({ disabledAt: now }).where(and(eq(operators.id, target.id), isNull(operators.disabledAt)));
    await endOperatorSessions(tx, target.id, now, 'disabled');
  });
}

export async function endSessionsOf(deps: IdentityDeps, actor: OperatorRef, operatorId: number): Promise<number> {
  const target = await targetOf(deps.db, actor, operatorId);
  return endOperatorSessions(deps.db, target.id, deps.now(), 'ended-by-admin');
}

/** The TOTP is gone: sessions end, credentials are revoked, and only a new enrolment link lets the operator back in. */
export async function resetOperatorTotp(deps: IdentityDeps, actor: OperatorRef, operatorId: number): Promise<EnrolmentLink> {
  const target = await targetOf(deps.db, actor, operatorId);
  const now = deps.now();
  return transactionWithRetry(deps.db, async (tx) => {
    await tx
      .update(operators)
      .set({ totpSecretCiphertext: null, totpLastUsedStep: null, enrolledAt: null, failedSignIns: 0, lockedUntil: null })
      .where(eq(operators.id, target.id));
    await endOperatorSessions(tx, target.id, now, 'totp-reset');
    await revokeOperatorCredentials(tx, target.id, now);
    return issueEnrolment(tx, deps, target.id);
  });
}
