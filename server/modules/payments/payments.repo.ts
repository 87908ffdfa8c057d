// SQL of deposit orders (payment_orders), fiat and crypto alike.
import { and, count, desc, eq, gt, isNull, like, lte, notLike, or, sql, type SQL } from '../../db/orm.ts';
import type { PaymentStatus } from '../../../src/contracts/money.ts';
import type { DepositKind } from '../../../src/contracts/payments.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { cryptoDeposits, paymentOrders } from '../../db/schema.ts';
import { CHAIN_PREFIX } from './payment-record.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;

/** An order with its chain confirmations (crypto deposits only). */
export interface ListedOrder {
  order: PaymentOrderRow;
  confirmations: number | null;
}

/** Inserts the order unless its number is taken; null then (the caller draws another). */
export async function insertOrder(tx: Db, values: NewPaymentOrder): Promise<PaymentOrderRow | null> {
  const [row] = await tx.insert(paymentOrders).values(values).onConflictDoNothing({ target: paymentOrders.orderSn }).returning();
  return row ?? null;
}

/** Records the provider's payment on an order that has none yet; null if it already has one (a repeat). */
export async function attachProviderPayment(
  tx: Db,
  orderId: number,
  payment: { providerRef: string; payUrl: string; expiresAt: Date },
  now: Date,
): Promise<PaymentOrderRow | null> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ providerRef: payment.providerRef, payUrl: payment.payUrl, expiresAt: payment.expiresAt, updatedAt: now })
    .where(and(eq(paymentOrders.id, orderId), isNull(paymentOrders.providerRef)))
    .returning();
  return row ?? null;
}

/** A pending order the provider never opened a payment for becomes cancelled. */
export async function cancelOrderWithoutPayment(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(paymentOrders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'pending'), isNull(paymentOrders.providerRef)));
}

/** A provider's event as provider_event_record checks it against its order (0037_deposit_notification_in_one_statement.sql). */
export interface ProviderEventRecord {
  provider: string;
  eventId: string;
  providerRef: string;
  /** The event's amount in the order currency's units; null when it is not an amount (a mismatch). */
  amount: bigint | null;
  currency: string;
  orderSn: string;
  now: Date;
}

/** What the event did: `recorded` (its order is locked in the caller's transaction), or why it did nothing. */
export type EventRecordOutcome = 'recorded' | 'duplicate-event' | 'not-found' | 'mismatch';
export type EventRecord = { outcome: 'not-found' } | { outcome: Exclude<EventRecordOutcome, 'not-found'> | CreditOutcome; orderId: number; orderSn: string };
export type CreditOutcome = 'credited' | 'already-credited';

async function eventFunction(db: Pick<Db, 'execute'>, name: 'provider_event_record' | 'payment_notification_succeeded', event: ProviderEventRecord): Promise<EventRecord> {
  const [row] = await rowsOf<{ r_outcome: EventRecord['outcome']; r_order_id: string | number | null; r_order_sn: string | null }>(
    db,
    sql`SELECT * FROM ${sql.raw(name)}(${event.provider}::text, ${event.eventId}::text, ${event.providerRef}::text, ${event.amount?.toString() ?? null}::bigint,
      ${event.currency}::text, ${event.orderSn}::text, ${event.now.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error(`${name} answered no row`);
  if (row.r_outcome === 'not-found') return { outcome: 'not-found' };
  return { outcome: row.r_outcome, orderId: Number(row.r_order_id), orderSn: row.r_order_sn! };
}

/** Records a provider's event id against the order it names (locked until the transaction ends), or answers why not; one statement. */
export function recordProviderEvent(tx: Db, event: ProviderEventRecord): Promise<EventRecord> {
  return eventFunction(tx, 'provider_event_record', event);
}

/** A "payment succeeded" event recorded and its order credited, in one statement that is its own transaction. */
export function applyPaymentSucceeded(db: Db, event: ProviderEventRecord): Promise<EventRecord> {
  return eventFunction(db, 'payment_notification_succeeded', event);
}

/** A paid order's coins credited once, the order marked paid and the player's letter written (payment_order_credit); the order locked by the caller. */
export async function creditLockedOrder(tx: Db, orderId: number, now: Date): Promise<CreditOutcome> {
  const [row] = await rowsOf<{ outcome: CreditOutcome }>(tx, sql`SELECT payment_order_credit(${orderId}::bigint, ${now.toISOString()}::timestamptz) AS outcome`);
  return row!.outcome;
}

export async function lockOrderBySn(tx: Db, orderSn: string): Promise<PaymentOrderRow | null> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderSn, orderSn)).for('update');
  return row ?? null;
}

export async function setOrderStatus(
  tx: Db,
  orderId: number,
  status: PaymentStatus,
  now: Date,
  extra: { paidAt?: Date } = {},
): Promise<PaymentOrderRow> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status, updatedAt: now, ...extra })
    .where(eq(paymentOrders.id, orderId))
    .returning();
  if (!row) throw new Error(`payment order ${orderId} vanished`);
  return row;
}

/** Unpaid provider orders past their expiry become expired; answers them. */
export async function expirePendingOrders(db: Db, now: Date): Promise<PaymentOrderRow[]> {
  return db
    .update(paymentOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.expiresAt, now)))
    .returning();
}

/** The status filter as pay/list shows statuses: an unpaid order past its expiry counts as expired. */
function statusCondition(status: PaymentStatus, now: Date): SQL | undefined {
  const overdue = and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.expiresAt, now));
  if (status === 'expired') return or(eq(paymentOrders.status, 'expired'), overdue);
  if (status === 'pending') return and(eq(paymentOrders.status, 'pending'), or(isNull(paymentOrders.expiresAt), gt(paymentOrders.expiresAt, now)));
  return eq(paymentOrders.status, status);
}

/** Crypto deposits are the orders of a `chain:<network>` provider; every other order is fiat. */
function kindCondition(kind: DepositKind): SQL {
  const chainProviders = `${CHAIN_PREFIX}%`;
  return kind === 'crypto' ? like(paymentOrders.provider, chainProviders) : notLike(paymentOrders.provider, chainProviders);
}

export async function listUserOrders(
  db: Db,
  query: { userId: number; status?: PaymentStatus; kind?: DepositKind; pageNum: number; pageSize: number; now: Date },
): Promise<{ rows: ListedOrder[]; total: number }> {
  const where = and(
    eq(paymentOrders.userId, query.userId),
    query.status ? statusCondition(query.status, query.now) : undefined,
    query.kind ? kindCondition(query.kind) : undefined,
  );
  const rows = await db
    .select({ order: paymentOrders, confirmations: cryptoDeposits.confirmations })
    .from(paymentOrders)
    .leftJoin(cryptoDeposits, eq(cryptoDeposits.paymentOrderId, paymentOrders.id))
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const [counted] = await db.select({ total: count() }).from(paymentOrders).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}
