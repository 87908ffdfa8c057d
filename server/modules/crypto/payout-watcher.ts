// Crypto payouts awaiting their chain: an approved crypto withdrawal is `withdrawing` with the txid
// of its broadcast; once that transaction has the network's required confirmations it is settled
// as successful (hold posted). Several watchers may race; settleWithdrawal lets exactly one win.
import { and, eq, isNotNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { withdrawals } from '../../db/schema.ts';
import { isAppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { settleWithdrawal } from '../withdrawals/withdrawals.service.ts';
import { chainFor } from './chains.ts';
import { transactionWithRetry } from '../../db/retry.ts';

/** Answers how many withdrawals this pass settled. */
export async function settleCryptoPayouts(deps: WalletDeps): Promise<number> {
  const waiting = await deps.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.method, 'crypto'), eq(withdrawals.status, 'withdrawing'), isNotNull(withdrawals.txid)));
  let settled = 0;
  for (const withdrawal of waiting) {
    const required = deps.config.crypto.networks.find((n) => n.network === withdrawal.network && n.coin === withdrawal.coin)?.confirmations;
    if (required === undefined) {
      deps.log.warn({ withdrawal: withdrawal.orderSn, network: withdrawal.network }, 'crypto payout on a network no longer configured');
      continue;
    }
    const confirmations = await chainFor(deps, withdrawal.network!).confirmations(withdrawal.txid!);
    if (confirmations < required) continue;
    try {
      await transactionWithRetry(deps.db, (tx) => settleWithdrawal(tx as unknown as Db, deps, withdrawal.id, { ok: true }));
      settled += 1;
    } catch (error) {
      // Another watcher settled it a moment ago.
      if (!(isAppError(error) && error.errorKey === 'WITHDRAWAL_NOT_PENDING')) throw error;
    }
  }
  return settled;
}
