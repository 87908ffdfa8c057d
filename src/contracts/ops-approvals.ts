import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import { amountText } from './money.ts';

// Four-eyes approvals: a withdrawal or a manual adjustment at or above its threshold (or a withdrawal
// a payments operator sends on) waits for a second operator with `approver`, who is never its maker.
// The approval binds to the exact request and expires; approving pays or posts in the same transaction.

export const approvalKinds = ['withdrawal', 'adjustment'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];
export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

const orderSn = z.string().check(z.trim(), z.minLength(4), z.maxLength(40), z.regex(/^[A-Z0-9]+$/));
const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}<>]*$/u));
const approvalId = z.number().check(z.int(), z.positive(), z.lte(2 ** 53 - 1));

/** What an approval would do: pay a withdrawal, or credit (positive) / debit (negative) a player. */
export const approvalTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('withdrawal'), orderSn: z.string(), account: z.string(), method: z.string(), destination: z.string() }),
  z.object({ kind: z.literal('adjustment'), account: z.string(), reason: z.string() }),
]);

export const opsApproval = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(approvalKinds),
  status: z.enum(approvalStatuses),
  /** Game coins; signed for an adjustment. */
  amount: amountText,
  target: approvalTarget,
  makerId: z.number().check(z.int()),
  makerName: z.string(),
  makerReason: z.nullable(z.string()),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  decidedByName: z.nullable(z.string()),
  decidedAt: z.nullable(isoDateTime),
  decisionReason: z.nullable(z.string()),
});
export type OpsApproval = z.infer<typeof opsApproval>;

/** `mine-to-decide`: pending ones another operator made (what I may approve); `all`: every one, newest first. */
export const approvalFilters = ['mine-to-decide', 'all'] as const;

export const opsApprovalList = defineCall({
  path: '/v2/ops/approval/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'Four-eyes approvals: those awaiting my decision (not my own), oldest first, or every one',
  request: z.strictObject({ ...pageRequest.shape, filter: z._default(z.enum(approvalFilters), 'mine-to-decide') }),
  response: pageOf(opsApproval),
});

export const opsApprovalApprove = defineCall({
  path: '/v2/ops/approval/approve',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Second approval (needs a step-up within 5 minutes; never the maker): the withdrawal is paid or the adjustment posted',
  request: z.strictObject({ id: approvalId }),
  response: opsApproval,
});

export const opsApprovalReject = defineCall({
  path: '/v2/ops/approval/reject',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Refuse a pending approval with a reason: nothing moves, a withdrawal returns to the review queue',
  request: z.strictObject({ id: approvalId, reason }),
  response: opsApproval,
});

export const opsWithdrawalEscalate = defineCall({
  path: '/v2/ops/withdrawal/escalate',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Send a withdrawal under review for a second approval whatever its amount',
  request: z.strictObject({ orderSn, reason }),
  response: opsApproval,
});

/** The action kinds that take a reason, each with templates the console pre-fills the reason from. */
export const reasonTemplateKinds = ['withdrawal-reject', 'adjustment', 'role-change', 'kyc-reject', 'approval-reject'] as const;
export type ReasonTemplateKind = (typeof reasonTemplateKinds)[number];

/** Template ids per kind; each text is `reasonTemplates.<kind>.<id>` in locales/<lang>/opsApprovals.json. */
export const reasonTemplateIds: Record<ReasonTemplateKind, readonly string[]> = {
  'withdrawal-reject': ['nameMismatch', 'suspectedFraud', 'duplicateRequest', 'bonusTerms'],
  adjustment: ['goodwill', 'paymentCorrection', 'gameFault', 'chargeback'],
  'role-change': ['joinedTeam', 'leftTeam', 'temporaryCover'],
  'kyc-reject': ['unreadable', 'expired', 'nameMismatch', 'notHandheld'],
  'approval-reject': ['amountWrong', 'destinationUnverified', 'needsEvidence', 'notAuthorised'],
};

export const opsReasonTemplates = defineCall({
  path: '/v2/ops/reason/templates',
  auth: 'operator',
  tag: 'operations',
  summary: 'Reason templates per action kind (ids; texts in the console’s language files): the reason sent is text',
  request: emptyRequest,
  response: z.object({
    kinds: z.array(z.object({ kind: z.enum(reasonTemplateKinds), templates: z.array(z.string()) })),
  }),
});
