// Shared by the withdrawal, operator and adjustment tests: a bound bank card written straight to
// the database (the card screens' own calls are tested with them), coins to withdraw, and the
// withdrawal's row and hold as stored.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/database.ts';
import { bankCards, ledgerHolds, withdrawals } from '../../server/db/schema.ts';
import { toUnits } from '../../server/ledger/amount.fns.ts';
import { fund } from './ledger-fixtures.ts';

let cardCounter = 0;

/** A card in the player's name (TARO YAMADA unless told); the number ends in 0000 for the sandbox bank's refusal. */
export async function bindCard(
  db: Db,
  userId: number,
  options: { pinyinName?: string; cardNumber?: string; bankName?: string } = {},
): Promise<number> {
  cardCounter += 1;
  const cardNumber = options.cardNumber ?? `62220200${(process.pid % 1000).toString().padStart(3, '0')}${cardCounter.toString().padStart(5, '0')}`;
  const [card] = await db
    .insert(bankCards)
    .values({
      userId,
      bankName: options.bankName ?? 'Sandbox Bank',
      cardNumber,
      holderName: options.pinyinName ?? 'TARO YAMADA',
      firstName: 'Taro',
      lastName: 'Yamada',
      pinyinName: options.pinyinName ?? 'TARO YAMADA',
      branchCode: '001',
      branchName: 'Head Office',
    })
    .returning({ id: bankCards.id });
  return card!.id;
}

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
