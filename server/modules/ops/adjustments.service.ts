// Manual mode: an operator credits (positive) or debits (negative) a player against the house.
// A debit's row is written `in_progress` and settled in the same call: `success`, or `failed` when it
// exceeds the balance — a failed adjustment is an answer (and a record the player sees as
// "Manual mode failed"), not an error, so it is remembered under the idempotency key like a success.
import { eq, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { inSavepoint } from '../../db/savepoint.ts';
import { adjustments, users } from '../../db/schema.ts';
import { AppError, isAppError } from '../../errors.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { ledgerAccountOf, transferOpening } from '../../ledger/ledger.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { newOrderSn } from '../wallet/order-sn.fns.ts';

export type AdjustmentRow = typeof adjustments.$inferSelect;

/** Stored as the failure reason of a debit the balance could not cover. */
export const ADJUSTMENT_INSUFFICIENT_FUNDS = 'insufficient balance';

export interface AdjustmentInput {
  account: string;
  /** Signed units of 1/10 000 coin, not zero. */
  amount: bigint;
  reason: string;
  operator: string;
}

export interface AdjustmentRecord {
  orderSn: string;
  account: string;
  amount: string;
  reason: string;
  status: AdjustmentRow['status'];
  failureReason: string | null;
  operator: string;
  createdAt: string;
  completedAt: string | null;
}

export async function createAdjustment(tx: Db, deps: WalletDeps, input: AdjustmentInput): Promise<AdjustmentRecord> {
  if (input.amount === 0n) throw new RangeError('an adjustment moves a non-zero amount');
  const [user] = await tx
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(sql`lower(${users.account}) = lower(${input.account})`);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');

  // A credit cannot overdraw anything (the house keeps no balance to check): its row is written
  // settled and booked in the same transaction, no savepoint, no second write.
  const credit = input.amount > 0n;
  const [created] = await tx
    .insert(adjustments)
    .values({
      orderSn: newOrderSn('A', deps.now()),
      userId: user.id,
      amount: input.amount,
      reason: input.reason,
      operator: input.operator,
      status: credit ? 'success' : 'in_progress',
      createdAt: deps.now(),
      completedAt: credit ? deps.now() : null,
    })
    .returning();
  const row = created!;

  // Both accounts are opened in the booking's own statement (transferOpening).
  const wallet = ledgerAccountOf.wallet(user.id);
  const house = ledgerAccountOf.house();
  const reference = `adjustment:${row.orderSn}`;
  if (credit) {
    await transferOpening(tx, { from: house, to: wallet, amount: input.amount, kind: 'adjustment', reference });
    return toAdjustmentRecord(row, user.account);
  }
  let failureReason: string | null = null;
  try {
    // A savepoint: a refused debit rolls back only the transfer, the row stays to record it.
    await inSavepoint(tx, 'adjustment_debit', (db) => transferOpening(db, { from: wallet, to: house, amount: -input.amount, kind: 'adjustment', reference }));
  } catch (error) {
    if (!isAppError(error) || error.errorKey !== 'INSUFFICIENT_FUNDS') throw error;
    failureReason = ADJUSTMENT_INSUFFICIENT_FUNDS;
  }
  const [settled] = await tx
    .update(adjustments)
    .set({ status: failureReason ? 'failed' : 'success', failureReason, completedAt: deps.now() })
    .where(eq(adjustments.id, row.id))
    .returning();
  return toAdjustmentRecord(settled!, user.account);
}

export function toAdjustmentRecord(row: AdjustmentRow, account: string): AdjustmentRecord {
  return {
    orderSn: row.orderSn,
    account,
    amount: formatAmount(row.amount),
    reason: row.reason,
    status: row.status,
    failureReason: row.failureReason,
    operator: row.operator,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
