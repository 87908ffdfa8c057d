import { describe, expect, it } from 'vitest';
import { calls } from '../../../../src/contracts/index.ts';
import { auditActions, auditTargetTypes } from '../../../../src/contracts/ops-audit.ts';
import { auditActionOf } from './record-audit.ts';
import { auditedActions, auditTargetOf } from './audit-targets.ts';

/** Operator calls that only read (not audited; a refusal of them still is). */
const READ_ONLY = new Set([
  'withdrawal.list',
  'withdrawal.detail',
  'dashboard',
  'ledger.check',
  'crypto.rejection.list',
  'agent.application.list',
  'agent.rebate.rates',
  'kyc.list',
  'protection.get',
  'jsy.transfer.list',
  'audit.list',
  'audit.export',
  'report.daily',
  'report.machines',
  'report.export',
  'auth.session',
  'operator.list',
  'credential.list',
  'content.list',
  'approval.list',
  'reason.templates',
  'player.search',
  'player.profile',
  'player.tab',
]);

describe('audited operator calls', () => {
  const operatorActions = Object.values(calls)
    .filter((contract) => contract.auth === 'operator')
    .map((contract) => auditActionOf(contract.path));

  it('every operator call is either audited or known to only read', () => {
    const unclassified = operatorActions.filter((action) => !auditedActions.includes(action) && !READ_ONLY.has(action));
    expect(unclassified).toEqual([]);
    expect(auditedActions.filter((action) => !operatorActions.includes(action))).toEqual([]);
  });

  it('every money-moving (idempotent) operator call is audited', () => {
    const idempotent = Object.values(calls).filter((c) => c.auth === 'operator' && c.idempotent).map((c) => auditActionOf(c.path));
    expect(idempotent.filter((action) => !auditedActions.includes(action))).toEqual([]);
  });

  it('takes a refused call’s target from its body only when it is a short string or a number', () => {
    expect(auditTargetOf('withdrawal.approve', { orderSn: 'W1' })).toEqual({ type: 'withdrawal', id: 'W1' });
    expect(auditTargetOf('kyc.approve', { id: 7 })).toEqual({ type: 'kyc-submission', id: '7' });
    expect(auditTargetOf('kyc.approve', { id: { $gt: 1 } })).toEqual({ type: 'kyc-submission', id: null });
    expect(auditTargetOf('withdrawal.approve', { orderSn: 'x'.repeat(101) })).toEqual({ type: 'withdrawal', id: null });
    expect(auditTargetOf('withdrawal.approve', null)).toEqual({ type: 'withdrawal', id: null });
    expect(auditTargetOf('withdrawal.list', { orderSn: 'W1' })).toEqual({ type: null, id: null });
  });

  it('the viewer’s named actions and targets are those the server records', () => {
    expect([...auditActions].sort()).toEqual([...auditedActions, 'auth.sign-in', 'auth.enrolment.complete'].sort());
    const types = new Set(auditedActions.map((action) => auditTargetOf(action, {}).type));
    expect([...auditTargetTypes].sort()).toEqual([...types].sort());
  });
});
