// The payments module's refund entry point, loaded when first needed: the refund is that module's
// rule (hold the coins, ask the provider, post the hold); operators only start it.
import type { PaymentRecord } from '../../../src/contracts/payments.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

export type StartRefund = (tx: Db, deps: WalletDeps, orderSn: string) => Promise<PaymentRecord>;

// A variable specifier: the module is written by the payments engineer and may not exist yet.
const REFUNDS_MODULE = '../payments/refunds.ts';

export async function startRefundOf(): Promise<StartRefund> {
  try {
    const module = (await import(REFUNDS_MODULE)) as { startRefund?: StartRefund };
    if (typeof module.startRefund === 'function') return module.startRefund;
  } catch {
    // Not written yet.
  }
  throw new AppError(503, 'SERVICE_UNAVAILABLE');
}
