import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime, pageOf, pageRequest } from './common.ts';
import * as f from './fields.ts';
import { amountText, moneyAmount, withdrawalMethods, withdrawalStatuses } from './money.ts';

export const withdrawalRecord = z.object({
  orderSn: z.string(),
  method: z.enum(withdrawalMethods),
  /** Game coins. */
  amount: amountText,
  status: z.enum(withdrawalStatuses),
  bankName: z.nullable(z.string()),
  cardNumberMasked: z.nullable(z.string()),
  coin: z.nullable(z.string()),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** Crypto: in the asset. */
  assetAmount: z.nullable(amountText),
  txid: z.nullable(z.string()),
  failureReason: z.nullable(z.string()),
  createdAt: isoDateTime,
  completedAt: z.nullable(isoDateTime),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const drawWithdraw = defineCall({
  path: '/v2/app/draw/withdraw',
  auth: 'user',
  idempotent: true,
  tag: 'wallet',
  summary: 'Withdraw game coins to a bound bank card; the amount is held until review',
  request: z.strictObject({
    bankCardId: z.number().check(z.int(), z.positive()),
    amount: moneyAmount,
    paymentPassword: f.paymentPassword,
    /** Required once the player has bound an app key (user/google/key). */
    appKeyCode: z.optional(f.appKeyCode),
  }),
  response: withdrawalRecord,
});

export const drawList = defineCall({
  path: '/v2/app/draw/list',
  auth: 'user',
  tag: 'wallet',
  summary: 'The user’s withdrawals, newest first',
  request: z.strictObject({ ...pageRequest.shape, status: z.optional(z.enum(withdrawalStatuses)), method: z.optional(z.enum(withdrawalMethods)) }),
  response: pageOf(withdrawalRecord),
});
