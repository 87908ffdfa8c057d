import { api } from '../../../api/calls.ts';
import type { PaymentRecord } from '../../../contracts/index.ts';

// Loaders of the crypto screens, shaped for useRemote (arguments, then the abort signal).

export const loadCoins = (_: null, signal: AbortSignal) => api.cppCoins(undefined, { signal });

export const loadDepositAddress = (where: { coin: string; network: string }, signal: AbortSignal) =>
  api.cppDepositAddress(where, { signal });

/**
 * pay/list cannot ask for crypto deposits only, so a page of the newest deposits is read and the
 * crypto ones (those with a network) are kept.
 */
export const RECENT_DEPOSITS_SCANNED = 50;
export const RECENT_DEPOSITS_SHOWN = 10;

export async function loadRecentCryptoDeposits(_: null, signal: AbortSignal): Promise<PaymentRecord[]> {
  const page = await api.payList({ pageNum: 1, pageSize: RECENT_DEPOSITS_SCANNED }, { signal });
  return page.list.filter((deposit) => deposit.network !== null).slice(0, RECENT_DEPOSITS_SHOWN);
}

export const CRYPTO_WITHDRAWALS_PAGE_SIZE = 10;

export const loadCryptoWithdrawals = (pageNum: number, signal: AbortSignal) =>
  api.drawList({ pageNum, pageSize: CRYPTO_WITHDRAWALS_PAGE_SIZE, method: 'crypto' }, { signal });
