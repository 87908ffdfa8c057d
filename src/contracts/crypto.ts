import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest } from './common.ts';
import * as f from './fields.ts';
import { amountText, assetAmount } from './money.ts';
import { withdrawalRecord } from './withdrawals.ts';

export const coinCode = z.string().check(z.trim(), z.regex(/^[A-Z0-9]{2,10}$/, { error: 'coin' }));
export const networkCode = z.string().check(z.trim(), z.regex(/^[A-Z0-9]{2,12}$/, { error: 'network' }));
/** Chain addresses: checked per network by the server (and by `validit`). */
export const chainAddress = z.string().check(z.trim(), z.minLength(20), z.maxLength(100), z.regex(/^[A-Za-z0-9]+$/, { error: 'address' }));

export const coinNetwork = z.object({
  network: z.string(),
  /** e.g. "TRON (TRC20)". */
  name: z.string(),
  decimals: z.number().check(z.int()),
  /** Game coins per 1 coin. */
  rate: amountText,
  depositMin: amountText,
  withdrawMin: amountText,
  withdrawMax: amountText,
  confirmations: z.number().check(z.int()),
});

export const coinInfo = z.object({
  coin: z.string(),
  name: z.string(),
  networks: z.array(coinNetwork),
});
export type CoinInfo = z.infer<typeof coinInfo>;

export const cppCoins = defineCall({
  path: '/v2/cpp/coins',
  auth: 'user',
  tag: 'crypto',
  summary: 'Coins and networks with decimals, rate, limits and confirmations; `depositNetwork` is the one withdrawals must use',
  request: emptyRequest,
  response: z.object({
    coins: z.array(coinInfo),
    /** Per coin: the network the user has deposited through (withdrawals must use it), if any. */
    depositNetworks: z.record(z.string(), z.string()),
  }),
});

export const cppDepositAddress = defineCall({
  path: '/v2/cpp/coins/deposit/address',
  auth: 'user',
  tag: 'crypto',
  summary: 'The user’s deposit address on a network (one per user and network, stable)',
  request: z.strictObject({ coin: coinCode, network: networkCode }),
  response: z.object({
    coin: z.string(),
    network: z.string(),
    address: z.string(),
    confirmations: z.number().check(z.int()),
    depositMin: amountText,
  }),
});

export const cppValidateAddress = defineCall({
  path: '/v2/cpp/coins/withdrawal/address/validit',
  auth: 'user',
  tag: 'crypto',
  summary: 'Whether an address is valid on a network (TRON base58check, Ethereum EIP-55)',
  request: z.strictObject({ network: networkCode, address: z.string().check(z.trim(), z.maxLength(200)) }),
  response: z.object({
    valid: z.boolean(),
    /** Why not: `format`, `checksum` or `prefix`. */
    reason: z.nullable(z.enum(['format', 'checksum', 'prefix'])),
  }),
});

export const cppWithdraw = defineCall({
  path: '/v2/cpp/coins/withdraw',
  auth: 'user',
  idempotent: true,
  tag: 'crypto',
  summary: 'Withdraw to an address on the network the user deposited through; held until review',
  request: z.strictObject({
    coin: coinCode,
    network: networkCode,
    address: chainAddress,
    /** In the coin, at most its decimals. */
    amount: assetAmount,
    paymentPassword: f.paymentPassword,
    /** Required once the player has bound an app key (user/google/key). */
    appKeyCode: z.optional(f.appKeyCode),
  }),
  response: withdrawalRecord,
});
