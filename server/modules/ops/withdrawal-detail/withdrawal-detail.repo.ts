// What a reviewer reads beside a withdrawal: the player's wallet and hold balances, their latest
// deposits, adjustments and rounds (each through its (user_id, created_at) index), and the audit
// rows naming the withdrawal (operator_audit_target_idx).
import { and, asc, desc, eq, inArray } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { adjustments, gameRounds, ledgerAccounts, operatorAudit, paymentOrders } from '../../../db/schema.ts';
import { accountCodes } from '../../../ledger/ledger.ts';
import type { AuditStepRow } from './withdrawal-steps.fns.ts';

type Reader = Pick<Db, 'select'>;

export async function playerBalances(db: Reader, userId: number): Promise<{ available: bigint; held: bigint }> {
  const wallet = accountCodes.wallet(userId);
  const holds = accountCodes.holds(userId);
  const rows = await db
    .select({ code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, [wallet, holds]));
  const of = (code: string) => rows.find((row) => row.code === code)?.balance ?? 0n;
  return { available: of(wallet), held: of(holds) };
}

export function recentDeposits(db: Reader, userId: number, limit: number) {
  return db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit);
}

export function recentAdjustments(db: Reader, userId: number, limit: number) {
  return db
    .select()
    .from(adjustments)
    .where(eq(adjustments.userId, userId))
    .orderBy(desc(adjustments.createdAt), desc(adjustments.id))
    .limit(limit);
}

export function recentRounds(db: Reader, userId: number, limit: number) {
  return db
    .select({ id: gameRounds.id, machineId: gameRounds.machineId, bet: gameRounds.bet, win: gameRounds.win, createdAt: gameRounds.createdAt })
    .from(gameRounds)
    .where(eq(gameRounds.userId, userId))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit);
}

/** The audit rows of one withdrawal, oldest first. */
export function withdrawalAudit(db: Reader, orderSn: string): Promise<AuditStepRow[]> {
  return db
    .select({
      at: operatorAudit.at,
      action: operatorAudit.action,
      operatorName: operatorAudit.operatorName,
      result: operatorAudit.result,
      errorKey: operatorAudit.errorKey,
      reason: operatorAudit.reason,
    })
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetType, 'withdrawal'), eq(operatorAudit.targetId, orderSn)))
    .orderBy(asc(operatorAudit.id));
}
