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
  bankName: z.string().nullable(),
  cardNumberMasked: z.string().nullable(),
  coin: z.string().nullable(),
  network: z.string().nullable(),
  address: z.string().nullable(),
  /** Crypto: in the asset. */
  assetAmount: amountText.nullable(),
  txid: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const drawWithdraw = defineCall({
  path: '/v2/app/draw/withdraw',
  auth: 'user',
  idempotent: true,
  tag: 'wallet',
  summary: 'Withdraw game coins to a bound bank card; the amount is held until review',
  request: z
    .object({
      bankCardId: z.number().int().positive(),
      amount: moneyAmount,
      paymentPassword: f.paymentPassword,
      /** Required once the player has bound an app key (user/google/key). */
      appKeyCode: f.appKeyCode.optional(),
    })
    .strict(),
  response: withdrawalRecord,
});

export const drawList = defineCall({
  path: '/v2/app/draw/list',
  auth: 'user',
  tag: 'wallet',
  summary: 'The user’s withdrawals, newest first',
  request: pageRequest
    .extend({ status: z.enum(withdrawalStatuses).optional(), method: z.enum(withdrawalMethods).optional() })
    .strict(),
  response: pageOf(withdrawalRecord),
});
