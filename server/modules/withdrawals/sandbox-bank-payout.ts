// The sandbox bank that ships with the product: it accepts every bank payout submitted to it (by the
// job `payouts:submit`) and answers on the next run of `settleBankPayouts` — paid, except to a card number ending in 0000, whose
// account it reports closed (so the refusal path can be seen offline). A real bank adapter sends
// the transfer in `submit` (with the order number as the bank's idempotency key) and settles from
// the bank's own report the same way.
import { and, asc, eq, isNotNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { bankCards, payoutRequests, withdrawals } from '../../db/schema.ts';
import { isAppError } from '../../errors.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { PayoutAdapter } from './payout.types.ts';
import { settleWithdrawal } from './withdrawals.service.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export const SANDBOX_BANK_REFUSAL = 'The receiving bank refused the transfer: account closed';

/** Card numbers the sandbox bank refuses. */
export function sandboxBankRefuses(cardNumber: string): boolean {
  return cardNumber.endsWith('0000');
}

export function sandboxBankPayout(): PayoutAdapter {
  // Nothing leaves yet: the sandbox bank "processes" the transfer until the job's next run.
  return { submit: async () => ({ providerRef: null }) };
}

/** Settles every bank payout submitted to the bank and awaiting its answer; answers how many it settled. */
export async function settleBankPayouts(deps: WalletDeps, batch = 100): Promise<{ settled: number; failed: number }> {
  const waiting = await deps.db
    .select({ id: withdrawals.id, cardNumber: bankCards.cardNumber })
    .from(withdrawals)
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .innerJoin(payoutRequests, eq(payoutRequests.withdrawalId, withdrawals.id))
    .where(and(eq(withdrawals.method, 'bank'), eq(withdrawals.status, 'withdrawing'), isNotNull(payoutRequests.submittedAt)))
    .orderBy(asc(withdrawals.id))
    .limit(batch);
  let settled = 0;
  let failed = 0;
  for (const payout of waiting) {
    const refused = sandboxBankRefuses(payout.cardNumber);
    try {
      await transactionWithRetry(deps.db, (tx) =>
        settleWithdrawal(tx as unknown as Db, deps, payout.id, refused ? { ok: false, reason: SANDBOX_BANK_REFUSAL } : { ok: true }),
      );
      settled += 1;
      if (refused) failed += 1;
    } catch (error) {
      // Another process settled it first.
      if (isAppError(error) && error.errorKey === 'WITHDRAWAL_NOT_PENDING') continue;
      throw error;
    }
  }
  return { settled, failed };
}
