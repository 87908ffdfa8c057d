// The operator API: the withdrawal review queue, approve/reject, manual-mode adjustments, deposit
// refunds, the ledger check and the crypto deposits the watcher refused. Money-moving calls are
// idempotent per operator.
import { eq } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { paymentOrders, withdrawals } from '../../db/schema.ts';
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { toUnits } from '../../../shared/money/amount.fns.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { listRejections } from '../crypto/crypto-deposits.repo.ts';
import { startRefund } from '../payments/refunds.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawal-review.service.ts';
import { listWithdrawals, withdrawalWithCard, type WithdrawalWithCard } from '../withdrawals/withdrawals.repo.ts';
import { refuse, utcRangeOf } from '../records/date-range.fns.ts';
import { toOpsWithdrawal } from './ops-withdrawal.fns.ts';
import { createAdjustment } from './adjustments.service.ts';
import { auditTrailOf } from './audit/record-audit.ts';
import { toPaymentRecord } from '../payments/refunds.ts';
import { requestAdjustmentApproval, requestWithdrawalApproval, type ApprovalDeps } from './approvals/approval-decision.ts';
import { adjustmentNeedsApproval, withdrawalNeedsApproval } from './approvals/approvals.config.ts';
import { openApprovalOfWithdrawal, openApprovalsOf, toApprovalRecord, type ApprovalRow } from './approvals/approvals.repo.ts';
import { AppError } from '../../errors.ts';

type Calls =
  | 'opsWithdrawalList'
  | 'opsWithdrawalApprove'
  | 'opsWithdrawalReject'
  | 'opsAdjustmentCreate'
  | 'opsPaymentRefund'
  | 'opsLedgerCheck'
  | 'opsDepositRejectionList';

export function opsHandlers(deps: WalletDeps, approvals: ApprovalDeps): Pick<CallHandlers, Calls> {
  const networks = deps.config.crypto.networks;
  const opsWithdrawal = (found: WithdrawalWithCard, approval?: ApprovalRow) => toOpsWithdrawal(found, networks, approval);
  /** The withdrawal as the operator sees it, read in the review's transaction before it changes (null: unknown). */
  const withdrawalBefore = async (tx: Db, orderSn: string) => {
    const [row] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderSn, orderSn));
    if (!row) return null;
    const found = await withdrawalWithCard(tx, row.id);
    return { found, shown: opsWithdrawal(found, await openApprovalOfWithdrawal(tx, orderSn, deps.now())) };
  };
  const makerOf = (context: Parameters<CallHandlers['opsWithdrawalApprove']>[1]) => ({ operatorId: context.operator!.operatorId, name: context.operator!.name });

  return {
    opsWithdrawalList: async (input) => {
      const amountMin = input.amountMin === undefined ? undefined : toUnits(input.amountMin);
      const amountMax = input.amountMax === undefined ? undefined : toUnits(input.amountMax);
      if (amountMin !== undefined && amountMax !== undefined && amountMin > amountMax) {
        refuse({ code: 'custom', path: ['amountMax'], message: 'amountMax', input: input.amountMax });
      }
      const { fromUtc, untilUtc } = utcRangeOf(input);
      const filter = { status: input.status, account: input.account, amountMin, amountMax, fromUtc, untilUtc };
      const { rows, total } = await listWithdrawals(deps.db, filter, input, 'oldest');
      const awaiting = await openApprovalsOf(deps.db, rows.map((found) => found.withdrawal.orderSn), deps.now());
      return { list: rows.map((found) => opsWithdrawal(found, awaiting.get(found.withdrawal.orderSn))), total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    opsWithdrawalApprove: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const current = await withdrawalBefore(tx, input.orderSn);
        const before = current?.shown ?? null;
        // One that awaits a second approval is the approver's to decide.
        if (before?.awaitingApproval) throw new AppError(409, 'OPS_APPROVAL_PENDING');
        if (current && withdrawalNeedsApproval(approvals.config, current.found.withdrawal.amount)) {
          // At or above the threshold nothing is paid: it waits, under review with its hold, for a different approver.
          const approval = await requestWithdrawalApproval(tx, approvals, current.found, makerOf(context), input.reason ?? null);
          const after = opsWithdrawal(current.found, approval);
          await auditTrailOf(context)(tx, {
            action: 'withdrawal.approve',
            targetType: 'withdrawal',
            targetId: input.orderSn,
            before,
            after: { ...after, approval: await toApprovalRecord(tx, approval, deps.now()) },
            reason: input.reason ?? null,
          });
          return after;
        }
        const row = await approveWithdrawal(tx, deps, input.orderSn, context.operator!.name);
        const after = opsWithdrawal(await withdrawalWithCard(tx, row.id));
        await auditTrailOf(context)(tx, { action: 'withdrawal.approve', targetType: 'withdrawal', targetId: input.orderSn, before, after });
        return after;
      }),

    opsWithdrawalReject: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const before = (await withdrawalBefore(tx, input.orderSn))?.shown ?? null;
        if (before?.awaitingApproval) throw new AppError(409, 'OPS_APPROVAL_PENDING');
        const row = await rejectWithdrawal(tx, deps, input.orderSn, context.operator!.name, input.reason);
        const after = opsWithdrawal(await withdrawalWithCard(tx, row.id));
        await auditTrailOf(context)(tx, { action: 'withdrawal.reject', targetType: 'withdrawal', targetId: input.orderSn, before, after, reason: input.reason });
        return after;
      }),

    opsAdjustmentCreate: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const amount = toUnits(input.amount, { allowNegative: true });
        if (adjustmentNeedsApproval(approvals.config, amount)) {
          // Nothing moves until a different operator with `approver` approves this exact request.
          const row = await requestAdjustmentApproval(tx, approvals, { account: input.account, amount, reason: input.reason }, makerOf(context));
          const approval = await toApprovalRecord(tx, row, deps.now());
          await auditTrailOf(context)(tx, { action: 'adjustment.create', targetType: 'adjustment', targetId: null, before: null, after: { approval }, reason: input.reason });
          return { approval };
        }
        const after = await createAdjustment(tx, deps, {
          account: input.account,
          amount,
          reason: input.reason,
          operator: context.operator!.name,
        });
        // A new record: nothing before it. A debit the balance could not cover is recorded too (status failed).
        await auditTrailOf(context)(tx, { action: 'adjustment.create', targetType: 'adjustment', targetId: after.orderSn, before: null, after, reason: input.reason });
        return after;
      }),

    opsPaymentRefund: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderSn, input.orderSn));
        const before = order ? toPaymentRecord(order, { config: deps.config, now: deps.now(), locale: context.locale }) : null;
        const after = await startRefund(tx, deps, input.orderSn, context.locale);
        await auditTrailOf(context)(tx, { action: 'payment.refund', targetType: 'payment', targetId: input.orderSn, before, after });
        return after;
      }),

    opsLedgerCheck: async () => {
      const results = await checkLedger(deps.db);
      return { ok: results.every((r) => r.ok), results };
    },

    opsDepositRejectionList: async (input) => {
      const { rows, total } = await listRejections(deps.db, input);
      const list = rows.map(({ rejection: r, account }) => ({
        network: r.network,
        txid: r.txid,
        logIndex: r.logIndex,
        account,
        userId: r.userId,
        address: r.address,
        amountUnits: r.amount,
        reason: r.reason,
        blockHeight: r.blockHeight,
        createdAt: r.createdAt.toISOString(),
      }));
      return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
    },
  };
}
