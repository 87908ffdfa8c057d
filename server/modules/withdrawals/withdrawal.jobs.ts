// Background work of withdrawals: approved payouts are submitted to their adapter (the payout
// outbox), and the sandbox bank settles the bank payouts submitted to it.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import { hasDuePayouts, PAYOUT_SUBMIT_EVERY_MS, submitDuePayouts } from './payout-submission.ts';
import { payoutAdapters } from './payouts.ts';
import { settleBankPayouts } from './sandbox-bank-payout.ts';

export const BANK_PAYOUT_SETTLE_MS = 2000;

export function withdrawalJobs(deps: WalletDeps): WalletJob[] {
  const adapters = payoutAdapters(deps);
  return [
    { name: 'settle bank payouts', everyMs: BANK_PAYOUT_SETTLE_MS, run: () => settleBankPayouts(deps) },
    { name: 'payouts:submit', everyMs: PAYOUT_SUBMIT_EVERY_MS, run: () => submitDuePayouts(deps, adapters), hasWork: () => hasDuePayouts(deps) },
  ];
}
