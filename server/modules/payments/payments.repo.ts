// SQL of deposit orders (payment_orders), fiat and crypto alike.
import { and, count, desc, eq, getTableColumns, gt, isNull, like, lte, notLike, or, sql, type SQL } from '../../db/orm.ts';
import type { PaymentStatus } from '../../../src/contracts/money.ts';
import type { DepositKind } from '../../../src/contracts/payments.ts';
import type { Db } from '../../db/database.ts';
import { cryptoDeposits, paymentOrders, providerEvents } from '../../db/schema.ts';
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

/** The order a provider's payment belongs to, locked until the transaction ends. */
/**
 * Records a provider's event id and locks the order it names, in one statement: `fresh` is false
 * when the event id was recorded before (a replay); null when no order has that provider reference.
 */
export async function recordEventAndLockOrder(
  tx: Db,
  event: { provider: string; eventId: string; receivedAt: Date },
  providerRef: string,
): Promise<{ fresh: boolean; order: PaymentOrderRow } | null> {
  const recorded = tx.$with('recorded').as(tx.insert(providerEvents).values(event).onConflictDoNothing().returning({ eventId: providerEvents.eventId }));
  const [row] = await tx
    .with(recorded)
    .select({ order: getTableColumns(paymentOrders), fresh: sql<boolean>`exists (select 1 from ${recorded})`.mapWith(Boolean) })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, event.provider), eq(paymentOrders.providerRef, providerRef)))
    .for('update');
  return row ?? null;
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
