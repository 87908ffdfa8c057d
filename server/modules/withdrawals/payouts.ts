// Which adapter pays out an approved withdrawal: the sandbox bank for bank withdrawals (a real
// bank adapter replaces it here), the crypto module's chain payout for crypto withdrawals.
import { cryptoPayout } from '../crypto/crypto-payout.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { PayoutAdapter, WithdrawalRow } from './payout.types.ts';
import { sandboxBankPayout } from './sandbox-bank-payout.ts';

export interface PayoutAdapters {
  bank: PayoutAdapter;
  crypto: PayoutAdapter;
}

export function payoutAdapters(deps: WalletDeps): PayoutAdapters {
  return { bank: sandboxBankPayout(), crypto: cryptoPayout(deps) };
}

export function payoutAdapterFor(adapters: PayoutAdapters, withdrawal: WithdrawalRow): PayoutAdapter {
  return adapters[withdrawal.method];
}
