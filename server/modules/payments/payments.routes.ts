// pay/query, pay/order and pay/list: thin handlers over payments.service.ts.
import type { CallHandlers } from '../../http/call-handler.ts';
import { steppedIdempotentCall } from '../../http/idempotent-call.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { cancelUnopenedOrder, listOrders, openProviderPayment, prepareOrder, queryChannels, recordProviderPayment } from './payments.service.ts';

type Calls = 'payQuery' | 'payOrder' | 'payList';

export function paymentHandlers(deps: WalletDeps): Pick<CallHandlers, Calls> {
  return {
    payQuery: async (_input, context) => queryChannels(deps, context.locale),
    // The order commits first; the provider is asked outside any transaction; a short transaction
    // records its answer, which is the key's answer (a retry after a crash completes the same order).
    payOrder: async (input, context) =>
      steppedIdempotentCall(deps.db, context, input, {
        prepare: (tx) => prepareOrder(tx, deps, context.session!.userId, context.locale, input),
        call: (prepared) => openProviderPayment(deps, prepared),
        finish: (tx, prepared, payment) => recordProviderPayment(tx, deps, prepared, payment),
        fail: (tx, prepared, error) => cancelUnopenedOrder(tx, deps, prepared, error),
      }),
    payList: async (input, context) => listOrders(deps, context.session!.userId, context.locale, input),
  };
}
