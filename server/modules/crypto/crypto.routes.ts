// The /v2/cpp calls: each validated body to one service call.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AppKeyGate } from '../app-key/app-key-code.ts';
import { idempotentCall, isAnsweredRetry } from '../../http/idempotent-call.ts';
import { verifyPaymentPassword } from '../wallet/fund-password.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import * as crypto from './crypto.service.ts';

type Calls = 'cppCoins' | 'cppDepositAddress' | 'cppValidateAddress' | 'cppWithdraw';

export function cryptoHandlers(deps: WalletDeps, appKey: AppKeyGate): Pick<CallHandlers, Calls> {
  return {
    cppCoins: async (_input, context) => crypto.listCoins(deps, context.session!.userId),
    cppDepositAddress: async ({ coin, network }, context) => crypto.depositAddress(deps, context.session!.userId, coin, network),
    cppValidateAddress: async ({ network, address }) => crypto.checkWithdrawalAddress(deps, network, address),
    cppWithdraw: async (input, context) => {
      const userId = context.session!.userId;
      // Outside the money transaction, so a wrong guess is counted even though the call fails.
      await verifyPaymentPassword(deps, userId, input.paymentPassword);
      // The fund password and the app key code (only before the first answer) are checked, never stored with the request.
      const { paymentPassword: _checked, appKeyCode: _spent, ...request } = input;
      if (!(await isAnsweredRetry(deps.db, context, request))) await appKey(userId, input.appKeyCode);
      return idempotentCall(deps.db, context, request, (tx) => crypto.withdrawCrypto(tx, deps, userId, request));
    },
  };
}
