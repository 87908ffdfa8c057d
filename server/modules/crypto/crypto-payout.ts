// Sends an approved crypto withdrawal: the asset amount from the house hot wallet to the player's
// address on the withdrawal's network, inside the approval's transaction (see ChainAdapter.broadcast).
// The payout watcher settles it once the transaction has the required confirmations.
import type { Db } from '../../db/database.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { PayoutAdapter, WithdrawalRow } from '../withdrawals/payout.types.ts';
import { chainFor } from './chains.ts';

export function cryptoPayout(deps: WalletDeps): PayoutAdapter {
  return {
    async send(tx: Db, withdrawal: WithdrawalRow) {
      if (withdrawal.method !== 'crypto' || !withdrawal.network || !withdrawal.address || !withdrawal.assetAmount) {
        throw new Error(`withdrawal ${withdrawal.orderSn} is not a crypto withdrawal`);
      }
      const txid = await chainFor(deps, withdrawal.network, tx).broadcast(withdrawal.address, withdrawal.assetAmount);
      return { txid };
    },
  };
}
