// Placeholder while the module is being written; replaced by its implementation.
import type { CallHandlers } from '../../http/call-handler.ts';
import { AppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

type Calls = 'drawWithdraw' | 'drawList';

export function withdrawalHandlers(_deps: WalletDeps): Pick<CallHandlers, Calls> {
  const unavailable = async (): Promise<never> => {
    throw new AppError(503, 'SERVICE_UNAVAILABLE');
  };
  return { drawWithdraw: unavailable, drawList: unavailable };
}
