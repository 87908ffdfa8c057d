// Pure pieces of the JSY transfer: masking, limits and the reconciliation's reading of an answer.
import { AppError } from '../../errors.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';
import type { TransferStatus } from './partner.ts';

/** "taro.yamada@example.com" → "ta***@example.com". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}

const trimZeros = (text: string) => text.replace(/\.?0+$/, '');

/** AMOUNT_OUT_OF_RANGE {min, max, currency: 'COIN'} unless min ≤ amount ≤ max. */
export function checkTransferAmount(amount: bigint, limits: { min: string; max: string }): void {
  if (amount < toUnits(limits.min) || amount > toUnits(limits.max)) {
    throw new AppError(422, 'AMOUNT_OUT_OF_RANGE', { min: trimZeros(formatAmount(toUnits(limits.min))), max: trimZeros(formatAmount(toUnits(limits.max))), currency: 'COIN' });
  }
}

export type Verdict = { settle: 'success'; partnerRef: string } | { settle: 'failed'; reason: string } | { settle: null };

/**
 * What a status answer decides. `not_found` is definite only once the request has expired (the
 * partner refuses a credit received after `requestExpiresAt`); before that the request may still
 * be on its way, so nothing is decided.
 */
export function verdictOf(answer: TransferStatus, requestExpiresAt: Date, now: Date): Verdict {
  if (answer.status === 'credited') return { settle: 'success', partnerRef: answer.partnerRef };
  if (answer.status === 'failed') return { settle: 'failed', reason: answer.reason };
  return now >= requestExpiresAt ? { settle: 'failed', reason: 'not received by JSY' } : { settle: null };
}
