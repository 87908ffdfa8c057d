// Background work of withdrawals: the sandbox bank settles approved bank payouts.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import { settleBankPayouts } from './sandbox-bank-payout.ts';

export const BANK_PAYOUT_SETTLE_MS = 2000;

export function withdrawalJobs(deps: WalletDeps): WalletJob[] {
  return [{ name: 'settle bank payouts', everyMs: BANK_PAYOUT_SETTLE_MS, run: () => settleBankPayouts(deps) }];
}
