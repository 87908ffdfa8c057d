import { z } from './zod.ts';
import { isOverMaxAmount, MAX_AMOUNT_COINS } from '../../shared/money/amount.fns.ts';

// Money vocabulary shared by the database schema, the server and the screens.

/** Deposit orders (§4 payment statuses, plus the two ends an unpaid order can reach). */
export const paymentStatuses = ['pending', 'paid', 'refunding', 'refunded', 'expired', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Withdrawals (§4): `review` waits for an operator, `withdrawing` is paid out and awaiting settlement. */
export const withdrawalStatuses = ['review', 'withdrawing', 'success', 'failed'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalMethods = ['bank', 'crypto'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

/**
 * Coins sent to the partner wallet JSY: `pending` while held and the partner's answer is not
 * definite (reconciliation asks until it is), then `success` (hold posted) or `failed` (voided).
 */
export const jsyTransferStatuses = ['pending', 'success', 'failed'] as const;
export type JsyTransferStatus = (typeof jsyTransferStatuses)[number];

/** Operator-made adjustments, "manual mode" (§4). */
export const adjustmentStatuses = ['in_progress', 'success', 'failed'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

/** Coins between an agent and a direct member move at once: a transfer on record has succeeded. */
export const agentTransferStatuses = ['success'] as const;

/** A rebate on record has been paid: the settlement and its payment are one transaction. */
export const rebateStatuses = ['success'] as const;

export const AMOUNT_DECIMALS = 4;

/**
 * Every amount is at most MAX_AMOUNT_COINS (10¹¹), what the ledger can hold with room for sums.
 * The issue names its validation.json message, so the answer says the limit in the caller's language.
 */
const withinMaxAmount = [
  (text: string) => !isOverMaxAmount(text),
  { error: 'amountTooLarge', params: { validation: 'amount_too_large', maximum: MAX_AMOUNT_COINS } },
] as const;

/**
 * A positive game-coin or fiat amount as a decimal string with at most four decimals. Numbers are
 * refused (no floats, no exponents); so are zero, signs and more than MAX_AMOUNT_COINS.
 */
export const moneyAmount = z.string().check(
  z.trim(),
  z.regex(/^\d{1,15}(\.\d{1,4})?$/, { error: 'amount' }),
  z.refine((text) => /[1-9]/.test(text), { error: 'amountPositive' }),
  z.refine(...withinMaxAmount),
);

/** moneyAmount with an optional minus: operator adjustments (credit or debit). */
export const signedMoneyAmount = z.string().check(
  z.trim(),
  z.regex(/^-?\d{1,15}(\.\d{1,4})?$/, { error: 'amount' }),
  z.refine((text) => /[1-9]/.test(text), { error: 'amountPositive' }),
  z.refine(...withinMaxAmount),
);

/**
 * A positive crypto amount in the asset's own decimals (checked against the asset by the server),
 * at most MAX_AMOUNT_COINS of the asset.
 */
export const assetAmount = z.string().check(
  z.trim(),
  z.regex(/^\d{1,15}(\.\d{1,18})?$/, { error: 'amount' }),
  z.refine((text) => /[1-9]/.test(text), { error: 'amountPositive' }),
  z.refine(...withinMaxAmount),
);

/** Amounts in answers: decimal strings ("1234.5000"). */
export const amountText = z.string();

/** A date filter (inclusive), YYYY-MM-DD in the user's calendar. */
export const dateText = z.iso.date();

/** Fields of every record filter by date: inclusive days in the caller's calendar, whose offset
 *  (minutes east of UTC) says where those days begin. */
export const calendarRangeFields = {
  from: z.optional(dateText),
  to: z.optional(dateText),
  tzOffsetMinutes: z._default(z.number().check(z.int(), z.gte(-840), z.lte(840)), 0),
};
