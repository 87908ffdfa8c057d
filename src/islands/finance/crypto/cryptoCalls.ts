import { call } from '../../../api/calls.ts';
import { cppCoins, cppDepositAddress } from '../../../contracts/crypto.ts';
import { payList } from '../../../contracts/payments.ts';
import { drawList } from '../../../contracts/withdrawals.ts';

// Loaders of the crypto screens, shaped for useRemote (arguments, then the abort signal).

export const loadCoins = (_: null, signal: AbortSignal) => call(cppCoins, undefined, { signal });

export const loadDepositAddress = (where: { coin: string; network: string }, signal: AbortSignal) =>
  call(cppDepositAddress, where, { signal });

export const CRYPTO_DEPOSITS_PAGE_SIZE = 10;

/** A page of the user's crypto deposits, newest first (pay/list keeps the chain deposits only). */
export const loadCryptoDeposits = (pageNum: number, signal: AbortSignal) =>
  call(payList, { pageNum, pageSize: CRYPTO_DEPOSITS_PAGE_SIZE, kind: 'crypto' }, { signal });

export const CRYPTO_WITHDRAWALS_PAGE_SIZE = 10;

export const loadCryptoWithdrawals = (pageNum: number, signal: AbortSignal) =>
  call(drawList, { pageNum, pageSize: CRYPTO_WITHDRAWALS_PAGE_SIZE, method: 'crypto' }, { signal });
