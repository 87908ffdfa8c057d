import { z } from './zod.ts';

// Operator roles and which of them may make each operator call. Deny by default: the server's
// operator guard refuses a call whose path is missing here (403 OPS_ROLE_REQUIRED), and a unit test
// fails when an `auth: 'operator'` contract has no entry, so a new call cannot slip in unguarded.
// The console reads the same table to show only what an operator may do; the API decides.

export const operatorRoles = ['support', 'kyc', 'payments', 'approver', 'content', 'agents', 'auditor', 'admin'] as const;
export const operatorRole = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof operatorRole>;

/** A set of roles as a request takes it: each at most once, possibly none. */
export const operatorRoleSet = z
  .array(operatorRole).check(z.maxLength(operatorRoles.length), z.refine((roles) => new Set(roles).size === roles.length, { params: { validation: 'uniqueRoles' } }));

/** Calls every signed-in operator may make whatever roles it holds: its own session and credentials. */
export const ANY_OPERATOR = 'any-operator' as const;

export type CallRoles = readonly OperatorRole[] | typeof ANY_OPERATOR;

/**
 * Per call path, the roles allowed. Reads that serve oversight (lists, the ledger check) also allow
 * `auditor`; changes never do. Player protection sits with `support`: reading a player's limits and
 * excluding a player at the player's or a regulator's request is front-line support work and moves
 * no money. `approver` decides four-eyes approvals (never its own requests).
 */
export const opsCallRoles: Readonly<Record<string, CallRoles>> = {
  // Own session and credentials.
  '/v2/ops/auth/session': ANY_OPERATOR,
  '/v2/ops/auth/sign-out': ANY_OPERATOR,
  '/v2/ops/auth/step-up': ANY_OPERATOR,
  '/v2/ops/credential/create': ANY_OPERATOR,
  '/v2/ops/credential/list': ANY_OPERATOR,
  '/v2/ops/credential/revoke': ANY_OPERATOR,
  '/v2/ops/reason/templates': ANY_OPERATOR,
  // Operators and roles.
  '/v2/ops/operator/create': ['admin'],
  '/v2/ops/operator/list': ['admin'],
  '/v2/ops/operator/roles/set': ['admin'],
  '/v2/ops/operator/disable': ['admin'],
  '/v2/ops/operator/enable': ['admin'],
  '/v2/ops/operator/sessions/end': ['admin'],
  '/v2/ops/operator/totp/reset': ['admin'],
  // The dashboard: every role; each of its parts is shown only to the roles that may read it.
  '/v2/ops/dashboard': ['support', 'kyc', 'payments', 'approver', 'content', 'agents', 'auditor', 'admin'],
  // Money.
  '/v2/ops/withdrawal/list': ['payments', 'auditor'],
  '/v2/ops/withdrawal/detail': ['payments', 'auditor'],
  '/v2/ops/withdrawal/approve': ['payments'],
  '/v2/ops/withdrawal/reject': ['payments'],
  '/v2/ops/adjustment/create': ['payments'],
  '/v2/ops/payment/refund': ['payments'],
  '/v2/ops/crypto/rejection/list': ['payments', 'auditor'],
  '/v2/ops/jsy/transfer/list': ['payments', 'auditor'],
  '/v2/ops/jsy/transfer/resolve': ['payments'],
  '/v2/ops/ledger/check': ['auditor', 'payments'],
  // Four-eyes: payments sends on, a different approver decides (the server refuses the maker).
  '/v2/ops/withdrawal/escalate': ['payments'],
  '/v2/ops/approval/list': ['approver', 'payments', 'auditor'],
  '/v2/ops/approval/approve': ['approver'],
  '/v2/ops/approval/reject': ['approver'],
  // KYC.
  '/v2/ops/kyc/list': ['kyc'],
  '/v2/ops/kyc/image': ['kyc'],
  '/v2/ops/kyc/approve': ['kyc'],
  '/v2/ops/kyc/reject': ['kyc'],
  // Agents.
  '/v2/ops/agent/application/list': ['agents'],
  '/v2/ops/agent/application/approve': ['agents'],
  '/v2/ops/agent/application/reject': ['agents'],
  '/v2/ops/agent/rebate/rates': ['agents', 'auditor'],
  '/v2/ops/agent/rebate/rates/set': ['agents'],
  '/v2/ops/agent/rebate/settle': ['agents'],
  // Content and messages.
  '/v2/ops/letter/send': ['content'],
  '/v2/ops/letter/broadcast': ['content'],
  '/v2/ops/content/list': ['content'],
  '/v2/ops/content/save': ['content'],
  '/v2/ops/content/publish': ['content'],
  '/v2/ops/content/image/upload': ['content'],
  // Players. Support reads them masked; lock and unlock are support's or payments' (fraud holds).
  '/v2/ops/player/search': ['support', 'payments', 'kyc', 'auditor'],
  '/v2/ops/player/profile': ['support', 'payments', 'kyc', 'auditor'],
  '/v2/ops/player/tab': ['support', 'payments', 'kyc', 'auditor'],
  '/v2/ops/player/lock': ['support', 'payments'],
  '/v2/ops/player/unlock': ['support', 'payments'],
  '/v2/ops/player/note/add': ['support', 'payments', 'kyc'],
  '/v2/ops/protection/get': ['support', 'auditor'],
  '/v2/ops/protection/exclude': ['support'],
  // The audit log: read and export.
  '/v2/ops/audit/list': ['auditor'],
  '/v2/ops/audit/export': ['auditor'],
  // Reports: money figures over days and machines, read and exported by the auditor.
  '/v2/ops/report/daily': ['auditor'],
  '/v2/ops/report/machines': ['auditor'],
  '/v2/ops/report/export': ['auditor'],
};

/** The roles allowed on a call path; undefined for a path the table does not name (refused). */
export function rolesForCall(path: string): CallRoles | undefined {
  return Object.hasOwn(opsCallRoles, path) ? opsCallRoles[path] : undefined;
}

/** Whether an operator holding `held` may make the call at `path` (false for a path not in the table). */
export function mayCall(path: string, held: readonly OperatorRole[]): boolean {
  const allowed = rolesForCall(path);
  if (allowed === undefined) return false;
  if (allowed === ANY_OPERATOR) return true;
  return allowed.some((role) => held.includes(role));
}
