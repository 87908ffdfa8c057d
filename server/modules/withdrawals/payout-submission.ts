// The payout outbox. Approving a withdrawal records a payout request in the approving transaction
// (recordPayoutRequest); the job `payouts:submit` claims due requests in one statement (FOR UPDATE
// SKIP LOCKED, and its next try moved a lease ahead), so two processes never take the same one,
// hands each to the method's adapter OUTSIDE any transaction with the order number as the
// provider's idempotency key, then records the answer in a short transaction (the request
// submitted, a chain's txid on the withdrawal). A transport failure keeps the error and puts the
// next try off with exponential backoff; a process that dies between the provider's answer and the
// record leaves the request to be tried again after its lease, and the idempotency key makes the
// provider answer the first submission again instead of paying twice. Requests are never given
// up: the money stays held until the payout is submitted and settled (the operator sees last_error).
import { and, eq, isNull, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { claimDueRows, hasDueRows, type Outbox } from '../../jobs/claim-due.ts';
import { payoutRequests, withdrawals } from '../../db/schema.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WithdrawalRow } from './payout.types.ts';
import { payoutAdapterFor, type PayoutAdapters } from './payouts.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export const PAYOUT_SUBMIT_EVERY_MS = 1000;
const BATCH = 20;

/** Wait before try n + 1 after n failed tries: 5 s, 10 s, 20 s … at most 10 minutes. */
export function payoutBackoffMs(attempts: number): number {
  return Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/** In the approving transaction: the withdrawal's one payout request (the order number is its key). */
export async function recordPayoutRequest(tx: Db, withdrawal: WithdrawalRow, now: Date): Promise<void> {
  await tx.insert(payoutRequests).values({ orderSn: withdrawal.orderSn, withdrawalId: withdrawal.id, nextAttemptAt: now, createdAt: now });
}

export interface SubmissionReport {
  submitted: number;
  failed: number;
}

interface Claimed {
  order_sn: string;
  withdrawal_id: number | string;
  attempts: number;
}

const PAYOUT_OUTBOX: Outbox = { table: 'payout_requests', key: 'order_sn', due: sql`submitted_at IS NULL`, returning: 'order_sn, withdrawal_id, attempts' };

/** Whether a payout request is due now (the submission job's look before its slot gets a job). */
export function hasDuePayouts(deps: WalletDeps): Promise<boolean> {
  return hasDueRows(deps.db, PAYOUT_OUTBOX, deps.now());
}

/** Submits every due payout request (in batches) once; answers how many went and how many failed this time. */
export async function submitDuePayouts(deps: WalletDeps, adapters: PayoutAdapters): Promise<SubmissionReport> {
  const report: SubmissionReport = { submitted: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueRows<Claimed>(deps.db, {
      ...PAYOUT_OUTBOX,
      now: deps.now(),
      leaseMs: deps.config.outboxLeaseMs,
      batch: BATCH,
    });
    for (const request of rows) {
      if (await submitOne(deps, adapters, request)) report.submitted += 1;
      else report.failed += 1;
    }
    if (rows.length < BATCH) return report;
  }
}

async function submitOne(deps: WalletDeps, adapters: PayoutAdapters, request: Claimed): Promise<boolean> {
  const withdrawalId = Number(request.withdrawal_id);
  try {
    const [withdrawal] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    if (!withdrawal) throw new Error(`withdrawal ${request.order_sn} vanished`);
    // Outside any transaction: the provider's call holds no row lock and no pooled transaction.
    const { providerRef } = await payoutAdapterFor(adapters, withdrawal).submit(withdrawal, request.order_sn);
    await transactionWithRetry(deps.db, async (inner) => {
      const tx = inner as unknown as Db;
      await tx
        .update(payoutRequests)
        .set({ submittedAt: deps.now(), providerRef, lastError: null })
        .where(and(eq(payoutRequests.orderSn, request.order_sn), isNull(payoutRequests.submittedAt)));
      if (providerRef !== null) {
        await tx.update(withdrawals).set({ txid: providerRef }).where(and(eq(withdrawals.id, withdrawalId), isNull(withdrawals.txid)));
      }
    });
    deps.log.info({ withdrawal: request.order_sn, providerRef }, 'payout submitted');
    return true;
  } catch (error) {
    const retryAt = new Date(deps.now().getTime() + payoutBackoffMs(request.attempts));
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(payoutRequests)
      .set({ lastError: message.slice(0, 500), nextAttemptAt: retryAt })
      .where(and(eq(payoutRequests.orderSn, request.order_sn), isNull(payoutRequests.submittedAt)));
    deps.log.warn({ err: error, withdrawal: request.order_sn, attempts: request.attempts }, 'payout not submitted');
    return false;
  }
}
