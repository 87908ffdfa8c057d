// The money rule: a withdrawal above the threshold (and every crypto withdrawal, when configured)
// needs an approved KYC submission. Checked inside the withdrawal's transaction, before the hold.
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { KycRule } from './kyc.config.ts';
import { hasApprovedKyc } from './kyc.repo.ts';

export function withdrawalNeedsKyc(rule: KycRule, method: 'bank' | 'crypto', amount: bigint): boolean {
  if (method === 'crypto' && rule.cryptoWithdrawals) return true;
  return rule.withdrawalThreshold !== null && amount > rule.withdrawalThreshold;
}

/** 422 KYC_REQUIRED (the screen links to the KYC page) unless the player may withdraw this. */
export async function requireKycForWithdrawal(tx: Db, rule: KycRule, userId: number, method: 'bank' | 'crypto', amount: bigint): Promise<void> {
  if (!withdrawalNeedsKyc(rule, method, amount)) return;
  if (!(await hasApprovedKyc(tx, userId))) throw new AppError(422, 'KYC_REQUIRED');
}
