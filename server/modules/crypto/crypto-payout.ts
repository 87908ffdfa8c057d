// Sends an approved crypto withdrawal: the asset amount from the house hot wallet to the player's
// address on the withdrawal's network, called by the job `payouts:submit` outside any transaction
// with the order number as idempotency key (see ChainAdapter.broadcast). The payout watcher settles
// it once the transaction has the required confirmations.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { PayoutAdapter, WithdrawalRow } from '../withdrawals/payout.types.ts';
import { chainFor } from './chains.ts';

export function cryptoPayout(deps: WalletDeps): PayoutAdapter {
  return {
    async submit(withdrawal: WithdrawalRow, idempotencyKey: string) {
      if (withdrawal.method !== 'crypto' || !withdrawal.network || !withdrawal.address || !withdrawal.assetAmount) {
        throw new Error(`withdrawal ${withdrawal.orderSn} is not a crypto withdrawal`);
      }
      const txid = await chainFor(deps, withdrawal.network).broadcast(withdrawal.address, withdrawal.assetAmount, idempotencyKey);
      return { providerRef: txid };
    },
  };
}
