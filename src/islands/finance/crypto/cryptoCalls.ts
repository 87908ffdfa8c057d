import { api } from '../../../api/calls.ts';

// Loaders of the crypto screens, shaped for useRemote (arguments, then the abort signal).

export const loadCoins = (_: null, signal: AbortSignal) => api.cppCoins(undefined, { signal });

export const loadDepositAddress = (where: { coin: string; network: string }, signal: AbortSignal) =>
  api.cppDepositAddress(where, { signal });

export const CRYPTO_DEPOSITS_PAGE_SIZE = 10;

/** A page of the user's crypto deposits, newest first (pay/list keeps the chain deposits only). */
export const loadCryptoDeposits = (pageNum: number, signal: AbortSignal) =>
  api.payList({ pageNum, pageSize: CRYPTO_DEPOSITS_PAGE_SIZE, kind: 'crypto' }, { signal });

export const CRYPTO_WITHDRAWALS_PAGE_SIZE = 10;

export const loadCryptoWithdrawals = (pageNum: number, signal: AbortSignal) =>
  api.drawList({ pageNum, pageSize: CRYPTO_WITHDRAWALS_PAGE_SIZE, method: 'crypto' }, { signal });
