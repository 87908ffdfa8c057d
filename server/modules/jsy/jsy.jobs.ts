// Reconciliation of transfers in doubt (the job system runs it once per occurrence): each due
// transfer is claimed by one run (FOR UPDATE SKIP LOCKED), asked about after the claim commits,
// and settled only when definite.
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { reconcileTransfers } from './jsy.service.ts';
import { jsyPartnerOf } from './partners.ts';

export const RECONCILE_EVERY_MS = 10_000;

export function jsyJobs(deps: WalletDeps): WalletJob[] {
  const partner = jsyPartnerOf(deps);
  if (!partner) return [];
  return [{ name: 'jsy:reconcile', everyMs: RECONCILE_EVERY_MS, run: () => reconcileTransfers({ ...deps, partner }) }];
}
