// Bank card calls of the signed-in user: each validated body to one service call.
import type { CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import * as cards from './bank-cards.service.ts';
import type { WalletDeps } from './wallet.config.ts';

type Calls = 'bankCardBind' | 'bankCardSave' | 'bankCardList' | 'bankCardDefault' | 'bankCardRemove';

export function bankCardHandlers(deps: WalletDeps): Pick<CallHandlers, Calls> {
  return {
    bankCardBind: async (input, context) => cards.bindCard(deps, sessionOf(context).userId, input),
    bankCardSave: async ({ id, ...input }, context) => cards.saveCard(deps, sessionOf(context).userId, id, input),
    bankCardList: async (_input, context) => cards.listCards(deps, sessionOf(context).userId),
    bankCardDefault: async (_input, context) => cards.defaultCard(deps, sessionOf(context).userId),
    bankCardRemove: async ({ id }, context) => cards.removeCard(deps, sessionOf(context).userId, id),
  };
}
