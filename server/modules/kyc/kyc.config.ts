// When money needs an approved identity (KYC_WITHDRAWAL_THRESHOLD, KYC_CRYPTO_WITHDRAWALS), and where
// the photos are kept (KYC_STORAGE_DIR). Checked at boot by server/config/env.ts.
import path from 'node:path';
import { parseAmount } from '../../../shared/money/amount.fns.ts';

export interface KycRule {
  /** Withdrawals of more than this many units (1/10 000 coin) need approved KYC; null: no amount rule. */
  withdrawalThreshold: bigint | null;
  /** Every crypto withdrawal needs approved KYC, whatever its amount. */
  cryptoWithdrawals: boolean;
}

/** 100 000 coins: a tenth of the largest bank withdrawal; smaller payouts need no documents. */
export const DEFAULT_KYC_WITHDRAWAL_THRESHOLD = '100000';

/** `off`, or game coins (up to 4 decimals). */
export function parseKycThreshold(value: string): bigint | null | undefined {
  if (value === 'off') return null;
  const parsed = parseAmount(value, { allowZero: true });
  return parsed.ok ? parsed.units : undefined;
}

export const KYC_THRESHOLD_RULE = 'must be off or an amount of game coins (e.g. 100000 or 2500.5)';

export function kycRuleFromEnv(env: NodeJS.ProcessEnv): KycRule {
  const threshold = parseKycThreshold(env.KYC_WITHDRAWAL_THRESHOLD?.trim() || DEFAULT_KYC_WITHDRAWAL_THRESHOLD);
  if (threshold === undefined) throw new Error(`KYC_WITHDRAWAL_THRESHOLD: ${KYC_THRESHOLD_RULE}`);
  return { withdrawalThreshold: threshold, cryptoWithdrawals: env.KYC_CRYPTO_WITHDRAWALS?.trim() === '1' };
}

/** KYC_STORAGE_DIR, or `kyc` in the directory that keeps the data (DATA_DIR or ./.data). */
export function kycStorageDir(env: NodeJS.ProcessEnv, keepDir: string): string {
  return env.KYC_STORAGE_DIR?.trim() || path.join(keepDir, 'kyc');
}
