// The operator identity calls (src/contracts/ops-auth.ts): sign-in and enrolment (public, behind the
// /v2/ops address and Origin checks), the session, step-up, operators and CLI credentials.
import { AppError } from '../../../errors.ts';
import type { CallContext, CallHandlers, OperatorRef } from '../../../http/call-handler.ts';
import type { OpsSessionState } from '../../../../src/contracts/ops-auth.ts';
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { assertHoldsRoles, createOperator, disableOperator, enableOperator, endSessionsOf, listOperators, operatorRecord, resetOperatorTotp, setOperatorRoles } from './operator-admin.ts';
import { credentialById, issueCredential, listCredentials, revokeCredential, type CredentialRow } from './operator-credentials.ts';
import { completeEnrolment, showEnrolment, type EnrolmentLink } from './operator-enrolment.ts';
import { endSession, startSession } from './operator-sessions.ts';
import { checkSignIn } from './operator-sign-in.ts';
import { eq } from '../../../db/orm.ts';
import { operatorCredentials, operatorSessions, operators } from '../../../db/schema.ts';
import { OPS_SESSION_COOKIE, sessionCookieOptions } from './session-cookie.ts';
import { recordSignInAudit } from './sign-in-audit.ts';
import { auditedChange, type AuditedRun } from '../audit/record-audit.ts';
import { assertSteppedUp, stepUp } from './step-up.ts';

type IdentityCall =
  | 'opsAuthSignIn'
  | 'opsAuthEnrolment'
  | 'opsAuthEnrolmentComplete'
  | 'opsAuthSession'
  | 'opsAuthSignOut'
  | 'opsAuthStepUp'
  | 'opsOperatorCreate'
  | 'opsOperatorList'
  | 'opsOperatorRolesSet'
  | 'opsOperatorDisable'
  | 'opsOperatorEnable'
  | 'opsOperatorSessionsEnd'
  | 'opsOperatorTotpReset'
  | 'opsCredentialCreate'
  | 'opsCredentialList'
  | 'opsCredentialRevoke';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const enrolmentOut = (link: EnrolmentLink) => ({ url: link.url, token: link.token, expiresAt: link.expiresAt.toISOString() });
const credentialOut = (row: CredentialRow) => ({
  id: row.id,
  label: row.label,
  roles: row.roles as OperatorRole[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: iso(row.revokedAt),
  lastUsedAt: iso(row.lastUsedAt),
});

/** The state of the session or credential behind a call. */
async function sessionState(deps: IdentityDeps, operator: OperatorRef): Promise<OpsSessionState> {
  const base = { operatorId: operator.operatorId, name: operator.name, roles: [...operator.roles] };
  if (operator.sessionId !== null) {
    const [row] = await deps.db.select().from(operatorSessions).where(eq(operatorSessions.id, operator.sessionId));
    const idleEnd = new Date(Math.min(row!.lastSeenAt.getTime() + deps.config.idleMs, row!.expiresAt.getTime()));
    return { ...base, via: 'session', expiresAt: row!.expiresAt.toISOString(), idleExpiresAt: idleEnd.toISOString(), stepUpAt: iso(row!.stepUpAt) };
  }
  const [row] = await deps.db.select().from(operatorCredentials).where(eq(operatorCredentials.id, operator.credentialId!));
  return { ...base, via: 'credential', expiresAt: row!.expiresAt.toISOString(), idleExpiresAt: null, stepUpAt: iso(row!.stepUpAt) };
}

/** Starts a console session for the operator and sets its cookie. */
async function signedIn(deps: IdentityDeps, context: CallContext, operatorId: number): Promise<{ answer: OpsSessionState; sessionId: number }> {
  const session = await startSession(deps, operatorId, { ip: context.ip, userAgent: context.userAgent });
  context.cookies.set(OPS_SESSION_COOKIE, session.token, sessionCookieOptions(deps.config, session.expiresAt));
  const [row] = await deps.db.select({ name: operators.name, roles: operators.roles }).from(operators).where(eq(operators.id, operatorId));
  const answer = await sessionState(deps, { operatorId, name: row!.name, roles: row!.roles as OperatorRole[], sessionId: session.sessionId, credentialId: null });
  return { answer, sessionId: session.sessionId };
}

const actorOf = (context: CallContext) => context.operator!;



export function identityHandlers(deps: IdentityDeps): Pick<CallHandlers, IdentityCall> {
  const auditedRun = (context: CallContext): AuditedRun => (run) => auditedChange(deps.db, context, run);
  return {
    opsAuthSignIn: async (input, context) => {
      const outcome = await checkSignIn(deps, input);
      // A refusal is written as `denied` by the audit log's refusal hook.
      if (!outcome.ok) throw outcome.error;
      const state = await signedIn(deps, context, outcome.operator.id);
      await recordSignInAudit(deps.db, context, { action: 'auth.sign-in', operatorId: outcome.operator.id, operatorName: outcome.operator.name, sessionId: state.sessionId });
      return state.answer;
    },
    opsAuthEnrolment: async (input) => {
      const shown = await showEnrolment(deps, input.token);
      return { ...shown, expiresAt: shown.expiresAt.toISOString() };
    },
    opsAuthEnrolmentComplete: async (input, context) => {
      const operatorId = await completeEnrolment(deps, input);
      const state = await signedIn(deps, context, operatorId);
      await recordSignInAudit(deps.db, context, { action: 'auth.enrolment.complete', operatorId, operatorName: state.answer.name, sessionId: state.sessionId });
      return state.answer;
    },
    opsAuthSession: async (_input, context) => sessionState(deps, actorOf(context)),
    opsAuthSignOut: async (_input, context) => {
      const actor = actorOf(context);
      await auditedRun(context)(async (tx, audit) => {
        const now = deps.now();
        if (actor.sessionId !== null) await endSession(tx, actor.sessionId, now, 'sign-out');
        if (actor.credentialId !== null) await revokeCredential(tx, actor.credentialId, now);
        await audit(tx, { action: 'auth.sign-out', targetType: 'operator', targetId: actor.operatorId, before: null, after: { endedAt: now.toISOString() } });
      });
      if (actor.sessionId !== null) context.cookies.clear(OPS_SESSION_COOKIE, sessionCookieOptions(deps.config));
      return null;
    },
    opsAuthStepUp: async (input, context) => {
      const actor = actorOf(context);
      await stepUp(deps, actor, input.code, auditedRun(context));
      return sessionState(deps, actor);
    },
    opsOperatorCreate: async (input, context) => {
      assertHoldsRoles(actorOf(context), input.roles);
      const created = await auditedRun(context)((tx, audit) => createOperator({ ...deps, db: tx }, audit, input));
      return { operator: await operatorRecord(deps, created.operatorId), enrolment: enrolmentOut(created.enrolment) };
    },
    opsOperatorList: async () => ({ list: await listOperators(deps) }),
    opsOperatorRolesSet: async (input, context) => {
      await assertSteppedUp(deps, actorOf(context));
      await auditedRun(context)((tx, audit) => setOperatorRoles({ ...deps, db: tx }, audit, actorOf(context), input));
      return operatorRecord(deps, input.operatorId);
    },
    opsOperatorDisable: async (input, context) => {
      await auditedRun(context)((tx, audit) => disableOperator({ ...deps, db: tx }, audit, actorOf(context), input));
      return operatorRecord(deps, input.operatorId);
    },
    opsOperatorEnable: async (input, context) => {
      await assertSteppedUp(deps, actorOf(context));
      await auditedRun(context)((tx, audit) => enableOperator({ ...deps, db: tx }, audit, actorOf(context), input));
      return operatorRecord(deps, input.operatorId);
    },
    opsOperatorSessionsEnd: async (input, context) => ({
      ended: await auditedRun(context)((tx, audit) => endSessionsOf({ ...deps, db: tx }, audit, actorOf(context), input.operatorId)),
    }),
    opsOperatorTotpReset: async (input, context) => {
      await assertSteppedUp(deps, actorOf(context));
      const link = await auditedRun(context)((tx, audit) => resetOperatorTotp({ ...deps, db: tx }, audit, actorOf(context), input));
      return { operator: await operatorRecord(deps, input.operatorId), enrolment: enrolmentOut(link) };
    },
    opsCredentialCreate: async (input, context) => {
      const actor = actorOf(context);
      // A credential never makes another: its life would then have no end.
      if (actor.sessionId === null) throw new AppError(403, 'OPS_CREDENTIAL_NEEDS_SESSION');
      const roles = input.roles ? [...new Set(input.roles)] : [...actor.roles];
      assertHoldsRoles(actor, roles);
      const now = deps.now();
      const issued = await auditedRun(context)(async (tx, audit) => {
        const made = await issueCredential(tx, { operatorId: actor.operatorId, roles, label: input.label, now, expiresAt: new Date(now.getTime() + input.hours * 3_600_000) });
        await audit(tx, { action: 'credential.create', targetType: 'operator-credential', targetId: made.row.id, before: null, after: credentialOut(made.row) });
        return made;
      });
      return { ...credentialOut(issued.row), token: issued.token };
    },
    opsCredentialList: async (_input, context) => ({ list: (await listCredentials(deps.db, actorOf(context).operatorId)).map(credentialOut) }),
    opsCredentialRevoke: async (input, context) => {
      const actor = actorOf(context);
      await auditedRun(context)(async (tx, audit) => {
        const row = await credentialById(tx, input.id);
        // Someone else's credential is "not found" unless an admin asks.
        if (!row || (row.operatorId !== actor.operatorId && !actor.roles.includes('admin'))) throw new AppError(404, 'OPS_CREDENTIAL_NOT_FOUND');
        const now = deps.now();
        await revokeCredential(tx, row.id, now);
        await audit(tx, { action: 'credential.revoke', targetType: 'operator-credential', targetId: row.id, before: credentialOut(row), after: credentialOut({ ...row, revokedAt: row.revokedAt ?? now }) });
      });
      return null;
    },
  };
}
