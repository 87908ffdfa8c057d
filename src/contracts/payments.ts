import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import { amountText, moneyAmount, paymentStatuses } from './money.ts';

/** A way to deposit: its currency, limits (in that currency) and game coins per unit. */
export const paymentChannel = z.object({
  code: z.string(),
  /** In the caller's language. */
  name: z.string(),
  provider: z.string(),
  currency: z.string(),
  /** Game coins per 1 unit of the currency (JPY 1 → "1", CNY 1 → "20"). */
  rate: amountText,
  min: amountText,
  max: amountText,
  /** Fiat channels pay from a bound card whose holder name matches the account. */
  needsBankCard: z.boolean(),
  /** The provider's public resource for this channel (bank list, instructions), when configured. */
  resourceUrl: z.nullable(z.string()),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;

export const payQuery = defineCall({
  path: '/v2/app/pay/query',
  auth: 'user',
  tag: 'wallet',
  summary: 'Deposit channels with their currency, limits and rate',
  request: emptyRequest,
  response: z.object({
    channels: z.array(paymentChannel),
    /** Credit normally arrives within this many minutes (§9). */
    creditWithinMinutes: z.number().check(z.int()),
  }),
});

export const paymentRecord = z.object({
  orderSn: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  currency: z.string(),
  /** In the currency. */
  amount: amountText,
  /** Game coins credited (or to be credited). */
  coins: amountText,
  status: z.enum(paymentStatuses),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** Crypto: confirmations seen so far and needed. */
  confirmations: z.nullable(z.number().check(z.int())),
  confirmationsRequired: z.nullable(z.number().check(z.int())),
  payUrl: z.nullable(z.string()),
  createdAt: isoDateTime,
  paidAt: z.nullable(isoDateTime),
  expiresAt: z.nullable(isoDateTime),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const payOrder = defineCall({
  path: '/v2/app/pay/order',
  auth: 'user',
  idempotent: true,
  tag: 'wallet',
  summary: 'Create a deposit order; answers where to pay (payUrl) and when the order expires',
  request: z.strictObject({
    channelCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    /** In the channel's currency, at most 4 decimals. */
    amount: moneyAmount,
    bankCardId: z.optional(z.number().check(z.int(), z.positive())),
  }),
  response: paymentRecord,
});

/** Fiat orders are paid through a payment provider; crypto deposits arrive on a chain (provider `chain:<network>`). */
export const depositKinds = ['fiat', 'crypto'] as const;
export type DepositKind = (typeof depositKinds)[number];

export const payList = defineCall({
  path: '/v2/app/pay/list',
  auth: 'user',
  tag: 'wallet',
  summary: 'The user’s deposits, newest first; `kind` keeps only fiat orders or only crypto deposits',
  request: z.strictObject({ ...pageRequest.shape, status: z.optional(z.enum(paymentStatuses)), kind: z.optional(z.enum(depositKinds)) }),
  response: pageOf(paymentRecord),
});
