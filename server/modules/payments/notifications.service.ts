// A provider's notification, received at POST /v2/callbacks/psp/:provider.
//
// Checked by the provider's adapter (signature, freshness, shape), then handled in ONE transaction
// that also records the event id (provider_events): a replayed event is acknowledged and changes
// nothing. A payment that succeeded, most of the notifications, is that transaction in one
// statement (payment_notification_succeeded, 0037_deposit_notification_in_one_statement.sql). A
// payment is credited once per provider reference, however many notifications (with the same or
// different event ids) arrive, concurrently or not: the order row is locked, its status decides,
// and the ledger refuses a second booking of `psp:<provider>:<providerRef>` anyway.
//
// A payment the provider reports as succeeded is credited even if our order had expired or been
// cancelled meanwhile: the money arrived, so the player gets the coins.
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { AppError } from '../../errors.ts';
import { parseAmount } from '../../../shared/money/amount.fns.ts';
import { throwLedgerRefusal } from '../../ledger/ledger.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { ProviderEvent, ProviderEventType } from './provider.ts';
import {
  applyPaymentSucceeded,
  creditLockedOrder,
  lockOrderBySn,
  recordProviderEvent,
  setOrderStatus,
  type EventRecord,
  type PaymentOrderRow,
  type ProviderEventRecord,
} from './payments.repo.ts';
import { paymentProviderFor } from './providers.ts';
import { completeRefund } from './refunds.ts';

export type NotificationOutcome = 'credited' | 'already-credited' | 'closed' | 'unchanged' | 'refunded' | 'duplicate-event';

/** Credits a paid order's coins once (the order row locked by the caller), marks it paid at `deps.now()` and tells the player in their inbox. */
export async function creditOrder(tx: Db, deps: Pick<WalletDeps, 'now'>, order: Pick<PaymentOrderRow, 'id'>): Promise<NotificationOutcome> {
  try {
    return await creditLockedOrder(tx, order.id, deps.now());
  } catch (error) {
    throwLedgerRefusal(error);
  }
}

function eventRecordOf(deps: WalletDeps, provider: string, event: ProviderEvent): ProviderEventRecord {
  const amount = parseAmount(event.amount);
  return {
    provider,
    eventId: event.eventId,
    providerRef: event.providerRef,
    amount: amount.ok ? amount.units : null,
    currency: event.currency,
    orderSn: event.merchantOrderSn,
    now: deps.now(),
  };
}

/** The recorded event, or the refusal of one that names no order, or money other than its order's (nothing written). */
function acceptedRecord(deps: WalletDeps, provider: string, event: ProviderEvent, record: EventRecord): Exclude<EventRecord, { outcome: 'not-found' | 'mismatch' }> {
  if (record.outcome === 'not-found') throw new AppError(404, 'ORDER_NOT_FOUND');
  if (record.outcome === 'mismatch') {
    deps.log.error(
      { provider, eventId: event.eventId, orderSn: record.orderSn, event: { amount: event.amount, currency: event.currency, merchantOrderSn: event.merchantOrderSn } },
      'provider notification does not match its order',
    );
    throw new AppError(400, 'VALIDATION_FAILED');
  }
  return record;
}

/** Any other event, recorded and applied to its order (locked) in one transaction; a replayed event id changes nothing. */
async function applyInTransaction(
  tx: Db,
  deps: WalletDeps,
  provider: string,
  event: ProviderEvent,
  type: Exclude<ProviderEventType, 'payment.succeeded'>,
): Promise<NotificationOutcome> {
  const record = acceptedRecord(deps, provider, event, await recordProviderEvent(tx, eventRecordOf(deps, provider, event)));
  if (record.outcome === 'duplicate-event') return 'duplicate-event';
  const order = (await lockOrderBySn(tx, record.orderSn))!;
  switch (type) {
    case 'payment.cancelled':
    case 'payment.expired':
      if (order.status !== 'pending') return 'unchanged';
      await setOrderStatus(tx, order.id, type === 'payment.cancelled' ? 'cancelled' : 'expired', deps.now());
      return 'closed';
    case 'refund.succeeded':
      return (await completeRefund(tx, deps, order)) === 'refunded' ? 'refunded' : 'unchanged';
  }
}

/**
 * The event handled: a payment that succeeded in one statement, its own transaction (the pool runs
 * it again on 40001/40P01, server/db/retry.ts), as it is most of the notifications; the others in
 * a transaction, run again whole on 40001/40P01 in the order's line (duplicated notifications
 * conflict on the order and the wallet).
 */
async function apply(deps: WalletDeps, provider: string, event: ProviderEvent): Promise<NotificationOutcome> {
  if (event.type === 'payment.succeeded') {
    let record: EventRecord;
    try {
      record = await applyPaymentSucceeded(deps.db, eventRecordOf(deps, provider, event));
    } catch (error) {
      throwLedgerRefusal(error);
    }
    // The function answers payment_order_credit's outcome where provider_event_record's was `recorded`.
    return acceptedRecord(deps, provider, event, record).outcome as NotificationOutcome;
  }
  const { type } = event;
  return transactionWithRetry(deps.db, (tx) => applyInTransaction(tx, deps, provider, event, type), undefined, {
    line: { owner: deps.db, key: `order:${event.merchantOrderSn}` },
  });
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
  const outcome = await apply(deps, providerKey, event);
  deps.log.info({ provider: providerKey, eventId: event.eventId, type: event.type, outcome }, 'provider notification handled');
  return { eventId: event.eventId, outcome };
}
