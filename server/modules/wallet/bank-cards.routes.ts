// Placeholder while the module is being written; replaced by its implementation.
import type { CallHandlers } from '../../http/call-handler.ts';
import { AppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

type Calls = 'bankCardBind' | 'bankCardSave' | 'bankCardList' | 'bankCardDefault' | 'bankCardRemove';

export function bankCardHandlers(_deps: WalletDeps): Pick<CallHandlers, Calls> {
  const unavailable = async (): Promise<never> => {
    throw new AppError(503, 'SERVICE_UNAVAILABLE');
  };
  return { bankCardBind: unavailable, bankCardSave: unavailable, bankCardList: unavailable, bankCardDefault: unavailable, bankCardRemove: unavailable };
}
