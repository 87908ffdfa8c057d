// A deposit order row as the reports read it (paid or refunded at a given time), written straight to
// the table: the dashboard and report tests count rows, not the checkout that makes them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/database.ts';
import { paymentOrders } from '../../../server/db/schema.ts';

export async function insertDepositRow(db: Db, userId: number, coins: bigint, paidAt: Date, status: 'paid' | 'refunded' = 'paid'): Promise<void> {
  await db.insert(paymentOrders).values({
    orderSn: `P${randomUUID().replace(/-/g, '').slice(0, 18).toUpperCase()}`,
    userId,
    channelCode: 'sandbox-bank-jpy',
    provider: 'sandbox',
    currency: 'JPY',
    amount: coins,
    coins,
    status,
    paidAt,
    createdAt: paidAt,
  });
}
