// A provider's notification, received at POST /v2/callbacks/psp/:provider.
//
// Checked by the provider's adapter (signature, freshness, shape), then handled in ONE transaction
// that also records the event id (provider_events): a replayed event is acknowledged and changes
// nothing. A payment is credited once per provider reference, however many notifications (with the
// same or different event ids) arrive, concurrently or not: the order row is locked, its status
// decides, and the ledger refuses a second booking of `psp:<provider>:<providerRef>` anyway.
//
// A payment the provider reports as succeeded is credited even if our order had expired or been
// cancelled meanwhile: the money arrived, so the player gets the coins.
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError, isAppError } from '../../errors.ts';
import { parseAmount } from '../../../shared/money/amount.fns.ts';
import { ledgerAccountOf, transferOpening } from '../../ledger/ledger.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { ProviderEvent } from './provider.ts';
import { recordEventAndLockOrder, setOrderStatus, type PaymentOrderRow } from './payments.repo.ts';
import { paymentProviderFor } from './providers.ts';
import { completeRefund } from './refunds.ts';
import { writeLetter } from '../letters/write-letter.ts';

export type NotificationOutcome = 'credited' | 'already-credited' | 'closed' | 'unchanged' | 'refunded' | 'duplicate-event';

export function depositReference(provider: string, providerRef: string): string {
  return `psp:${provider}:${providerRef}`;
}

function sameMoney(event: ProviderEvent, order: PaymentOrderRow): boolean {
  const amount = parseAmount(event.amount);
  return amount.ok && amount.units === order.amount && event.currency === order.currency && event.merchantOrderSn === order.orderSn;
}

/** Credits a paid order's coins once (the order row locked by the caller), marks it paid at `deps.now()` and tells the player in their inbox. */
export async function creditOrder(tx: Db, deps: Pick<WalletDeps, 'now'>, order: PaymentOrderRow): Promise<NotificationOutcome> {
  if (order.status === 'paid' || order.status === 'refunding' || order.status === 'refunded') return 'already-credited';
  try {
    await transferOpening(tx, {
      from: ledgerAccountOf.pspClearing(order.provider),
      to: ledgerAccountOf.wallet(order.userId),
      amount: order.coins,
      kind: 'deposit',
      reference: depositReference(order.provider, order.providerRef!),
    });
  } catch (error) {
    // Booked before: the coins are there already; only the order's status is behind.
    if (!(isAppError(error) && error.errorKey === 'ALREADY_BOOKED')) throw error;
  }
  await setOrderStatus(tx, order.id, 'paid', deps.now(), { paidAt: deps.now() });
  await writeLetter(tx, { userId: order.userId, key: 'depositCredited', params: { orderSn: order.orderSn, amount: order.coins }, at: deps.now() });
  return 'credited';
}

/** The event recorded and applied to its order (locked); a replayed event id changes nothing. */
async function apply(tx: Db, deps: WalletDeps, provider: string, event: ProviderEvent): Promise<NotificationOutcome> {
  const found = await recordEventAndLockOrder(tx, { provider, eventId: event.eventId, receivedAt: deps.now() }, event.providerRef);
  if (!found) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (!found.fresh) return 'duplicate-event';
  const { order } = found;
  if (!sameMoney(event, order)) {
    deps.log.error(
      { provider, eventId: event.eventId, orderSn: order.orderSn, event: { amount: event.amount, currency: event.currency, merchantOrderSn: event.merchantOrderSn } },
      'provider notification does not match its order',
    );
    throw new AppError(400, 'VALIDATION_FAILED');
  }
  switch (event.type) {
    case 'payment.succeeded':
      return creditOrder(tx, deps, order);
    case 'payment.cancelled':
    case 'payment.expired':
      if (order.status !== 'pending') return 'unchanged';
      await setOrderStatus(tx, order.id, event.type === 'payment.cancelled' ? 'cancelled' : 'expired', deps.now());
      return 'closed';
    case 'refund.succeeded':
      return (await completeRefund(tx, deps, order)) === 'refunded' ? 'refunded' : 'unchanged';
  }
}

export async function receiveNotification(
  deps: WalletDeps,
  providerKey: string,
  rawBody: string,
  headers: IncomingHttpHeaders,
): Promise<{ eventId: string; outcome: NotificationOutcome }> {
  const provider = paymentProviderFor(deps, providerKey);
  if (!provider) throw new AppError(404, 'NOT_FOUND');
  const check = provider.verifyNotification(rawBody, headers, deps.now());
  if (!check.ok) {
    deps.log.warn({ provider: providerKey, refusal: check.refusal }, 'provider notification refused');
    if (check.refusal === 'signature') throw new AppError(401, 'WEBHOOK_SIGNATURE_INVALID');
    if (check.refusal === 'stale') throw new AppError(400, 'WEBHOOK_STALE');
    throw new AppError(400, 'VALIDATION_FAILED');
  }
  const { event } = check;
  // Idempotent on the provider's event id and all in the database: run again whole on 40001/40P01,
  // in the order's line (its duplicated notifications conflict on the order and the wallet).
  const outcome = await transactionWithRetry(deps.db, (tx) => apply(tx, deps, providerKey, event), undefined, {
    line: { owner: deps.db, key: `order:${event.merchantOrderSn}` },
  });
  deps.log.info({ provider: providerKey, eventId: event.eventId, type: event.type, outcome }, 'provider notification handled');
  return { eventId: event.eventId, outcome };
}
