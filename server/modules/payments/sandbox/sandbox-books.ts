// The sandbox provider's own books (sandbox_psp_payments): what a real PSP keeps on its side.
// Status changes are guarded updates, so a double click or two tabs change a payment once.
import { and, eq, gt, lte } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { sandboxPspPayments } from '../../../db/schema.ts';

export type SandboxPayment = typeof sandboxPspPayments.$inferSelect;
export type SandboxPaymentStatus = SandboxPayment['status'];

/** Opens a payment for a merchant order, or answers the one already open for it (one per order). */
export async function openSandboxPayment(db: Db, values: typeof sandboxPspPayments.$inferInsert): Promise<SandboxPayment> {
  const [row] = await db.insert(sandboxPspPayments).values(values).onConflictDoNothing({ target: sandboxPspPayments.merchantOrderSn }).returning();
  if (row) return row;
  const [existing] = await db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.merchantOrderSn, values.merchantOrderSn));
  if (!existing) throw new Error(`sandbox payment for ${values.merchantOrderSn} vanished`);
  return existing;
}

export async function findSandboxPayment(db: Db, id: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.id, id));
  return row ?? null;
}

/** open → succeeded | cancelled, only while the payment has not expired; null if it was not open and payable. */
export async function closeOpenPayment(db: Db, id: string, outcome: 'succeeded' | 'cancelled', now: Date): Promise<SandboxPayment | null> {
  const [row] = await db
    .update(sandboxPspPayments)
    .set({ status: outcome })
    .where(and(eq(sandboxPspPayments.id, id), eq(sandboxPspPayments.status, 'open'), gt(sandboxPspPayments.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** succeeded → refunded; null if the payment was not a succeeded one. */
export async function refundSucceededPayment(tx: Db, id: string): Promise<SandboxPayment | null> {
  const [row] = await tx
    .update(sandboxPspPayments)
    .set({ status: 'refunded' })
    .where(and(eq(sandboxPspPayments.id, id), eq(sandboxPspPayments.status, 'succeeded')))
    .returning();
  return row ?? null;
}

/** Open payments past their expiry become expired; answers them. */
export async function expireOverduePayments(db: Db, now: Date, onlyId?: string): Promise<SandboxPayment[]> {
  return db
    .update(sandboxPspPayments)
    .set({ status: 'expired' })
    .where(
      and(
        eq(sandboxPspPayments.status, 'open'),
        lte(sandboxPspPayments.expiresAt, now),
        onlyId === undefined ? undefined : eq(sandboxPspPayments.id, onlyId),
      ),
    )
    .returning();
}
