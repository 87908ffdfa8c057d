// How an approved withdrawal leaves: the approving transaction records a payout request
// (payout_requests); the job `payouts:submit` hands it to the method's adapter outside any
// transaction; the adapter (or the job watching it) later settles it as success (hold posted) or
// failure (hold voided).
import type { withdrawals } from '../../db/schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface PayoutAdapter {
  /**
   * Instructs the payout (bank transfer, chain transaction). Called outside any database transaction,
   * possibly more than once for one withdrawal (a retry after a lost answer): `idempotencyKey` (the
   * withdrawal's order number) makes the provider pay once and answer the first submission again.
   * Throws when the provider could not be reached or answered an error: the job tries again later.
   */
  submit(withdrawal: WithdrawalRow, idempotencyKey: string): Promise<{ providerRef: string | null }>;
}
