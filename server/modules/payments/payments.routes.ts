// Placeholder while the module is being written; replaced by its implementation.
import type { CallHandlers } from '../../http/call-handler.ts';
import { AppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

type Calls = 'payQuery' | 'payOrder' | 'payList';

export function paymentHandlers(_deps: WalletDeps): Pick<CallHandlers, Calls> {
  const unavailable = async (): Promise<never> => {
    throw new AppError(503, 'SERVICE_UNAVAILABLE');
  };
  return { payQuery: unavailable, payOrder: unavailable, payList: unavailable };
}
