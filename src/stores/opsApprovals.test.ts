import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { $decision, $inbox, approve, approveWithCode, cancelCode, loadInbox, loadTemplates, reject, resetOpsApprovals, templatesOf } from './opsApprovals.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string, details?: Record<string, string>) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [], ...(details ? { details } : {}) });
const errors = { reason: 'Write a reason.', code: 'Enter the 6-digit code.' };
const approval = (id: number, status = 'pending') => ({
  id,
  kind: 'withdrawal',
  status,
  amount: '150000.0000',
  target: { kind: 'withdrawal', orderSn: 'W20260310000000001', account: 'player01', method: 'bank', destination: 'Sandbox Bank **** 1111' },
  makerId: 3,
  makerName: 'sato.k',
  makerReason: 'VIP, checked by phone',
  createdAt: '2026-03-10T01:00:00.000Z',
  expiresAt: '2026-03-11T01:00:00.000Z',
  decidedByName: status === 'pending' ? null : 'tanaka.m',
  decidedAt: status === 'pending' ? null : '2026-03-10T02:00:00.000Z',
  decisionReason: null,
});
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 50 });
const seenOf = (path: string) => server().seen.filter((r) => r.path === path);

afterEach(() => resetOpsApprovals());

describe('approvals inbox store', () => {
  it('reads what awaits my decision and the reason templates', async () => {
    server().on('/v2/ops/approval/list', (_, res) => sendJson(res, 200, ok(page([approval(7)]))));
    server().on('/v2/ops/reason/templates', (_, res) => sendJson(res, 200, ok({ kinds: [{ kind: 'approval-reject', templates: ['amountWrong', 'needsEvidence'] }] })));
    await loadInbox();
    await loadTemplates();
    expect($inbox.get()).toMatchObject({ status: 'ready', data: { list: [{ id: 7, makerName: 'sato.k', makerReason: 'VIP, checked by phone' }] } });
    expect(seenOf('/v2/ops/approval/list').map((r) => r.body)).toEqual([{ filter: 'mine-to-decide', pageNum: 1, pageSize: 50 }]);
    expect(templatesOf('approval-reject')).toEqual(['amountWrong', 'needsEvidence']);
    expect(templatesOf('kyc-reject')).toEqual([]);
  });

  it('asks for a code when the step-up is stale, steps up, then approves again with the same key', async () => {
    let steppedUp = false;
    server().on('/v2/ops/approval/list', (_, res) => sendJson(res, 200, ok(page(steppedUp ? [] : [approval(7)]))));
    server().on('/v2/ops/approval/approve', (_, res) =>
      steppedUp ? sendJson(res, 200, ok(approval(7, 'approved'))) : sendJson(res, 401, refused(401, 'OPS_STEP_UP_REQUIRED', 'Enter a fresh code.')),
    );
    server().on('/v2/ops/auth/step-up', (_, res) => {
      steppedUp = true;
      sendJson(res, 200, ok({ operatorId: 1, name: 'tanaka.m', roles: ['approver'], via: 'session', expiresAt: '2026-03-10T09:00:00.000Z', idleExpiresAt: '2026-03-10T01:15:00.000Z', stepUpAt: '2026-03-10T01:00:00.000Z' }));
    });
    await loadInbox();
    await expect(approve(7)).resolves.toBe(false);
    expect($decision.get()).toMatchObject({ codeFor: 7, answered: null, error: null });

    // A code that is not six digits is never sent.
    await expect(approveWithCode('12ab', errors)).resolves.toBe(false);
    expect($decision.get().error).toBe(errors.code);
    expect(seenOf('/v2/ops/auth/step-up')).toEqual([]);

    await expect(approveWithCode(' 123456 ', errors)).resolves.toBe(true);
    expect(seenOf('/v2/ops/auth/step-up').map((r) => r.body)).toEqual([{ code: '123456' }]);
    const approvals = seenOf('/v2/ops/approval/approve');
    expect(approvals.map((r) => r.body)).toEqual([{ id: 7 }, { id: 7 }]);
    const keys = approvals.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect($decision.get()).toMatchObject({ codeFor: null, answered: { id: 7, decision: 'approve' } });
    expect($inbox.get().data?.list).toEqual([]);
  });

  it('shows who decided first when another approver won, and reads the inbox again', async () => {
    server().on('/v2/ops/approval/list', (_, res) => sendJson(res, 200, ok(page([]))));
    server().on('/v2/ops/approval/approve', (_, res) =>
      sendJson(res, 409, refused(409, 'OPS_APPROVAL_DECIDED', 'This request was already decided by tanaka.m.', { decidedBy: 'tanaka.m' })),
    );
    await loadInbox();
    await expect(approve(7)).resolves.toBe(false);
    expect($decision.get()).toMatchObject({ error: 'This request was already decided by tanaka.m.', answered: null, codeFor: null });
    expect(seenOf('/v2/ops/approval/list')).toHaveLength(2);
  });

  it('rejects with the reason trimmed; an empty or marked-up reason is never sent', async () => {
    server().on('/v2/ops/approval/list', (_, res) => sendJson(res, 200, ok(page([]))));
    server().on('/v2/ops/approval/reject', (_, res) => sendJson(res, 200, ok({ ...approval(9, 'rejected'), decisionReason: 'Needs evidence' })));
    await expect(reject(9, '   ', errors)).resolves.toBe(false);
    await expect(reject(9, '<b>no</b>', errors)).resolves.toBe(false);
    expect($decision.get().error).toBe(errors.reason);
    expect(seenOf('/v2/ops/approval/reject')).toEqual([]);
    await expect(reject(9, ' Needs evidence ', errors)).resolves.toBe(true);
    expect(seenOf('/v2/ops/approval/reject').map((r) => r.body)).toEqual([{ id: 9, reason: 'Needs evidence' }]);
    expect($decision.get().answered).toEqual({ id: 9, decision: 'reject' });
  });

  it('leaving the code prompt approves nothing', async () => {
    server().on('/v2/ops/approval/approve', (_, res) => sendJson(res, 401, refused(401, 'OPS_STEP_UP_REQUIRED', 'Enter a fresh code.')));
    await approve(7);
    cancelCode();
    expect($decision.get()).toMatchObject({ codeFor: null, answered: null });
    expect(seenOf('/v2/ops/auth/step-up')).toEqual([]);
  });
});
