import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime, pageOf, pageRequest } from './common.ts';
import { amountText, calendarRangeFields } from './money.ts';

/**
 * `transfer`: coins between an agent and a direct member (both parties see it). `rebate`: an agent's
 * rebate for one settled day (only the agent sees it; days that paid nothing are not listed). `jsy`:
 * coins sent to the player's JSY wallet (pending while the partner's answer is not definite).
 */
export const financeRecordTypes = ['deposit', 'withdrawal', 'adjustment', 'transfer', 'rebate', 'jsy'] as const;
export type FinanceRecordType = (typeof financeRecordTypes)[number];

/** One line of the financial records: a deposit, a withdrawal, an operator adjustment, an agent transfer or a rebate. */
export const financeRecord = z.object({
  type: z.enum(financeRecordTypes),
  orderSn: z.string(),
  /** Game coins, signed: deposits and credits positive, withdrawals and debits negative (a transfer:
   *  positive for the party that received the coins). */
  amount: amountText,
  /** The status as stored for its type (payment, withdrawal or manual-mode statuses). */
  status: z.string(),
  /** Channel name, bank or network; for a transfer, the other party's account; for jsy, the JSY account. */
  method: z.string(),
  currency: z.string(),
  /** In the currency paid or received (fiat or crypto), when not game coins. */
  originalAmount: z.nullable(amountText),
  /** Free text of the record; for a rebate, the settled day (YYYY-MM-DD, the hall's time zone). */
  note: z.nullable(z.string()),
  createdAt: isoDateTime,
});
export type FinanceRecord = z.infer<typeof financeRecord>;

export const financeFilter = z.strictObject({
  type: z.optional(z.enum(financeRecordTypes)),
  status: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  ...calendarRangeFields,
});

export const financeTotals = z.object({
  count: z.number().check(z.int()),
  /** Successful movements only, in game coins. */
  deposits: amountText,
  withdrawals: amountText,
  adjustments: amountText,
});

export const recordFinanceQuery = defineCall({
  path: '/v2/app/record/finance/query',
  auth: 'user',
  tag: 'wallet',
  summary: 'Financial records (deposits, withdrawals, adjustments, agent transfers, rebates) filtered by type, status and date, with totals',
  request: z.strictObject({ ...pageRequest.shape, ...financeFilter.shape }),
  response: z.extend(pageOf(financeRecord), { totals: financeTotals }),
});
