// Placeholder while the crypto module is being written: sends an approved crypto withdrawal.
import type { PayoutAdapter } from '../withdrawals/payout.types.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';

export function cryptoPayout(_deps: WalletDeps): PayoutAdapter {
  return {
    send: async () => {
      throw new Error('crypto payouts are not available yet');
    },
  };
}
