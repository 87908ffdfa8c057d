// Asking for and deciding four-eyes approvals, inside the caller's transaction (the audit chain lock
// already taken, so operator changes commit in turn). The approval's row lock decides between two
// approvers at once: the second reads the first's decision and is told who made it. Approving pays the
// withdrawal (the payout request is recorded, as a single approval does) or posts the adjustment in
// the same transaction as the decision and its audit row.
import { sql } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { WalletDeps } from '../../wallet/wallet.config.ts';
import { approveWithdrawal } from '../../withdrawals/withdrawal-review.service.ts';
import type { WithdrawalWithCard } from '../../withdrawals/withdrawals.repo.ts';
import { createAdjustment, type AdjustmentRecord } from '../adjustments.service.ts';
import { adjustmentBinding, withdrawalBinding, type AdjustmentRequest } from './approval-binding.fns.ts';
import type { OpsApprovalsConfig } from './approvals.config.ts';
import { insertApproval, lockApproval, markDecided, openApprovalOfWithdrawal, statusAt, withdrawalOfApproval, type ApprovalRow, type Maker } from './approvals.repo.ts';

export interface ApprovalDeps {
  wallet: WalletDeps;
  config: OpsApprovalsConfig;
}

/** A withdrawal under review goes to a second approver; its hold stays. 409 when it already awaits one. */
export async function requestWithdrawalApproval(tx: Db, deps: ApprovalDeps, found: WithdrawalWithCard, maker: Maker, reason: string | null): Promise<ApprovalRow> {
  const now = deps.wallet.now();
  if (found.withdrawal.status !== 'review') throw new AppError(409, 'WITHDRAWAL_NOT_PENDING');
  if (await openApprovalOfWithdrawal(tx, found.withdrawal.orderSn, now)) throw new AppError(409, 'OPS_APPROVAL_PENDING');
  return insertApproval(tx, {
    kind: 'withdrawal',
    withdrawalSn: found.withdrawal.orderSn,
    amount: found.withdrawal.amount,
    binding: withdrawalBinding(found),
    maker,
    makerReason: reason,
    now,
    ttlMs: deps.config.ttlMs,
  });
}

/** An adjustment at or above the threshold is kept as asked, for a second approver; nothing moves yet. */
export async function requestAdjustmentApproval(tx: Db, deps: ApprovalDeps, input: { account: string; amount: bigint; reason: string }, maker: Maker): Promise<ApprovalRow> {
  const user = await userOfAccount(tx, input.account);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');
  const request: AdjustmentRequest = { account: user.account, userId: user.id, amount: input.amount.toString(), reason: input.reason };
  return insertApproval(tx, {
    kind: 'adjustment',
    request,
    amount: input.amount,
    binding: adjustmentBinding(request),
    maker,
    makerReason: input.reason,
    now: deps.wallet.now(),
    ttlMs: deps.config.ttlMs,
  });
}

/**
 * The approval locked and still open for this decider: 404 unknown, 403 its own maker, 409 decided
 * (with who decided) or expired. An expired one is reported with `expired: true` so the caller can
 * mark it after the refusal rolls this transaction back.
 */
async function openForDecider(tx: Db, deps: ApprovalDeps, id: number, decider: Maker): Promise<ApprovalRow> {
  const row = await lockApproval(tx, id);
  if (!row) throw new AppError(404, 'OPS_APPROVAL_NOT_FOUND');
  if (row.makerId === decider.operatorId) throw new AppError(403, 'OPS_APPROVAL_OWN_REQUEST');
  if (row.status === 'approved' || row.status === 'rejected') throw new AppError(409, 'OPS_APPROVAL_DECIDED', { decidedBy: row.decidedByName ?? '' });
  if (statusAt(row, deps.wallet.now()) === 'expired') throw new AppError(409, 'OPS_APPROVAL_EXPIRED');
  return row;
}

export interface ApprovalOutcome {
  before: ApprovalRow;
  after: ApprovalRow;
  /** What the approval moved: the withdrawal approved for payout, or the posted adjustment. */
  moved: { withdrawalSn: string } | { adjustment: AdjustmentRecord } | null;
}

export async function approveApproval(tx: Db, deps: ApprovalDeps, id: number, decider: Maker): Promise<ApprovalOutcome> {
  const before = await openForDecider(tx, deps, id, decider);
  let moved: ApprovalOutcome['moved'];
  if (before.kind === 'withdrawal') {
    const found = await withdrawalOfApproval(tx, before.withdrawalSn!);
    if (!found || found.withdrawal.status !== 'review' || withdrawalBinding(found) !== before.binding) throw new AppError(409, 'OPS_APPROVAL_TARGET_CHANGED');
    await approveWithdrawal(tx, deps.wallet, found.withdrawal.orderSn, decider.name);
    moved = { withdrawalSn: found.withdrawal.orderSn };
  } else {
    const request = before.request as AdjustmentRequest;
    const user = await userOfAccount(tx, request.account);
    if (!user || user.id !== request.userId || adjustmentBinding(request) !== before.binding || BigInt(request.amount) !== before.amount) {
      throw new AppError(409, 'OPS_APPROVAL_TARGET_CHANGED');
    }
    // The maker asked for it: the adjustment is theirs; the approver is on the approval and its audit row.
    const adjustment = await createAdjustment(tx, deps.wallet, { account: request.account, amount: before.amount, reason: request.reason, operator: before.makerName });
    moved = { adjustment };
  }
  const after = await markDecided(tx, id, { status: 'approved', decider, reason: null, now: deps.wallet.now() });
  return { before, after, moved };
}

/** Refusing moves nothing: a withdrawal stays under review (back in the queue, its hold kept) for its operator to decide again. */
export async function rejectApproval(tx: Db, deps: ApprovalDeps, id: number, decider: Maker, reason: string): Promise<ApprovalOutcome> {
  const before = await openForDecider(tx, deps, id, decider);
  const after = await markDecided(tx, id, { status: 'rejected', decider, reason, now: deps.wallet.now() });
  return { before, after, moved: null };
}

async function userOfAccount(tx: Db, account: string): Promise<{ id: number; account: string } | undefined> {
  const [user] = await tx.select({ id: users.id, account: users.account }).from(users).where(sql`lower(${users.account}) = lower(${account})`);
  return user;
}
