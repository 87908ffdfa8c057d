// Refunds of fiat deposits, started by an operator (ops/payment/refund) and finished by the
// provider's `refund.succeeded` notification.
//
//   start:  paid → refunding; the coins are held from the player's wallet towards the provider's
//           clearing account (INSUFFICIENT_FUNDS if already spent), and the provider is asked.
//   finish: refunding → refunded; the hold is posted: the coins leave with the money refunded.
import { eq } from 'drizzle-orm';
import type { PaymentRecord } from '../../../src/contracts/payments.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../src/lib/locales.ts';
import type { Db } from '../../db/database.ts';
import { ledgerHolds } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { formatAmount } from '../../ledger/amount.fns.ts';
import { createHold, postHold, pspClearingOf } from '../../ledger/ledger.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { isCryptoOrder, toPaymentRecord } from './payment-record.ts';
import { lockOrderBySn, setOrderStatus, type PaymentOrderRow } from './payments.repo.ts';
import { paymentProviderFor } from './providers.ts';

export { toPaymentRecord } from './payment-record.ts';

export function refundHoldReference(orderSn: string): string {
  return `refund:${orderSn}`;
}

/** In the caller's transaction (the operator's idempotent call). */
export async function startRefund(tx: Db, deps: WalletDeps, orderSn: string, locale: Locale = DEFAULT_LOCALE): Promise<PaymentRecord> {
  const order = await lockOrderBySn(tx, orderSn);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (order.status !== 'paid' || isCryptoOrder(order) || !order.providerRef) throw new AppError(422, 'REFUND_NOT_ALLOWED');
  const provider = paymentProviderFor(deps, order.provider);
  if (!provider) throw new AppError(422, 'REFUND_NOT_ALLOWED');

  const clearing = await pspClearingOf(tx, order.provider);
  await createHold(tx, { userId: order.userId, to: clearing.id, amount: order.coins, reference: refundHoldReference(order.orderSn) });
  const refunding = await setOrderStatus(tx, order.id, 'refunding', deps.now());
  await provider.refund(
    { merchantOrderSn: order.orderSn, providerRef: order.providerRef, amount: formatAmount(order.amount), currency: order.currency },
    { tx },
  );
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
