// Shared by the withdrawal, operator and adjustment tests: coins to withdraw, and the withdrawal's
// row and hold as stored.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/database.ts';
import { ledgerHolds, withdrawals } from '../../server/db/schema.ts';
import { toUnits } from '../../server/ledger/amount.fns.ts';
import { fund } from './ledger-fixtures.ts';

/** Credits the player's wallet with this many coins ("5000"). */
export async function fundCoins(db: Db, userId: number, coins: string): Promise<void> {
  await fund(db, userId, toUnits(coins));
}

export async function withdrawalRow(db: Db, orderSn: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderSn, orderSn));
  if (!row) throw new Error(`no withdrawal ${orderSn}`);
  return row;
}

export async function holdOf(db: Db, orderSn: string) {
  const row = await withdrawalRow(db, orderSn);
  const [hold] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, row.holdId));
  return hold!;
}

export async function withdrawalCount(db: Db, userId: number): Promise<number> {
  return (await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, userId))).length;
}
