// What an approval binds to: the SHA-256 of the exact request in a fixed field order. Approving
// recomputes it from the withdrawal or the request as they are now; any difference (another amount,
// card, address, account or reason) means the approver would decide something the maker never asked.
import { createHash } from 'node:crypto';
import { maskCardNumber } from '../../withdrawals/card-mask.fns.ts';
import type { WithdrawalWithCard } from '../../withdrawals/withdrawals.repo.ts';

/** The adjustment as the maker asked for it, stored with the approval. */
export interface AdjustmentRequest {
  account: string;
  userId: number;
  /** Signed units of 1/10 000 coin, as decimal text (JSON has no bigint). */
  amount: string;
  reason: string;
}

const digest = (fields: readonly (string | number | null)[]) => createHash('sha256').update(JSON.stringify(fields)).digest('hex');

export function withdrawalBinding(found: WithdrawalWithCard): string {
  const w = found.withdrawal;
  return digest([
    'withdrawal',
    w.orderSn,
    w.userId,
    w.amount.toString(),
    w.method,
    w.bankCardId ?? null,
    found.card?.cardNumber ?? null,
    w.network ?? null,
    w.address ?? null,
    w.assetAmount?.toString() ?? null,
  ]);
}

export function adjustmentBinding(request: AdjustmentRequest): string {
  return digest(['adjustment', request.account.toLowerCase(), request.userId, request.amount, request.reason]);
}

/** Where the money goes, as the approver reads it: the masked card or the address. */
export function withdrawalDestination(found: WithdrawalWithCard): string {
  const w = found.withdrawal;
  if (w.method === 'crypto') return `${w.network ?? ''}:${w.address ?? ''}`;
  return found.card ? `${found.card.bankName} ${maskCardNumber(found.card.cardNumber)}` : '';
}
