// The operator API: the withdrawal review queue, approve/reject, manual-mode adjustments, deposit
// refunds, the ledger check and the crypto deposits the watcher refused. Money-moving calls are
// idempotent per operator.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { toUnits } from '../../../shared/money/amount.fns.ts';
import { checkLedger } from '../../ledger/invariants.ts';
import { listRejections } from '../crypto/crypto-deposits.repo.ts';
import { startRefund } from '../payments/refunds.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawal-review.service.ts';
import { listWithdrawals, withdrawalWithCard, type WithdrawalWithCard } from '../withdrawals/withdrawals.repo.ts';
import { toWithdrawalRecord } from '../withdrawals/withdrawals.service.ts';
import { createAdjustment } from './adjustments.service.ts';

type Calls =
  | 'opsWithdrawalList'
  | 'opsWithdrawalApprove'
  | 'opsWithdrawalReject'
  | 'opsAdjustmentCreate'
  | 'opsPaymentRefund'
  | 'opsLedgerCheck'
  | 'opsDepositRejectionList';

export function opsHandlers(deps: WalletDeps): Pick<CallHandlers, Calls> {
  const networks = deps.config.crypto.networks;
  const opsWithdrawal = (found: WithdrawalWithCard) => ({
    ...toWithdrawalRecord(found.withdrawal, found.card, networks),
    account: found.account,
    userId: found.withdrawal.userId,
  });

  return {
    opsWithdrawalList: async (input) => {
      const { rows, total } = await listWithdrawals(deps.db, { status: input.status }, input, 'oldest');
      return { list: rows.map(opsWithdrawal), total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    opsWithdrawalApprove: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const row = await approveWithdrawal(tx, deps, input.orderSn, context.operator!.name);
        return opsWithdrawal(await withdrawalWithCard(tx, row.id));
      }),

    opsWithdrawalReject: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const row = await rejectWithdrawal(tx, deps, input.orderSn, context.operator!.name, input.reason);
        return opsWithdrawal(await withdrawalWithCard(tx, row.id));
      }),

    opsAdjustmentCreate: (input, context) =>
      idempotentCall(deps.db, context, input, (tx) =>
        createAdjustment(tx, deps, {
          account: input.account,
          amount: toUnits(input.amount, { allowNegative: true }),
          reason: input.reason,
          operator: context.operator!.name,
        }),
      ),

    opsPaymentRefund: (input, context) =>
      idempotentCall(deps.db, context, input, (tx) => startRefund(tx, deps, input.orderSn, context.locale)),

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
