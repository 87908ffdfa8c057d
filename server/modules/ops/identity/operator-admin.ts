// What an admin does to operators: create (with an enrolment link), list, set roles, disable, enable
// again, end sessions, reset TOTP. An admin grants or removes only roles it holds itself, and never
// acts on its own account (it would lock itself out, or grant itself what no one else approved).
import { and, asc, count, eq, gt, inArray, isNull } from '../../../db/orm.ts';
import type { OperatorRecord } from '../../../../src/contracts/ops-auth.ts';
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import type { Db } from '../../../db/database.ts';
import { operatorSessions, operators } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { OperatorRef } from '../../../http/call-handler.ts';
import type { AuditTrail } from '../audit/record-audit.ts';
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

// Each change below runs inside the caller's audited transaction (auditedChange): `deps.db` is that
// transaction, and `audit` writes the change's row in it, so the change and its record commit together.

/** What an operator looks like in its audit rows (never a secret or an enrolment token). */
const auditView = (row: Pick<OperatorRow, 'name' | 'roles' | 'enrolledAt' | 'disabledAt'>) => ({
  name: row.name,
  roles: row.roles,
  enrolledAt: iso(row.enrolledAt),
  disabledAt: iso(row.disabledAt),
});

/** Creates an operator with its first enrolment link. */
export async function createOperator(deps: IdentityDeps, audit: AuditTrail, input: { name: string; roles: readonly OperatorRole[] }): Promise<{ operatorId: number; enrolment: EnrolmentLink }> {
  const [created] = await deps.db
    .insert(operators)
    .values({ name: input.name, roles: [...new Set(input.roles)], createdAt: deps.now() })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new AppError(409, 'OPS_OPERATOR_EXISTS', {}, { field: 'name' });
  const enrolment = await issueEnrolment(deps.db, deps, created.id);
  await audit(deps.db, { action: 'operator.create', targetType: 'operator', targetId: created.id, before: null, after: { ...auditView(created), enrolmentExpiresAt: enrolment.expiresAt } });
  return { operatorId: created.id, enrolment };
}

/** The operator acted on, locked for the change; never the acting admin itself. */
async function targetOf(db: Db, actor: OperatorRef, operatorId: number): Promise<OperatorRow> {
  if (operatorId === actor.operatorId) throw new AppError(403, 'OPS_OWN_ACCOUNT');
  const [row] = await db.select().from(operators).where(eq(operators.id, operatorId)).for('update');
  if (!row) throw new AppError(404, 'OPS_OPERATOR_NOT_FOUND');
  return row;
}

/** Replaces the roles; every role added or removed must be one the admin holds. */
export async function setOperatorRoles(deps: IdentityDeps, audit: AuditTrail, actor: OperatorRef, input: { operatorId: number; roles: readonly OperatorRole[]; reason: string }): Promise<void> {
  const target = await targetOf(deps.db, actor, input.operatorId);
  const before = target.roles as OperatorRole[];
  const after = [...new Set(input.roles)];
  const changed = [...after.filter((role) => !before.includes(role)), ...before.filter((role) => !after.includes(role))];
  assertHoldsRoles(actor, changed);
  await deps.db.update(operators).set({ roles: after }).where(eq(operators.id, target.id));
  await audit(deps.db, { action: 'operator.roles.set', targetType: 'operator', targetId: target.id, before: auditView(target), after: auditView({ ...target, roles: after }), reason: input.reason });
}

/** Disables the operator: its sessions end now, its credentials stop working (the guard reads disabled_at). */
export async function disableOperator(deps: IdentityDeps, audit: AuditTrail, actor: OperatorRef, input: { operatorId: number; reason: string }): Promise<void> {
  const target = await targetOf(deps.db, actor, input.operatorId);
  // Disabling twice keeps the first time; the second still ends any session and is recorded.
  const disabledAt = target.disabledAt ?? deps.now();
  await deps.db.update(operators).set({ disabledAt }).where(eq(operators.id, target.id));
  const endedSessions = await endOperatorSessions(deps.db, target.id, deps.now(), 'disabled');
  await audit(deps.db, { action: 'operator.disable', targetType: 'operator', targetId: target.id, before: auditView(target), after: { ...auditView({ ...target, disabledAt }), endedSessions }, reason: input.reason });
}

/**
 * Enables a disabled operator again: it signs in with its password and authenticator as before.
 * Every CLI credential it had is revoked (one may be why it was disabled), and the admin must hold
 * each of its roles: enabling hands them back. Enabling an operator that is not disabled changes
 * nothing and is recorded, as disabling twice is.
 */
export async function enableOperator(deps: IdentityDeps, audit: AuditTrail, actor: OperatorRef, input: { operatorId: number; reason: string }): Promise<void> {
  const target = await targetOf(deps.db, actor, input.operatorId);
  assertHoldsRoles(actor, target.roles as OperatorRole[]);
  const revokedCredentials = target.disabledAt ? await revokeOperatorCredentials(deps.db, target.id, deps.now()) : 0;
  await deps.db.update(operators).set({ disabledAt: null }).where(eq(operators.id, target.id));
  await audit(deps.db, {
    action: 'operator.enable',
    targetType: 'operator',
    targetId: target.id,
    before: auditView(target),
    after: { ...auditView({ ...target, disabledAt: null }), revokedCredentials },
    reason: input.reason,
  });
}

export async function endSessionsOf(deps: IdentityDeps, audit: AuditTrail, actor: OperatorRef, operatorId: number): Promise<number> {
  const target = await targetOf(deps.db, actor, operatorId);
  const ended = await endOperatorSessions(deps.db, target.id, deps.now(), 'ended-by-admin');
  await audit(deps.db, { action: 'operator.sessions.end', targetType: 'operator', targetId: target.id, before: null, after: { endedSessions: ended } });
  return ended;
}

/** The TOTP is gone: sessions end, credentials are revoked, and only a new enrolment link lets the operator back in. */
export async function resetOperatorTotp(deps: IdentityDeps, audit: AuditTrail, actor: OperatorRef, input: { operatorId: number; reason: string }): Promise<EnrolmentLink> {
  const target = await targetOf(deps.db, actor, input.operatorId);
  const now = deps.now();
  await deps.db
    .update(operators)
    .set({ totpSecretCiphertext: null, totpLastUsedStep: null, enrolledAt: null, failedSignIns: 0, lockedUntil: null })
    .where(eq(operators.id, target.id));
  const endedSessions = await endOperatorSessions(deps.db, target.id, now, 'totp-reset');
  const revokedCredentials = await revokeOperatorCredentials(deps.db, target.id, now);
  const link = await issueEnrolment(deps.db, deps, target.id);
  await audit(deps.db, {
    action: 'operator.totp.reset',
    targetType: 'operator',
    targetId: target.id,
    before: auditView(target),
    after: { ...auditView({ ...target, enrolledAt: null }), endedSessions, revokedCredentials, enrolmentExpiresAt: link.expiresAt },
    reason: input.reason,
  });
  return link;
}
