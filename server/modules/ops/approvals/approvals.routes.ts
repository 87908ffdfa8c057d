// The four-eyes calls: the inbox, approve (step-up within 5 minutes, never the maker), reject with a
// reason, sending a withdrawal on for a second approval, and the reason templates of every action.
import type { CallContext, CallHandlers } from '../../../http/call-handler.ts';
import { idempotentCall, isAnsweredRetry } from '../../../http/idempotent-call.ts';
import { transactionWithRetry } from '../../../db/retry.ts';
import { AppError, isAppError } from '../../../errors.ts';
import { reasonTemplateIds, reasonTemplateKinds } from '../../../../src/contracts/ops-approvals.ts';
import type { IdentityDeps } from '../identity/identity.deps.ts';
import { assertSteppedUp } from '../identity/step-up.ts';
import { auditTrailOf } from '../audit/record-audit.ts';
import { withdrawalWithCard } from '../../withdrawals/withdrawals.repo.ts';
import { approveApproval, rejectApproval, requestWithdrawalApproval, type ApprovalDeps, type ApprovalOutcome } from './approval-decision.ts';
import { listApprovals, markExpired, toApprovalRecord, withdrawalOfApproval } from './approvals.repo.ts';
import type { Db } from '../../../db/database.ts';

type Calls = 'opsApprovalList' | 'opsApprovalApprove' | 'opsApprovalReject' | 'opsWithdrawalEscalate' | 'opsReasonTemplates';

const makerOf = (context: CallContext) => ({ operatorId: context.operator!.operatorId, name: context.operator!.name });

export function approvalHandlers(deps: ApprovalDeps, identity: IdentityDeps): Pick<CallHandlers, Calls> {
  const db = deps.wallet.db;
  const now = () => deps.wallet.now();

  /** The approval and what it moved, before and after, as the audit row keeps them. */
  const auditedDecision = async (tx: Db, outcome: ApprovalOutcome) => {
    const withdrawal = async () => {
      if (outcome.after.kind !== 'withdrawal') return null;
      const found = await withdrawalOfApproval(tx, outcome.after.withdrawalSn!);
      return found ? { orderSn: found.withdrawal.orderSn, status: found.withdrawal.status, amount: found.withdrawal.amount } : null;
    };
    const beforeWithdrawal = outcome.before.kind === 'withdrawal' ? { orderSn: outcome.before.withdrawalSn, status: 'review' } : null;
    return {
      before: { approval: await toApprovalRecord(tx, outcome.before, now()), withdrawal: beforeWithdrawal },
      after: {
        approval: await toApprovalRecord(tx, outcome.after, now()),
        withdrawal: await withdrawal(),
        adjustment: outcome.moved && 'adjustment' in outcome.moved ? outcome.moved.adjustment : null,
      },
    };
  };

  /** A refusal because the approval expired is stored under the key; the row is marked expired on its own. */
  const markIfExpired = async (id: number, error: unknown) => {
    if (isAppError(error) && error.errorKey === 'OPS_APPROVAL_EXPIRED') await transactionWithRetry(db, (tx) => markExpired(tx, id));
  };

  return {
    opsApprovalList: async (input, context) => {
      const at = now();
      const { rows, total } = await listApprovals(db, { filter: input.filter, viewerId: context.operator!.operatorId, pageNum: input.pageNum, pageSize: input.pageSize, now: at });
      const list = [];
      for (const row of rows) list.push(await toApprovalRecord(db, row, at));
      return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    opsApprovalApprove: async (input, context) => {
      // Money leaves on this call: a fresh code is asked of the approver (not of a retry that only replays its answer).
      if (!(await isAnsweredRetry(db, context, input))) await assertSteppedUp(identity, context.operator!);
      try {
        return await idempotentCall(db, context, input, async (tx) => {
          const outcome = await approveApproval(tx, deps, input.id, makerOf(context));
          const { before, after } = await auditedDecision(tx, outcome);
          await auditTrailOf(context)(tx, { action: 'approval.approve', targetType: 'approval', targetId: input.id, before, after, approverId: context.operator!.operatorId });
          return after.approval;
        });
      } catch (error) {
        await markIfExpired(input.id, error);
        throw error;
      }
    },

    opsApprovalReject: async (input, context) => {
      try {
        return await idempotentCall(db, context, input, async (tx) => {
          const outcome = await rejectApproval(tx, deps, input.id, makerOf(context), input.reason);
          const { before, after } = await auditedDecision(tx, outcome);
          await auditTrailOf(context)(tx, {
            action: 'approval.reject',
            targetType: 'approval',
            targetId: input.id,
            before,
            after,
            reason: input.reason,
            approverId: context.operator!.operatorId,
          });
          return after.approval;
        });
      } catch (error) {
        await markIfExpired(input.id, error);
        throw error;
      }
    },

    opsWithdrawalEscalate: (input, context) =>
      idempotentCall(db, context, input, async (tx) => {
        const found = await withdrawalOfApproval(tx, input.orderSn);
        if (!found) throw new AppError(404, 'WITHDRAWAL_NOT_FOUND');
        const row = await requestWithdrawalApproval(tx, deps, found, makerOf(context), input.reason);
        const approval = await toApprovalRecord(tx, row, now());
        const after = await withdrawalWithCard(tx, found.withdrawal.id);
        await auditTrailOf(context)(tx, {
          action: 'withdrawal.escalate',
          targetType: 'withdrawal',
          targetId: input.orderSn,
          before: { status: found.withdrawal.status, awaitingApproval: null },
          after: { status: after.withdrawal.status, awaitingApproval: approval },
          reason: input.reason,
        });
        return approval;
      }),

    opsReasonTemplates: async () => ({ kinds: reasonTemplateKinds.map((kind) => ({ kind, templates: [...reasonTemplateIds[kind]] })) }),
  };
}
