// pay/query, pay/order and pay/list: thin handlers over payments.service.ts.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { createOrder, listOrders, queryChannels } from './payments.service.ts';

type Calls = 'payQuery' | 'payOrder' | 'payList';

export function paymentHandlers(deps: WalletDeps): Pick<CallHandlers, Calls> {
  return {
    payQuery: async (_input, context) => queryChannels(deps, context.locale),
    payOrder: async (input, context) =>
      idempotentCall(deps.db, context, input, (tx) => createOrder(tx, deps, context.session!.userId, context.locale, input)),
    payList: async (input, context) => listOrders(deps, context.session!.userId, context.locale, input),
  };
}
