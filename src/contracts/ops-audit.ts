import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime, pageOf, pageRequest } from './common.ts';

// The operators' audit log: read and export. Rows are written by the server only (every
// state-changing operator call in its own transaction, refused calls, KYC photo views, sign-ins).

export const auditResults = ['ok', 'denied', 'failed'] as const;

/**
 * The actions the log names for what operators change (each audited call, sign-ins and enrolment),
 * so the viewer can offer them by name. A refused read names its own call (`audit.list`) and is
 * shown by that key. The server's test keeps this list equal to what it records.
 */
export const auditActions = [
  'auth.sign-in', 'auth.enrolment.complete', 'auth.step-up', 'auth.sign-out',
  'withdrawal.approve', 'withdrawal.reject', 'withdrawal.escalate',
  'approval.approve', 'approval.reject',
  'adjustment.create', 'payment.refund',
  'player.lock', 'player.unlock', 'player.note.add', 'protection.exclude',
  'kyc.image', 'kyc.approve', 'kyc.reject',
  'letter.send', 'letter.broadcast',
  'content.save', 'content.publish', 'content.image.upload',
  'agent.application.approve', 'agent.application.reject', 'agent.rebate.rates.set', 'agent.rebate.settle',
  'jsy.transfer.resolve',
  'operator.create', 'operator.roles.set', 'operator.disable', 'operator.enable', 'operator.sessions.end', 'operator.totp.reset',
  'credential.create', 'credential.revoke',
] as const;

/** The targets audit rows name (`targetType`). */
export const auditTargetTypes = [
  'withdrawal', 'approval', 'adjustment', 'payment', 'user', 'kyc-submission', 'letter', 'content', 'content-image',
  'agent-application', 'rebate-rates', 'rebate-period', 'jsy-transfer', 'operator', 'operator-credential',
] as const;

const shortText = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[^\p{Cc}]*$/u));

/** Filters shared by the list and the export; every one optional, all given must hold. */
export const auditFilter = z.strictObject({
  /** The operator's name, exactly. */
  operator: z.optional(shortText),
  /** The action, exactly (e.g. `withdrawal.approve`), or a prefix ending in a dot (`kyc.`). */
  action: z.optional(shortText),
  targetType: z.optional(shortText),
  targetId: z.optional(shortText),
  result: z.optional(z.enum(auditResults)),
  /** From this instant (inclusive) to that one (exclusive). */
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});

export const auditRow = z.object({
  id: z.number().check(z.int()),
  at: isoDateTime,
  operatorId: z.nullable(z.number().check(z.int())),
  operatorName: z.nullable(z.string()),
  sessionId: z.nullable(z.number().check(z.int())),
  credentialId: z.nullable(z.number().check(z.int())),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  /** The changed thing as JSON, before and after the change (null when it did not exist, or for a refusal). */
  before: z.unknown(),
  after: z.unknown(),
  reason: z.nullable(z.string()),
  approverId: z.nullable(z.number().check(z.int())),
  /** The approver's operator name (names are unique and never change), null without an approver. */
  approverName: z.nullable(z.string()),
  idempotencyKey: z.nullable(z.string()),
  result: z.enum(auditResults),
  errorKey: z.nullable(z.string()),
  prevHash: z.string(),
  hash: z.string(),
});

export const opsAuditList = defineCall({
  path: '/v2/ops/audit/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'The audit log, newest first, filtered by operator, action, target, result and time',
  request: z.strictObject({ ...pageRequest.shape, ...auditFilter.shape }),
  response: pageOf(auditRow),
});

/** Most rows one export holds; narrow the filters (a time range) for more. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const opsAuditExport = defineCall({
  path: '/v2/ops/audit/export',
  auth: 'operator',
  tag: 'operations',
  summary: 'The audit log as CSV (RFC 4180, UTF-8), newest first, with the same filters as the list',
  request: auditFilter,
  response: z.object({
    filename: z.string(),
    /** The CSV text: a header line, then one line per row. */
    csv: z.string(),
    rows: z.number().check(z.int(), z.gte(0)),
    /** True when more rows matched than AUDIT_EXPORT_MAX_ROWS; the newest ones are in the file. */
    truncated: z.boolean(),
  }),
});
