// The JSY transfer's rows: the player's flow through the steps and the transfers themselves.
import { and, asc, count, eq, inArray, lte, sql } from '../../db/orm.ts';
import type { JsyTransferStatus } from '../../../src/contracts/money.ts';
import type { Db } from '../../db/database.ts';
import { jsyTransferFlows, jsyTransfers, users } from '../../db/schema.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export type FlowRow = typeof jsyTransferFlows.$inferSelect;
export type JsyTransferRow = typeof jsyTransfers.$inferSelect;

export async function flowOf(db: Db, userId: number): Promise<FlowRow | undefined> {
  const [row] = await db.select().from(jsyTransferFlows).where(eq(jsyTransferFlows.userId, userId));
  return row;
}

/** Step 1 starts the flow again: whatever a previous attempt confirmed is forgotten. */
export async function startFlow(db: Db, userId: number, jsyAccount: string, now: Date): Promise<void> {
  const values = { jsyAccount, accountCheckedAt: now, bankCardId: null, cardConfirmedAt: null, codeVerifiedAt: null, grant: null, grantExpiresAt: null, updatedAt: now };
  await db.insert(jsyTransferFlows).values({ userId, ...values }).onConflictDoUpdate({ target: jsyTransferFlows.userId, set: values });
}

export async function updateFlow(db: Db, userId: number, set: Partial<Omit<FlowRow, 'userId'>>): Promise<void> {
  await db.update(jsyTransferFlows).set(set).where(eq(jsyTransferFlows.userId, userId));
}

export async function transferBySn(db: Db, transferSn: string): Promise<JsyTransferRow | undefined> {
  const [row] = await db.select().from(jsyTransfers).where(eq(jsyTransfers.transferSn, transferSn));
  return row;
}

/**
 * Takes up to `limit` pending transfers that are due, moving each one's next check a lease ahead, in
 * one transaction with `FOR UPDATE SKIP LOCKED`: concurrent runs (other processes) take other rows,
 * and a row taken here is not due again until the lease ends, so each check happens once.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit = 20): Promise<JsyTransferRow[]> {
  return transactionWithRetry(db, async (tx) => {
    const due = await tx
      .select({ id: jsyTransfers.id })
      .from(jsyTransfers)
      .where(and(eq(jsyTransfers.status, 'pending'), lte(jsyTransfers.nextCheckAt, now)))
      .orderBy(asc(jsyTransfers.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jsyTransfers)
      .set({ nextCheckAt: new Date(now.getTime() + leaseMs), attempts: sql`${jsyTransfers.attempts} + 1` })
      .where(inArray(jsyTransfers.id, due.map((d) => d.id)))
      .returning();
  });
}

/** The answer was unknown: try again at `nextCheckAt` (only while still pending). */
export async function noteProblem(db: Db, id: number, problem: string, nextCheckAt: Date): Promise<void> {
  await db
    .update(jsyTransfers)
    .set({ lastProblem: problem.slice(0, 200), nextCheckAt })
    .where(and(eq(jsyTransfers.id, id), eq(jsyTransfers.status, 'pending')));
}

export async function listTransfers(db: Db, filter: { status?: JsyTransferStatus; userId?: number }, page: { pageNum: number; pageSize: number }) {
  const where = and(
    filter.status ? eq(jsyTransfers.status, filter.status) : undefined,
    filter.userId !== undefined ? eq(jsyTransfers.userId, filter.userId) : undefined,
  );
  const rows = await db
    .select({ transfer: jsyTransfers, account: users.account })
    .from(jsyTransfers)
    .innerJoin(users, eq(users.id, jsyTransfers.userId))
    .where(where)
    .orderBy(asc(jsyTransfers.createdAt), asc(jsyTransfers.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(jsyTransfers).where(where);
  return { rows, total: total?.n ?? 0 };
}
