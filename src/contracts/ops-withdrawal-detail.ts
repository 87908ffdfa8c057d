import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime } from './common.ts';
import { amountText, paymentStatuses } from './money.ts';
import { adjustmentRecord, opsWithdrawal, opsWithdrawalOrderSn } from './ops.ts';

// One withdrawal as a reviewer decides on it: the request, the player's balance and recent money
// (deposits, adjustments, rounds), and every step so far (requested, each operator action from the
// audit log, paid or failed).

/** How many of each recent kind the detail shows. */
export const WITHDRAWAL_DETAIL_RECENT = 10;

export const opsRecentDeposit = z.object({
  orderSn: z.string(),
  channelCode: z.string(),
  /** Game coins credited (or to be credited). */
  coins: amountText,
  status: z.enum(paymentStatuses),
  createdAt: isoDateTime,
  paidAt: z.nullable(isoDateTime),
});

export const opsRecentRound = z.object({
  id: z.number().check(z.int()),
  machineId: z.string(),
  bet: amountText,
  win: amountText,
  createdAt: isoDateTime,
});

export const withdrawalStepEvents = ['requested', 'operatorAction', 'paid', 'failed'] as const;

export const opsWithdrawalStep = z.object({
  at: isoDateTime,
  event: z.enum(withdrawalStepEvents),
  /** The audit action of an operator's step (`withdrawal.approve`, `withdrawal.reject`, …); null otherwise. */
  action: z.nullable(z.string()),
  /** The player's account for `requested`, the operator's name for an operator action. */
  by: z.nullable(z.string()),
  /** An operator action's outcome: ok, or refused (denied) or failed with its error key. */
  result: z.nullable(z.enum(['ok', 'denied', 'failed'])),
  errorKey: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type OpsWithdrawalStep = z.infer<typeof opsWithdrawalStep>;

export const opsWithdrawalDetail = defineCall({
  path: '/v2/ops/withdrawal/detail',
  auth: 'operator',
  tag: 'operations',
  summary: "A withdrawal with the player's balance, latest deposits, adjustments and rounds, and its step history",
  request: z.strictObject({ orderSn: opsWithdrawalOrderSn }),
  response: z.object({
    withdrawal: opsWithdrawal,
    /** The player's wallet balance (coins held for withdrawals are not in it) and what is held. */
    balance: z.object({ available: amountText, held: amountText }),
    deposits: z.array(opsRecentDeposit),
    adjustments: z.array(adjustmentRecord),
    rounds: z.array(opsRecentRound),
    /** Oldest first. */
    steps: z.array(opsWithdrawalStep),
  }),
});
export type OpsWithdrawalDetail = z.infer<typeof opsWithdrawalDetail.response>;
