// Withdrawals, bank and crypto alike: the amount is held when the player asks, an operator approves
// (paid out, settled later: hold posted) or rejects (hold voided), and a failed payout returns the
// money. Every function runs in the caller's transaction.
import { and, eq } from '../../db/orm.ts';
import type { WithdrawalRecord } from '../../../src/contracts/withdrawals.ts';
import type { Db } from '../../db/database.ts';
import { inSavepoint } from '../../db/savepoint.ts';
import { withdrawals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { createHold, cryptoClearingOf, postHold, pspClearingOf, voidHold } from '../../ledger/ledger.ts';
import { formatAssetAmount } from '../../../shared/money/asset-amount.fns.ts';
import { requireKycForWithdrawal } from '../kyc/kyc-rule.ts';
import { newOrderSn } from '../wallet/order-sn.fns.ts';
import type { BankCardRow } from '../wallet/usable-card.ts';
import { DEFAULT_COIN_NETWORKS, type CoinNetworkConfig, type WalletDeps } from '../wallet/wallet.config.ts';
import { maskCardNumber } from './card-mask.fns.ts';
import type { WithdrawalRow } from './payout.types.ts';

export type { WithdrawalRow };

/** The clearing account bank payouts go to (money on its way to the player's bank). */
export const BANK_PAYOUT_PROVIDER = 'bank-payout';

export interface WithdrawalRequest {
  userId: number;
  method: 'bank' | 'crypto';
  /** Game coins, units of 1/10 000 coin. */
  amount: bigint;
  bankCardId?: number;
  coin?: string;
  network?: string;
  address?: string;
  /** Crypto: in the asset's base units. */
  assetAmount?: bigint;
}

/**
 * Holds the amount (INSUFFICIENT_FUNDS when the wallet is short) and records the withdrawal in
 * review. Runs in its own savepoint, so a refusal leaves nothing behind even if the caller goes on.
 */
export async function requestWithdrawal(tx: Db, deps: WalletDeps, input: WithdrawalRequest): Promise<WithdrawalRow> {
  if (input.amount <= 0n) throw new RangeError('a withdrawal moves a positive amount');
  if (input.method === 'bank' && input.bankCardId === undefined) throw new Error('a bank withdrawal needs its card');
  if (input.method === 'crypto' && (!input.network || !input.address || !input.assetAmount || input.assetAmount <= 0n)) {
    throw new Error('a crypto withdrawal needs network, address and a positive asset amount');
  }
  await requireKycForWithdrawal(tx, deps.config.kyc, input.userId, input.method, input.amount);
  const now = deps.now();
  const orderSn = newOrderSn('W', now);
  return inSavepoint(tx, 'withdrawal_request', async (db) => {
    const destination = input.method === 'bank' ? await pspClearingOf(db, BANK_PAYOUT_PROVIDER) : await cryptoClearingOf(db, input.network!);
    const hold = await createHold(db, { userId: input.userId, to: destination.id, amount: input.amount, reference: `withdrawal:${orderSn}` });
    const [row] = await db
      .insert(withdrawals)
      .values({
        orderSn,
        userId: input.userId,
        method: input.method,
        amount: input.amount,
        holdId: hold.id,
        bankCardId: input.method === 'bank' ? input.bankCardId! : null,
        coin: input.method === 'crypto' ? (input.coin ?? null) : null,
        network: input.method === 'crypto' ? input.network! : null,
        address: input.method === 'crypto' ? input.address! : null,
        assetAmount: input.method === 'crypto' ? input.assetAmount! : null,
        status: 'review',
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

export type SettlementOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Ends a paid-out withdrawal: success posts the hold, failure voids it (money back). Only from
 * `withdrawing`; the conditional UPDATE is the gate, so of two concurrent settlements one wins
 * and the other gets WITHDRAWAL_NOT_PENDING.
 */
export async function settleWithdrawal(tx: Db, deps: WalletDeps, withdrawalId: number, outcome: SettlementOutcome): Promise<WithdrawalRow> {
  const [row] = await tx
    .update(withdrawals)
    .set(
      outcome.ok
        ? { status: 'success', completedAt: deps.now() }
        : { status: 'failed', failureReason: outcome.reason.slice(0, 200), completedAt: deps.now() },
    )
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'withdrawing')))
    .returning();
  if (!row) throw await notPendingOrMissing(tx, withdrawalId);
  if (outcome.ok) await postHold(tx, row.holdId);
  else await voidHold(tx, row.holdId);
  return row;
}

/** The error for a withdrawal a status change did not find in the expected state. */
export async function notPendingOrMissing(tx: Db, withdrawalId: number): Promise<AppError> {
  const [existing] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  return existing ? new AppError(409, 'WITHDRAWAL_NOT_PENDING') : new AppError(404, 'WITHDRAWAL_NOT_FOUND');
}

/** The record screens and operators see. `card` is the bank card of a bank withdrawal. */
export function toWithdrawalRecord(
  row: WithdrawalRow,
  card?: Pick<BankCardRow, 'bankName' | 'cardNumber'> | null,
  networks: readonly CoinNetworkConfig[] = DEFAULT_COIN_NETWORKS,
): WithdrawalRecord {
  const network = row.network ? networks.find((n) => n.network === row.network && (!row.coin || n.coin === row.coin)) : undefined;
  return {
    orderSn: row.orderSn,
    method: row.method,
    amount: formatAmount(row.amount),
    status: row.status,
    bankName: card?.bankName ?? null,
    cardNumberMasked: card ? maskCardNumber(card.cardNumber) : null,
    coin: row.coin,
    network: row.network,
    address: row.address,
    assetAmount: row.assetAmount === null ? null : formatAssetAmount(row.assetAmount, network?.decimals ?? 0),
    txid: row.txid,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
