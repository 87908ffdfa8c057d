// How an approved withdrawal leaves: each method's payout adapter sends it; the adapter (or the
// job watching it) later settles it as success (hold posted) or failure (hold voided).
import type { Db } from '../../db/database.ts';
import type { withdrawals } from '../../db/schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface PayoutAdapter {
  /** Instructs the payout (bank transfer, chain transaction) inside the approval's transaction. */
  send(tx: Db, withdrawal: WithdrawalRow): Promise<{ txid: string | null }>;
}
