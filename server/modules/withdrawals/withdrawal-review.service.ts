// An operator's review of a withdrawal in `review`: approve (a payout request recorded in the same
// transaction, submitted to the method's adapter by the job `payouts:submit` after the commit,
// settled later) or reject (hold voided, money back). The conditional UPDATE on
// the status is the gate: of two operators acting at once, exactly one wins. Either way the player gets
// a letter in the same transaction.
import { and, eq } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { withdrawals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { voidHold } from '../../ledger/ledger.ts';
import { writeLetter } from '../letters/write-letter.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WithdrawalRow } from './payout.types.ts';
import { recordPayoutRequest } from './payout-submission.ts';

export async function approveWithdrawal(tx: Db, deps: WalletDeps, orderSn: string, operator: string): Promise<WithdrawalRow> {
  const [approved] = await tx
    .update(withdrawals)
    .set({ status: 'withdrawing', reviewedBy: operator, reviewedAt: deps.now() })
    .where(and(eq(withdrawals.orderSn, orderSn), eq(withdrawals.status, 'review')))
    .returning();
  if (!approved) throw await notInReview(tx, orderSn);
  await writeLetter(tx, { userId: approved.userId, key: 'withdrawalApproved', params: { orderSn, amount: approved.amount }, at: deps.now() });
  // No provider call here: the request is submitted after the commit (payout-submission.ts).
  await recordPayoutRequest(tx, approved, deps.now());
  return approved;
}

export async function rejectWithdrawal(tx: Db, deps: WalletDeps, orderSn: string, operator: string, reason: string): Promise<WithdrawalRow> {
  const now = deps.now();
  const [rejected] = await tx
    .update(withdrawals)
    .set({ status: 'failed', failureReason: reason, reviewedBy: operator, reviewedAt: now, completedAt: now })
    .where(and(eq(withdrawals.orderSn, orderSn), eq(withdrawals.status, 'review')))
    .returning();
  if (!rejected) throw await notInReview(tx, orderSn);
  await voidHold(tx, rejected.holdId);
  await writeLetter(tx, { userId: rejected.userId, key: 'withdrawalRejected', params: { orderSn, amount: rejected.amount, reason }, at: now });
  return rejected;
}

async function notInReview(tx: Db, orderSn: string): Promise<AppError> {
  const [existing] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderSn, orderSn));
  return existing ? new AppError(409, 'WITHDRAWAL_NOT_PENDING') : new AppError(404, 'WITHDRAWAL_NOT_FOUND');
}

