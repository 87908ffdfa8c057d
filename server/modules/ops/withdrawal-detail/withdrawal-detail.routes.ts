// The withdrawal detail call: one read of the withdrawal (with the second approval it awaits), the
// player's balances and recent money, and its steps. Unknown order numbers answer 404 WITHDRAWAL_NOT_FOUND.
import { eq } from '../../../db/orm.ts';
import { WITHDRAWAL_DETAIL_RECENT } from '../../../../src/contracts/ops-withdrawal-detail.ts';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import { withdrawals } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { CallHandlers } from '../../../http/call-handler.ts';
import type { WalletDeps } from '../../wallet/wallet.config.ts';
import { withdrawalWithCard } from '../../withdrawals/withdrawals.repo.ts';
import { toAdjustmentRecord } from '../adjustments.service.ts';
import { openApprovalsOf } from '../approvals/approvals.repo.ts';
import { toOpsWithdrawal } from '../ops-withdrawal.fns.ts';
import { playerBalances, recentAdjustments, recentDeposits, recentRounds, withdrawalAudit } from './withdrawal-detail.repo.ts';
import { withdrawalSteps } from './withdrawal-steps.fns.ts';

export function withdrawalDetailHandlers(deps: Pick<WalletDeps, 'db' | 'config' | 'now'>): Pick<CallHandlers, 'opsWithdrawalDetail'> {
  return {
    opsWithdrawalDetail: async (input) => {
      const [row] = await deps.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderSn, input.orderSn));
      if (!row) throw new AppError(404, 'WITHDRAWAL_NOT_FOUND');
      const found = await withdrawalWithCard(deps.db, row.id);
      const userId = found.withdrawal.userId;
      const [balances, deposits, adjusted, rounds, audit, approvals] = await Promise.all([
        playerBalances(deps.db, userId),
        recentDeposits(deps.db, userId, WITHDRAWAL_DETAIL_RECENT),
        recentAdjustments(deps.db, userId, WITHDRAWAL_DETAIL_RECENT),
        recentRounds(deps.db, userId, WITHDRAWAL_DETAIL_RECENT),
        withdrawalAudit(deps.db, input.orderSn),
        openApprovalsOf(deps.db, [input.orderSn], deps.now()),
      ]);
      return {
        withdrawal: toOpsWithdrawal(found, deps.config.crypto.networks, approvals.get(input.orderSn)),
        balance: { available: formatAmount(balances.available), held: formatAmount(balances.held) },
        deposits: deposits.map((d) => ({
          orderSn: d.orderSn,
          channelCode: d.channelCode,
          coins: formatAmount(d.coins),
          status: d.status,
          createdAt: d.createdAt.toISOString(),
          paidAt: d.paidAt?.toISOString() ?? null,
        })),
        adjustments: adjusted.map((a) => toAdjustmentRecord(a, found.account)),
        rounds: rounds.map((r) => ({ id: r.id, machineId: r.machineId, bet: formatAmount(r.bet), win: formatAmount(r.win), createdAt: r.createdAt.toISOString() })),
        steps: withdrawalSteps({ ...found.withdrawal, account: found.account }, audit),
      };
    },
  };
}
