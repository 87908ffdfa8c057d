// A withdrawal as operator calls answer it: the player's record plus the account and user id, and
// the second approval it waits for, if any.
import type { z } from 'zod';
import type { opsWithdrawal } from '../../../src/contracts/ops.ts';
import type { CoinNetworkConfig } from '../wallet/wallet.config.ts';
import type { ApprovalRow } from './approvals/approvals.repo.ts';
import type { WithdrawalWithCard } from '../withdrawals/withdrawals.repo.ts';
import { toWithdrawalRecord } from '../withdrawals/withdrawals.service.ts';

export function toOpsWithdrawal(found: WithdrawalWithCard, networks: readonly CoinNetworkConfig[], approval?: ApprovalRow): z.infer<typeof opsWithdrawal> {
  return {
    ...toWithdrawalRecord(found.withdrawal, found.card, networks),
    account: found.account,
    userId: found.withdrawal.userId,
    awaitingApproval: approval ? { id: approval.id, makerName: approval.makerName, expiresAt: approval.expiresAt.toISOString() } : null,
  };
}
