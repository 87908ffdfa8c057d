// The refund outbox. An operator's refund holds the coins and records a refund request in its
// transaction (startRefund in refunds.ts); the job `refunds:submit` claims due requests in one
// statement (FOR UPDATE SKIP LOCKED, and its next try moved a lease ahead), so two processes never
// take the same one, asks the order's payment provider OUTSIDE any transaction with the refund's
// reference (`refund:<orderSn>`) as the provider's idempotency key, then marks the request
// submitted. A failure (transport, or the provider refusing) keeps the error and puts the next try
// off with exponential backoff; a process that dies between the provider's answer and the record
// leaves the request to be tried again after its lease, and the idempotency key makes the provider
// answer the first refund again instead of refunding twice. Requests are never given up: the coins
// stay held (the order `refunding`) until the provider confirms (the operator sees last_error).
import { and, eq, isNull, sql } from '../../db/orm.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { claimDueRows, hasDueRows, type Outbox } from '../../jobs/claim-due.ts';
import { paymentOrders, refundRequests } from '../../db/schema.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentProviderFor } from './providers.ts';
import { refundHoldReference } from './refunds.ts';

export const REFUND_SUBMIT_EVERY_MS = 1000;
const BATCH = 20;

/** Wait before try n + 1 after n failed tries: 5 s, 10 s, 20 s … at most 10 minutes. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export interface RefundSubmissionReport {
  submitted: number;
  failed: number;
}

interface Claimed {
  order_sn: string;
  order_id: number | string;
  attempts: number;
}

/** The provider behind a key, or null (tests wrap the real ones to watch the calls). */
export type ProviderLookup = (key: string) => PaymentProvider | null;

const REFUND_OUTBOX: Outbox = { table: 'refund_requests', key: 'order_sn', due: sql`submitted_at IS NULL`, returning: 'order_sn, order_id, attempts' };

/** Whether a refund request is due now (the submission job's look before its slot gets a job). */
export function hasDueRefunds(deps: WalletDeps): Promise<boolean> {
  return hasDueRows(deps.db, REFUND_OUTBOX, deps.now());
}

/** Submits every due refund request (in batches) once; answers how many went and how many failed this time. */
export async function submitDueRefunds(
  deps: WalletDeps,
  providerOf: ProviderLookup = (key) => paymentProviderFor(deps, key),
): Promise<RefundSubmissionReport> {
  const report: RefundSubmissionReport = { submitted: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueRows<Claimed>(deps.db, {
      ...REFUND_OUTBOX,
      now: deps.now(),
      leaseMs: deps.config.outboxLeaseMs,
      batch: BATCH,
    });
    for (const request of rows) {
      if (await submitOne(deps, providerOf, request)) report.submitted += 1;
      else report.failed += 1;
    }
    if (rows.length < BATCH) return report;
  }
}

async function submitOne(deps: WalletDeps, providerOf: ProviderLookup, request: Claimed): Promise<boolean> {
  try {
    const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, Number(request.order_id)));
    if (!order) throw new Error(`payment order ${request.order_sn} vanished`);
    // Already confirmed by the provider (its notification overtook our record): nothing to ask.
    if (order.status === 'refunding') {
      const provider = providerOf(order.provider);
      if (!provider) throw new Error(`payment provider ${order.provider} is not available`);
      if (!order.providerRef) throw new Error(`payment order ${request.order_sn} has no provider reference`);
      // Outside any transaction: the provider's call holds no row lock and no pooled transaction.
      await provider.refund(
        { merchantOrderSn: order.orderSn, providerRef: order.providerRef, amount: formatAmount(order.amount), currency: order.currency },
        refundHoldReference(order.orderSn),
      );
    }
    await deps.db
      .update(refundRequests)
      .set({ submittedAt: deps.now(), lastError: null })
      .where(and(eq(refundRequests.orderSn, request.order_sn), isNull(refundRequests.submittedAt)));
    deps.log.info({ order: request.order_sn }, 'refund submitted');
    return true;
  } catch (error) {
    const retryAt = new Date(deps.now().getTime() + refundBackoffMs(request.attempts));
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(refundRequests)
      .set({ lastError: message.slice(0, 500), nextAttemptAt: retryAt })
      .where(and(eq(refundRequests.orderSn, request.order_sn), isNull(refundRequests.submittedAt)));
    deps.log.warn({ err: error, order: request.order_sn, attempts: request.attempts }, 'refund not submitted');
    return false;
  }
}
