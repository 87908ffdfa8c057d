// jsy/transfer/*: the player's transfer to the partner wallet, and the operators' calls for
// transfers in doubt.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall, isAnsweredRetry } from '../../http/idempotent-call.ts';
import { toUnits } from '../../../shared/money/amount.fns.ts';
import type { AppKeyGate } from '../app-key/app-key-code.ts';
import { findUserById } from '../auth/users.repo.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import { verifyPaymentPassword } from '../wallet/fund-password.ts';
import type { JsyDeps } from './jsy.deps.ts';
import { listTransfers, transferBySn, type JsyTransferRow } from './jsy.repo.ts';
import {
  creditOnce,
  holdTransfer,
  loginPartner,
  resolveByOperator,
  sendTransferCode,
  toTransferRecord,
  validateAccount,
  validateCard,
} from './jsy.service.ts';

type Calls =
  | 'jsyTransferValidate'
  | 'jsyTransferValidateCard'
  | 'jsyTransferResendCode'
  | 'jsyTransferLogin'
  | 'jsyTransferConfirm'
  | 'opsJsyTransferList'
  | 'opsJsyTransferResolve';

const opsRecord = (row: JsyTransferRow, account: string) => ({
  ...toTransferRecord(row),
  account,
  attempts: row.attempts,
  lastProblem: row.lastProblem,
  resolvedBy: row.resolvedBy,
  resolutionNote: row.resolutionNote,
});

export function jsyHandlers(deps: JsyDeps, appKey: AppKeyGate): Pick<CallHandlers, Calls> {
  return {
    jsyTransferValidate: (input, context) => validateAccount(deps, context.session!.userId, input.jsyAccount),
    jsyTransferValidateCard: (input, context) => validateCard(deps, context.session!.userId, input),
    jsyTransferResendCode: (_input, context) => sendTransferCode(deps, context.session!.userId, context.ip, context.locale),
    jsyTransferLogin: (input, context) => loginPartner(deps, context.session!.userId, input),

    jsyTransferConfirm: async (input, context) => {
      const userId = context.session!.userId;
      // Outside the money transaction, so a wrong guess is counted even though the call fails.
      await verifyPaymentPassword(deps, userId, input.paymentPassword);
      const amount = toUnits(input.amount);
      // Like withdrawals: the fund password and the app key code are checked, never stored.
      const request = { amount: input.amount };
      if (!(await isAnsweredRetry(deps.db, context, request))) await appKey(userId, input.appKeyCode);
      let held: { row: JsyTransferRow; grant: string } | null = null;
      const transferSn = await idempotentCall(deps.db, context, request, async (tx) => {
        held = await holdTransfer(tx, deps, userId, amount);
        return held.row.transferSn;
      });
      // Only the call that held the coins asks the partner (a retry reads the transfer as it is
      // now); after the hold has committed, never inside the transaction.
      if (held) {
        const { row, grant } = held as { row: JsyTransferRow; grant: string };
        await creditOnce(deps, row, grant);
      }
      return toTransferRecord((await transferBySn(deps.db, transferSn))!);
    },

    opsJsyTransferList: async (input) => {
      const { rows, total } = await listTransfers(deps.db, { status: input.status }, input);
      return { list: rows.map((r) => opsRecord(r.transfer, r.account)), total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    opsJsyTransferResolve: async (input, context) => {
      const transferSn = await idempotentCall(deps.db, context, input, async (tx) => {
        const found = await transferBySn(tx, input.transferSn);
        const resolved = await resolveByOperator(tx, deps, { ...input, operator: context.operator!.name });
        await auditTrailOf(context)(tx, {
          action: 'jsy.transfer.resolve',
          targetType: 'jsy-transfer',
          targetId: resolved.transferSn,
          before: found ? toTransferRecord(found) : null,
          after: { ...toTransferRecord(resolved), outcome: input.outcome },
          reason: input.reason,
        });
        return resolved.transferSn;
      });
      const row = (await transferBySn(deps.db, transferSn))!;
      const user = await findUserById(deps.db, row.userId);
      return opsRecord(row, user?.account ?? '');
    },
  };
}
