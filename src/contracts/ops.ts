import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import * as f from './fields.ts';
import { adjustmentStatuses, amountText, calendarRangeFields, moneyAmount, signedMoneyAmount, withdrawalStatuses } from './money.ts';
import { paymentRecord } from './payments.ts';
import { withdrawalRecord } from './withdrawals.ts';
import { opsApproval } from './ops-approvals.ts';

// The operator API (`Authorization: Bearer <operator token>`), used by `npm run ops` until the
// operator console exists.

const orderSn = z.string().check(z.trim(), z.minLength(4), z.maxLength(40), z.regex(/^[A-Z0-9]+$/));
/** An order number as operator calls take it. */
export const opsWithdrawalOrderSn = orderSn;
const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}<>]*$/u));
/** An operator's reason (reject, adjust, resolve): the console's forms check it before sending. */
export const opsReason = reason;

export const opsWithdrawal = z.extend(withdrawalRecord, {
  account: z.string(),
  userId: z.number().check(z.int()),
  /** A four-eyes approval it awaits (it stays in review, the hold kept, until decided). */
  awaitingApproval: z.optional(z.nullable(z.object({ id: z.number().check(z.int()), makerName: z.string(), expiresAt: isoDateTime }))),
});

/** The queue's filters; every one optional (the CLI sends only status). Dates are the caller's calendar days. */
export const opsWithdrawalFilterFields = {
  status: z.optional(z.enum(withdrawalStatuses)),
  account: z.optional(f.account),
  amountMin: z.optional(moneyAmount),
  amountMax: z.optional(moneyAmount),
  ...calendarRangeFields,
};

export const opsWithdrawalList = defineCall({
  path: '/v2/ops/withdrawal/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'Withdrawals to review, oldest first: by status, account, amount range (coins, inclusive) and request date range',
  request: z.strictObject({ ...pageRequest.shape, ...opsWithdrawalFilterFields }),
  response: pageOf(opsWithdrawal),
});

export const opsWithdrawalApprove = defineCall({
  path: '/v2/ops/withdrawal/approve',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary:
    'Approve a withdrawal under review: it is paid out and the hold posted when it settles; at or above the four-eyes threshold it awaits a second approval instead (the reason goes with it)',
  request: z.strictObject({ orderSn, reason: z.optional(reason) }),
  response: opsWithdrawal,
});

export const opsWithdrawalReject = defineCall({
  path: '/v2/ops/withdrawal/reject',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Reject a withdrawal under review: the hold is voided and the money returns to the wallet',
  request: z.strictObject({ orderSn, reason }),
  response: opsWithdrawal,
});

export const adjustmentRecord = z.object({
  orderSn: z.string(),
  account: z.string(),
  /** Signed game coins. */
  amount: amountText,
  reason: z.string(),
  status: z.enum(adjustmentStatuses),
  failureReason: z.nullable(z.string()),
  operator: z.string(),
  createdAt: isoDateTime,
  completedAt: z.nullable(isoDateTime),
});

export const opsAdjustmentCreate = defineCall({
  path: '/v2/ops/adjustment/create',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary:
    'Manual mode: credit (positive) or debit (negative) a player; a debit beyond the balance fails; at or above the four-eyes threshold (either sign) it awaits a second approval and moves nothing yet',
  request: z.strictObject({
    account: f.account,
    amount: signedMoneyAmount,
    reason,
  }),
  response: z.union([adjustmentRecord, z.strictObject({ approval: opsApproval })]),
});

export const opsPaymentRefund = defineCall({
  path: '/v2/ops/payment/refund',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: 'Refund a paid deposit: the coins are held, the provider refunds, the hold is posted',
  request: z.strictObject({ orderSn }),
  response: paymentRecord,
});

export const opsLedgerCheck = defineCall({
  path: '/v2/ops/ledger/check',
  auth: 'operator',
  tag: 'operations',
  summary: 'Verify every ledger invariant',
  request: emptyRequest,
  response: z.object({
    ok: z.boolean(),
    results: z.array(z.object({ name: z.string(), ok: z.boolean(), checked: z.number().check(z.int()), failures: z.array(z.string()) })),
  }),
});

export const opsDepositRejection = z.object({
  network: z.string(),
  txid: z.string(),
  logIndex: z.number().check(z.int()),
  /** The player the address belongs to (null if that account is gone). */
  account: z.nullable(z.string()),
  userId: z.nullable(z.number().check(z.int())),
  address: z.string(),
  /** In the asset's base units, as the chain reported it (it may exceed what an amount can be). */
  amountUnits: z.string(),
  reason: z.string(),
  blockHeight: z.number().check(z.int()),
  createdAt: isoDateTime,
});

export const opsDepositRejectionList = defineCall({
  path: '/v2/ops/crypto/rejection/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'Chain transfers to deposit addresses the watcher refused and never credited, newest first, with the reason',
  request: pageRequest,
  response: pageOf(opsDepositRejection),
});
