// How much one bank withdrawal may move, in game coins. The issue leaves the figures open: 1 000
// coins keeps tiny payouts (whose bank fees would exceed them) out, 1 000 000 caps what one review
// can release. Crypto withdrawals use their network's own limits.
import { AppError } from '../../errors.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';

export const BANK_WITHDRAWAL_MIN = toUnits('1000');
export const BANK_WITHDRAWAL_MAX = toUnits('1000000');

/** AMOUNT_OUT_OF_RANGE {min, max, currency: 'COIN'} unless min ≤ amount ≤ max. */
export function checkBankWithdrawalAmount(amount: bigint): void {
  if (amount < BANK_WITHDRAWAL_MIN || amount > BANK_WITHDRAWAL_MAX) {
    throw new AppError(422, 'AMOUNT_OUT_OF_RANGE', {
      min: trimZeros(formatAmount(BANK_WITHDRAWAL_MIN)),
      max: trimZeros(formatAmount(BANK_WITHDRAWAL_MAX)),
      currency: 'COIN',
    });
  }
}

/** "1000.0000" → "1000" for messages. */
function trimZeros(text: string): string {
  return text.replace(/\.?0+$/, '');
}
