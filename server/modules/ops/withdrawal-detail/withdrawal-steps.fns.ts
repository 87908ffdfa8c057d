// A withdrawal's step history from its row and the audit log rows that name it: requested, every
// operator action (allowed, refused or failed), then paid or failed. A review from before the audit
// log existed is shown from the row's reviewed_by; a rejection is one step (the operator's), not a
// second "failed" for the same moment.
import type { OpsWithdrawalStep } from '../../../../src/contracts/ops-withdrawal-detail.ts';

export interface WithdrawalStepRow {
  account: string;
  status: string;
  failureReason: string | null;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
}

export interface AuditStepRow {
  at: Date;
  action: string;
  operatorName: string | null;
  result: 'ok' | 'denied' | 'failed';
  errorKey: string | null;
  reason: string | null;
}

const REVIEW_ACTIONS = new Set(['withdrawal.approve', 'withdrawal.reject']);

const step = (at: Date, fields: Partial<OpsWithdrawalStep> & Pick<OpsWithdrawalStep, 'event'>): OpsWithdrawalStep => ({
  at: at.toISOString(),
  action: null,
  by: null,
  result: null,
  errorKey: null,
  reason: null,
  ...fields,
});

export function withdrawalSteps(row: WithdrawalStepRow, audit: readonly AuditStepRow[]): OpsWithdrawalStep[] {
  const steps: { at: Date; step: OpsWithdrawalStep }[] = [{ at: row.createdAt, step: step(row.createdAt, { event: 'requested', by: row.account }) }];
  for (const entry of audit) {
    steps.push({
      at: entry.at,
      step: step(entry.at, {
        event: 'operatorAction',
        action: entry.action,
        by: entry.operatorName,
        result: entry.result,
        errorKey: entry.errorKey,
        reason: entry.reason,
      }),
    });
  }
  const rejectedInReview = row.status === 'failed' && row.reviewedAt !== null && row.completedAt?.getTime() === row.reviewedAt.getTime();
  const reviewAudited = audit.some((entry) => entry.result === 'ok' && REVIEW_ACTIONS.has(entry.action));
  if (row.reviewedAt && !reviewAudited) {
    steps.push({
      at: row.reviewedAt,
      step: step(row.reviewedAt, {
        event: 'operatorAction',
        action: rejectedInReview ? 'withdrawal.reject' : 'withdrawal.approve',
        by: row.reviewedBy,
        result: 'ok',
        reason: rejectedInReview ? row.failureReason : null,
      }),
    });
  }
  if (row.completedAt && row.status === 'success') steps.push({ at: row.completedAt, step: step(row.completedAt, { event: 'paid' }) });
  if (row.completedAt && row.status === 'failed' && !rejectedInReview) {
    steps.push({ at: row.completedAt, step: step(row.completedAt, { event: 'failed', reason: row.failureReason }) });
  }
  // Stable: equal times keep the order above (requested, actions, outcome).
  return steps.sort((a, b) => a.at.getTime() - b.at.getTime()).map((s) => s.step);
}
