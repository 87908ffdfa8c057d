// Refunds of fiat deposits, started by an operator (ops/payment/refund) and finished by the
// provider's `refund.succeeded` notification.
//
//   start:  paid → refunding; the coins are held from the player's wallet towards the provider's
//           clearing account (INSUFFICIENT_FUNDS if already spent), and a refund request is
//           recorded (refund_requests) in the same transaction. No provider is called here.
//   submit: the job `refunds:submit` (refund-submission.ts) asks the provider outside any
//           transaction, with the refund's reference `refund:<orderSn>` as idempotency key.
//   finish: refunding → refunded; the hold is posted: the coins leave with the money refunded.
import { eq } from '../../db/orm.ts';
import type { PaymentRecord } from '../../../src/contracts/payments.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { ledgerHolds, refundRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createHold, postHold, pspClearingOf } from '../../ledger/ledger.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { isCryptoOrder, toPaymentRecord } from './payment-record.ts';
import { lockOrderBySn, setOrderStatus, type PaymentOrderRow } from './payments.repo.ts';
import { paymentProviderFor } from './providers.ts';

export { toPaymentRecord } from './payment-record.ts';

export function refundHoldReference(orderSn: string): string {
  return `refund:${orderSn}`;
}

/** In the caller's transaction (the operator's idempotent call): the hold and the refund request, no provider call. */
export async function startRefund(tx: Db, deps: WalletDeps, orderSn: string, locale: Locale = DEFAULT_LOCALE): Promise<PaymentRecord> {
  const order = await lockOrderBySn(tx, orderSn);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (order.status !== 'paid' || isCryptoOrder(order) || !order.providerRef) throw new AppError(422, 'REFUND_NOT_ALLOWED');
  const provider = paymentProviderFor(deps, order.provider);
  if (!provider) throw new AppError(422, 'REFUND_NOT_ALLOWED');

  const clearing = await pspClearingOf(tx, order.provider);
  await createHold(tx, { userId: order.userId, to: clearing.id, amount: order.coins, reference: refundHoldReference(order.orderSn) });
  const now = deps.now();
  const refunding = await setOrderStatus(tx, order.id, 'refunding', now);
  await tx.insert(refundRequests).values({ orderSn: order.orderSn, orderId: order.id, nextAttemptAt: now, createdAt: now });
  return toPaymentRecord(refunding, { config: deps.config, now: deps.now(), locale });
}

/**
 * The provider confirmed the refund: post the hold, mark the order refunded. A repeat is a no-op;
 * a confirmation for an order whose refund is not (yet) committed is refused so the provider retries.
 */
export async function completeRefund(tx: Db, deps: WalletDeps, order: PaymentOrderRow): Promise<'refunded' | 'already'> {
  if (order.status === 'refunded') return 'already';
  if (order.status !== 'refunding') throw new AppError(409, 'REFUND_NOT_ALLOWED');
  const [hold] = await tx
    .select({ id: ledgerHolds.id, status: ledgerHolds.status })
    .from(ledgerHolds)
    .where(eq(ledgerHolds.reference, refundHoldReference(order.orderSn)));
  if (!hold) throw new Error(`refund of ${order.orderSn} has no hold`);
  if (hold.status === 'pending') await postHold(tx, hold.id);
  await setOrderStatus(tx, order.id, 'refunded', deps.now());
  return 'refunded';
}
