// Shared by the withdrawal, operator and adjustment tests: coins to withdraw, a player ready to
// withdraw to a bound card, a bank withdrawal request, and the withdrawal's row and hold as stored.
import { eq } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { ledgerHolds, withdrawals } from '../../server/db/schema.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { submitDuePayouts } from '../../server/modules/withdrawals/payout-submission.ts';
import { payoutAdapters } from '../../server/modules/withdrawals/payouts.ts';
import { fund } from './ledger-fixtures.ts';
import type { TestApp } from './support/test-app.ts';
import { bindCard, moneyCall, newPlayer, type Player } from './support/wallet.ts';

export type CardPlayer = Player & { cardId: number };

/** Credits the player's wallet with this many coins ("5000"). */
export async function fundCoins(db: Db, userId: number, coins: string): Promise<void> {
  await fund(db, userId, toUnits(coins));
}

/** A player with a bound card (options as bindCard's) and this many coins ("0": none). */
export async function cardPlayer(started: TestApp, coins: string, card: Parameters<typeof bindCard>[2] = {}): Promise<CardPlayer> {
  const player = await newPlayer(started.app);
  const cardId = await bindCard(started.database.db, player.userId, card);
  if (coins !== '0') await fundCoins(started.database.db, player.userId, coins);
  return { ...player, cardId };
}

/** A bank withdrawal to the player's card that must be accepted; answers its order number. */
export async function withdrawToCard(app: FastifyInstance, player: CardPlayer, amount: string): Promise<string> {
  const res = await moneyCall(app, calls.drawWithdraw.path, { bankCardId: player.cardId, amount, paymentPassword: '123456' }, { token: player.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orderSn as string;
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

/** What the job `payouts:submit` does after an approval: hands the due payout requests to their adapters. */
export function submitPayouts(deps: WalletDeps) {
  return submitDuePayouts(deps, payoutAdapters(deps));
}
