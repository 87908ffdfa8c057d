// Record calls of the signed-in user: each validated body to one service call.
import type { CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { queryFinanceRecords } from './finance-records.service.ts';

type Calls = 'recordFinanceQuery';

export function recordHandlers(deps: WalletDeps): Pick<CallHandlers, Calls> {
  return {
    recordFinanceQuery: async (input, context) => queryFinanceRecords(deps, sessionOf(context).userId, input, context.locale),
  };
}
