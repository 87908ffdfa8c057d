// The ops_approvals table: asking for an approval, finding and locking one, the inbox page, and an
// approval as the console shows it (a pending row past its expiry reads as expired).
import { and, asc, count, desc, eq, gt, inArray, ne, type SQL } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { opsApprovals, withdrawals } from '../../../db/schema.ts';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import type { ApprovalStatus, OpsApproval } from '../../../../src/contracts/ops-approvals.ts';
import { withdrawalWithCard, type WithdrawalWithCard } from '../../withdrawals/withdrawals.repo.ts';
import { withdrawalDestination, type AdjustmentRequest } from './approval-binding.fns.ts';

export type ApprovalRow = typeof opsApprovals.$inferSelect;

export interface Maker {
  operatorId: number;
  name: string;
}

/** The status as of `now`: a pending approval past its expiry is expired whether or not the row says so yet. */
export function statusAt(row: ApprovalRow, now: Date): ApprovalStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export async function insertApproval(
  tx: Db,
  values: { kind: ApprovalRow['kind']; withdrawalSn?: string; request?: AdjustmentRequest; amount: bigint; binding: string; maker: Maker; makerReason: string | null; now: Date; ttlMs: number },
): Promise<ApprovalRow> {
  const [row] = await tx
    .insert(opsApprovals)
    .values({
      kind: values.kind,
      withdrawalSn: values.withdrawalSn ?? null,
      request: values.request ?? null,
      amount: values.amount,
      binding: values.binding,
      makerId: values.maker.operatorId,
      makerName: values.maker.name,
      makerReason: values.makerReason,
      createdAt: values.now,
      expiresAt: new Date(values.now.getTime() + values.ttlMs),
    })
    .returning();
  return row!;
}

/** The withdrawal's pending approval still open at `now` (an expired one no longer holds it). */
export async function openApprovalOfWithdrawal(tx: Db, orderSn: string, now: Date): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(opsApprovals)
    .where(and(eq(opsApprovals.withdrawalSn, orderSn), eq(opsApprovals.status, 'pending')));
  if (row && statusAt(row, now) === 'expired') {
    // Its expiry frees the withdrawal: the row says so before another approval may take its place.
    await markExpired(tx, row.id);
    return undefined;
  }
  return row;
}

/** The approval, its row locked until the transaction ends: of two deciders at once, the second waits and reads the first's decision. */
export async function lockApproval(tx: Db, id: number): Promise<ApprovalRow | undefined> {
  const [row] = await tx.select().from(opsApprovals).where(eq(opsApprovals.id, id)).for('update');
  return row;
}

export async function markExpired(tx: Db, id: number): Promise<void> {
  await tx.update(opsApprovals).set({ status: 'expired' }).where(and(eq(opsApprovals.id, id), eq(opsApprovals.status, 'pending')));
}

export async function markDecided(
  tx: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; decider: Maker; reason: string | null; now: Date },
): Promise<ApprovalRow> {
  const [row] = await tx
    .update(opsApprovals)
    .set({ status: decision.status, decidedById: decision.decider.operatorId, decidedByName: decision.decider.name, decidedAt: decision.now, decisionReason: decision.reason })
    .where(and(eq(opsApprovals.id, id), eq(opsApprovals.status, 'pending')))
    .returning();
  return row!;
}

export async function listApprovals(
  db: Db,
  query: { filter: 'mine-to-decide' | 'all'; viewerId: number; pageNum: number; pageSize: number; now: Date },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where: SQL | undefined =
    query.filter === 'mine-to-decide'
      ? and(eq(opsApprovals.status, 'pending'), gt(opsApprovals.expiresAt, query.now), ne(opsApprovals.makerId, query.viewerId))
      : undefined;
  const ordering = query.filter === 'mine-to-decide' ? [asc(opsApprovals.createdAt), asc(opsApprovals.id)] : [desc(opsApprovals.createdAt), desc(opsApprovals.id)];
  const [rows, [total]] = await Promise.all([
    db.select().from(opsApprovals).where(where).orderBy(...ordering).limit(query.pageSize).offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(opsApprovals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The pending approvals (open at `now`) of these withdrawals, by order_sn: the review queue shows which await one. */
export async function openApprovalsOf(db: Db, orderSns: readonly string[], now: Date): Promise<Map<string, ApprovalRow>> {
  if (orderSns.length === 0) return new Map();
  const rows = await db
    .select()
    .from(opsApprovals)
    .where(and(inArray(opsApprovals.withdrawalSn, [...orderSns]), eq(opsApprovals.status, 'pending'), gt(opsApprovals.expiresAt, now)));
  return new Map(rows.map((row) => [row.withdrawalSn!, row]));
}

/** The withdrawal an approval names, with its card (undefined when it is gone). */
export async function withdrawalOfApproval(db: Db, orderSn: string): Promise<WithdrawalWithCard | undefined> {
  const [row] = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderSn, orderSn));
  return row ? withdrawalWithCard(db, row.id) : undefined;
}

/** An approval as the console shows it. */
export async function toApprovalRecord(db: Db, row: ApprovalRow, now: Date): Promise<OpsApproval> {
  let target: OpsApproval['target'];
  if (row.kind === 'withdrawal') {
    const found = await withdrawalOfApproval(db, row.withdrawalSn!);
    target = {
      kind: 'withdrawal',
      orderSn: row.withdrawalSn!,
      account: found?.account ?? '',
      method: found?.withdrawal.method ?? '',
      destination: found ? withdrawalDestination(found) : '',
    };
  } else {
    const request = row.request as AdjustmentRequest;
    target = { kind: 'adjustment', account: request.account, reason: request.reason };
  }
  return {
    id: row.id,
    kind: row.kind,
    status: statusAt(row, now),
    amount: formatAmount(row.amount),
    target,
    makerId: row.makerId,
    makerName: row.makerName,
    makerReason: row.makerReason,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}
