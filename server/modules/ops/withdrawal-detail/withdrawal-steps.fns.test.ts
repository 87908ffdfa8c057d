import { describe, expect, it } from 'vitest';
import { withdrawalSteps, type AuditStepRow, type WithdrawalStepRow } from './withdrawal-steps.fns.ts';

const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const row = (fields: Partial<WithdrawalStepRow>): WithdrawalStepRow => ({
  account: 'player01',
  status: 'review',
  failureReason: null,
  reviewedBy: null,
  reviewedAt: null,
  completedAt: null,
  createdAt: t(0),
  ...fields,
});
const audit = (fields: Partial<AuditStepRow>): AuditStepRow => ({ at: t(1), action: 'withdrawal.approve', operatorName: 'alice', result: 'ok', errorKey: null, reason: null, ...fields });
const summary = (steps: ReturnType<typeof withdrawalSteps>) => steps.map((s) => [s.event, s.action, s.by, s.reason]);

describe('a withdrawal’s steps', () => {
  it('a rejection is the operator’s step only, not also a failure', () => {
    const rejected = row({ status: 'failed', failureReason: 'No', reviewedBy: 'alice', reviewedAt: t(2), completedAt: t(2) });
    expect(summary(withdrawalSteps(rejected, [audit({ at: t(2), action: 'withdrawal.reject', reason: 'No' })]))).toEqual([
      ['requested', null, 'player01', null],
      ['operatorAction', 'withdrawal.reject', 'alice', 'No'],
    ]);
  });

  it('a review from before the audit log is shown from the row', () => {
    const rejected = row({ status: 'failed', failureReason: 'Old', reviewedBy: 'legacy', reviewedAt: t(2), completedAt: t(2) });
    expect(summary(withdrawalSteps(rejected, []))).toEqual([
      ['requested', null, 'player01', null],
      ['operatorAction', 'withdrawal.reject', 'legacy', 'Old'],
    ]);
    const approved = row({ status: 'withdrawing', reviewedBy: 'legacy', reviewedAt: t(2) });
    expect(summary(withdrawalSteps(approved, []))).toEqual([
      ['requested', null, 'player01', null],
      ['operatorAction', 'withdrawal.approve', 'legacy', null],
    ]);
  });

  it('a payout that failed after approval is its own step, in time order with refused tries', () => {
    const failed = row({ status: 'failed', failureReason: 'Bank refused', reviewedBy: 'alice', reviewedAt: t(2), completedAt: t(9) });
    const steps = withdrawalSteps(failed, [audit({ at: t(1), result: 'denied', operatorName: 'bob', errorKey: 'OPS_ROLE_REQUIRED' }), audit({ at: t(2) })]);
    expect(summary(steps)).toEqual([
      ['requested', null, 'player01', null],
      ['operatorAction', 'withdrawal.approve', 'bob', null],
      ['operatorAction', 'withdrawal.approve', 'alice', null],
      ['failed', null, null, 'Bank refused'],
    ]);
    expect(steps[1]).toMatchObject({ result: 'denied', errorKey: 'OPS_ROLE_REQUIRED' });
  });

  it('a completed payout is paid', () => {
    const paid = row({ status: 'success', reviewedBy: 'alice', reviewedAt: t(2), completedAt: t(5) });
    expect(summary(withdrawalSteps(paid, [audit({ at: t(2) })])).at(-1)).toEqual(['paid', null, null, null]);
  });
});
