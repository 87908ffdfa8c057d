// Placeholder while the module is being written; replaced by its implementation.
import type { CallHandlers } from '../../http/call-handler.ts';
import { AppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

type Calls = 'opsWithdrawalList' | 'opsWithdrawalApprove' | 'opsWithdrawalReject' | 'opsAdjustmentCreate' | 'opsPaymentRefund' | 'opsLedgerCheck';

export function opsHandlers(_deps: WalletDeps): Pick<CallHandlers, Calls> {
  const unavailable = async (): Promise<never> => {
    throw new AppError(503, 'SERVICE_UNAVAILABLE');
  };
  return { opsWithdrawalList: unavailable, opsWithdrawalApprove: unavailable, opsWithdrawalReject: unavailable, opsAdjustmentCreate: unavailable, opsPaymentRefund: unavailable, opsLedgerCheck: unavailable };
}
