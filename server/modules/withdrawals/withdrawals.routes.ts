// draw/withdraw and draw/list: a player's bank withdrawals.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AppKeyGate } from '../app-key/app-key-code.ts';
import { idempotentCall, isAnsweredRetry } from '../../http/idempotent-call.ts';
import { toUnits } from '../../../shared/money/amount.fns.ts';
import { verifyPaymentPassword } from '../wallet/fund-password.ts';
import { usableBankCard } from '../wallet/usable-card.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { checkBankWithdrawalAmount } from './withdrawal-limits.ts';
import { listWithdrawals } from './withdrawals.repo.ts';
import { requestWithdrawal, toWithdrawalRecord } from './withdrawals.service.ts';

type Calls = 'drawWithdraw' | 'drawList';

export function withdrawalHandlers(deps: WalletDeps, appKey: AppKeyGate): Pick<CallHandlers, Calls> {
  const networks = deps.config.crypto.networks;
  return {
    drawWithdraw: async (input, context) => {
      const userId = context.session!.userId;
      // Outside the money transaction, so a wrong guess is counted even though the call fails.
      await verifyPaymentPassword(deps, userId, input.paymentPassword);
      const amount = toUnits(input.amount);
      // The fund password and the app key code are not part of "the same request": they are checked
      // (the code only before the first answer) and never stored, not even hashed with the rest.
      const request = { bankCardId: input.bankCardId, amount: input.amount };
      if (!(await isAnsweredRetry(deps.db, context, request))) await appKey(userId, input.appKeyCode);
      return idempotentCall(deps.db, context, request, async (tx) => {
        const card = await usableBankCard(tx, userId, input.bankCardId);
        checkBankWithdrawalAmount(amount);
        const row = await requestWithdrawal(tx, deps, { userId, method: 'bank', amount, bankCardId: card.id });
        return toWithdrawalRecord(row, card, networks);
      });
    },

    drawList: async (input, context) => {
      const { rows, total } = await listWithdrawals(
        deps.db,
        { userId: context.session!.userId, status: input.status, method: input.method },
        input,
        'newest',
      );
      return {
        list: rows.map((r) => toWithdrawalRecord(r.withdrawal, r.card, networks)),
        total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },
  };
}
