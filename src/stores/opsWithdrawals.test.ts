import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $decision,
  decisionOf,
  $detail,
  $queue,
  $queueFilterProblem,
  $queueQuery,
  $review,
  applyQueueFilters,
  browserOffsetMinutes,
  decide,
  loadQueue,
  openWithdrawal,
  orderSnFromHash,
  queueRequest,
  resetOpsWithdrawals,
  setQueuePage,
  INITIAL_QUEUE_QUERY,
} from './opsWithdrawals.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const SN = 'W20260310000000001';
const withdrawal = (status: string) => ({
  orderSn: SN,
  method: 'bank',
  amount: '5000.0000',
  status,
  bankName: 'みずほ銀行',
  cardNumberMasked: '**** 1111',
  coin: null,
  network: null,
  address: null,
  assetAmount: null,
  txid: null,
  failureReason: status === 'failed' ? 'Card holder differs' : null,
  createdAt: '2026-03-10T01:00:00.000Z',
  completedAt: null,
  account: 'player01',
  userId: 7,
});
const requested = { at: '2026-03-10T01:00:00.000Z', event: 'requested', action: null, by: 'player01', result: null, errorKey: null, reason: null };
const detail = (status: string, steps: unknown[] = [requested]) => ({
  withdrawal: withdrawal(status),
  balance: { available: '100.0000', held: status === 'review' ? '5000.0000' : '0.0000' },
  deposits: [],
  adjustments: [],
  rounds: [],
  steps,
});
const rejectedBy = (name: string) => ({ ...requested, at: '2026-03-10T02:00:00.000Z', event: 'operatorAction', action: 'withdrawal.reject', by: name, result: 'ok', reason: 'Card holder differs' });
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });
const bodiesOf = (path: string) => server().seen.filter((r) => r.path === path).map((r) => r.body);

afterEach(() => resetOpsWithdrawals());

describe('withdrawal queue store', () => {
  it('asks for the review queue, oldest first, page by page', async () => {
    server().on('/v2/ops/withdrawal/list', (_, res) => sendJson(res, 200, ok(page([withdrawal('review')]))));
    await loadQueue();
    expect($queue.get()).toMatchObject({ status: 'ready', data: { total: 1 } });
    await setQueuePage({ pageNum: 2, pageSize: 50 });
    expect(bodiesOf('/v2/ops/withdrawal/list')).toEqual([
      // The contract's default offset (no date filter) is part of what is sent.
      { pageNum: 1, pageSize: 20, status: 'review', tzOffsetMinutes: 0 },
      { pageNum: 2, pageSize: 50, status: 'review', tzOffsetMinutes: 0 },
    ]);
  });

  it('sends only the filters that are set, from page 1, dates with the browser’s offset', async () => {
    server().on('/v2/ops/withdrawal/list', (_, res) => sendJson(res, 200, ok(page([]))));
    $queueQuery.set({ ...INITIAL_QUEUE_QUERY, pageNum: 4 });
    const applied = await applyQueueFilters({ status: '', account: ' player01 ', amountMin: '1000', amountMax: '5000.5', dates: { from: '2026-03-01', to: '2026-03-10' } });
    expect(applied).toBe(true);
    expect(bodiesOf('/v2/ops/withdrawal/list')).toEqual([
      { pageNum: 1, pageSize: 20, account: 'player01', amountMin: '1000', amountMax: '5000.5', from: '2026-03-01', to: '2026-03-10', tzOffsetMinutes: browserOffsetMinutes() },
    ]);
    expect(queueRequest(INITIAL_QUEUE_QUERY, 540)).toEqual({ pageNum: 1, pageSize: 20, status: 'review' });
  });

  it('refuses amounts that are not amounts, or upside down, before sending anything', async () => {
    const empty = { status: 'review', account: '', dates: { from: '', to: '' } };
    await expect(applyQueueFilters({ ...empty, amountMin: '1.00001', amountMax: '' })).resolves.toBe(false);
    expect($queueFilterProblem.get()).toEqual({ field: 'amountMin', problem: 'amountInvalid' });
    await expect(applyQueueFilters({ ...empty, amountMin: '', amountMax: '-5' })).resolves.toBe(false);
    expect($queueFilterProblem.get()).toEqual({ field: 'amountMax', problem: 'amountInvalid' });
    await expect(applyQueueFilters({ ...empty, amountMin: '10', amountMax: '9.9999' })).resolves.toBe(false);
    expect($queueFilterProblem.get()).toEqual({ field: 'amountMax', problem: 'amountOrder' });
    expect(server().seen).toEqual([]);
  });

  it('reads the order number from the address’s fragment', () => {
    expect(orderSnFromHash(`#${SN}`)).toBe(SN);
    expect(orderSnFromHash('')).toBeNull();
    expect(orderSnFromHash('#w-1')).toBeNull();
    expect(orderSnFromHash('#<script>')).toBeNull();
  });
});

describe('withdrawal detail store', () => {
  it('rejects with the reason and one key per decision, then shows the answered state and reads again', async () => {
    let status = 'review';
    server().on('/v2/ops/withdrawal/detail', (_, res) => sendJson(res, 200, ok(detail(status, status === 'review' ? [requested] : [requested, rejectedBy('sato.k')]))));
    server().on('/v2/ops/withdrawal/list', (_, res) => sendJson(res, 200, ok(page([]))));
    server().on('/v2/ops/withdrawal/reject', (_, res) => {
      status = 'failed';
      sendJson(res, 200, ok(withdrawal('failed')));
    });
    await loadQueue();
    await openWithdrawal(SN);
    expect($detail.get().data?.withdrawal.status).toBe('review');
    expect($decision.get()).toBeNull();

    await expect(decide('reject', '  Card holder differs ')).resolves.toBe(true);
    const sent = server().seen.filter((r) => r.path === '/v2/ops/withdrawal/reject');
    expect(sent.map((r) => r.body)).toEqual([{ orderSn: SN, reason: 'Card holder differs' }]);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect($review.get()).toEqual({ submitting: null, error: null, answered: 'failed' });
    expect($detail.get().data?.withdrawal.status).toBe('failed');
    expect($decision.get()).toEqual({ by: 'sato.k', outcome: 'rejected' });
    // Both read again after the decision.
    expect(bodiesOf('/v2/ops/withdrawal/detail')).toHaveLength(2);
    expect(bodiesOf('/v2/ops/withdrawal/list')).toHaveLength(2);
  });

  it('approves with the order number (and the reason, when one is written) and shows the state the server answered', async () => {
    server().on('/v2/ops/withdrawal/detail', (_, res) => sendJson(res, 200, ok(detail('review'))));
    server().on('/v2/ops/withdrawal/approve', (_, res) => sendJson(res, 200, ok(withdrawal('withdrawing'))));
    await openWithdrawal(SN);
    await expect(decide('approve', '')).resolves.toBe(true);
    expect($review.get().answered).toBe('withdrawing');
    await expect(decide('approve', ' Regular player ')).resolves.toBe(true);
    expect(bodiesOf('/v2/ops/withdrawal/approve')).toEqual([{ orderSn: SN }, { orderSn: SN, reason: 'Regular player' }]);
  });

  it('an approval at or above the four-eyes threshold, or one sent on, waits for a second operator', async () => {
    const awaiting = { ...withdrawal('review'), awaitingApproval: { id: 3, makerName: 'sato.k', expiresAt: '2026-03-11T01:00:00.000Z' } };
    let sent = false;
    server().on('/v2/ops/withdrawal/detail', (_, res) => sendJson(res, 200, ok({ ...detail('review'), withdrawal: sent ? awaiting : withdrawal('review') })));
    server().on('/v2/ops/withdrawal/list', (_, res) => sendJson(res, 200, ok(page([]))));
    server().on('/v2/ops/withdrawal/approve', (_, res) => {
      sent = true;
      sendJson(res, 200, ok(awaiting));
    });
    server().on('/v2/ops/withdrawal/escalate', (_, res) => {
      sent = true;
      const approval = {
        id: 4,
        kind: 'withdrawal',
        status: 'pending',
        amount: '5000.0000',
        target: { kind: 'withdrawal', orderSn: SN, account: 'player01', method: 'bank', destination: 'Sandbox Bank **** 1111' },
        makerId: 2,
        makerName: 'sato.k',
        makerReason: 'New account, large amount',
        createdAt: '2026-03-10T02:00:00.000Z',
        expiresAt: '2026-03-11T02:00:00.000Z',
        decidedByName: null,
        decidedAt: null,
        decisionReason: null,
      };
      sendJson(res, 200, ok(approval));
    });
    await openWithdrawal(SN);
    expect($decision.get()).toBeNull();
    await expect(decide('approve', 'Large but regular')).resolves.toBe(true);
    expect($review.get().answered).toBe('awaitingApproval');
    // Still in review on the server, but no longer this operator's to decide: the panel says who sent it on.
    expect($decision.get()).toEqual({ by: 'sato.k', outcome: 'sentForApproval' });

    sent = false;
    await openWithdrawal(SN);
    await expect(decide('sendForApproval', ' New account, large amount ')).resolves.toBe(true);
    expect(bodiesOf('/v2/ops/withdrawal/escalate')).toEqual([{ orderSn: SN, reason: 'New account, large amount' }]);
    expect($review.get().answered).toBe('awaitingApproval');
  });

  it('a decision retried after no answer reuses its key; after an answer a new decision gets a new one', async () => {
    server().on('/v2/ops/withdrawal/detail', (_, res) => sendJson(res, 200, ok(detail('review'))));
    let calls = 0;
    server().on('/v2/ops/withdrawal/reject', (_, res) => {
      calls += 1;
      if (calls === 1) res.destroy();
      else sendJson(res, 409, refused(409, 'WITHDRAWAL_NOT_PENDING', 'Already reviewed.'));
    });
    await openWithdrawal(SN);
    await expect(decide('reject', 'Duplicate')).resolves.toBe(false);
    await expect(decide('reject', 'Duplicate')).resolves.toBe(false);
    await expect(decide('reject', 'Duplicate')).resolves.toBe(false);
    const keys = server().seen.filter((r) => r.path === '/v2/ops/withdrawal/reject').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('someone else decided first: the refusal is shown, and so is who decided', async () => {
    let decidedElsewhere = false;
    server().on('/v2/ops/withdrawal/detail', (_, res) => sendJson(res, 200, ok(decidedElsewhere ? detail('failed', [requested, rejectedBy('tanaka')]) : detail('review'))));
    server().on('/v2/ops/withdrawal/approve', (_, res) => {
      decidedElsewhere = true;
      sendJson(res, 409, refused(409, 'WITHDRAWAL_NOT_PENDING', 'This withdrawal has already been reviewed.'));
    });
    await openWithdrawal(SN);
    await expect(decide('approve', '')).resolves.toBe(false);
    expect($review.get()).toEqual({ submitting: null, error: 'This withdrawal has already been reviewed.', answered: null });
    expect($decision.get()).toEqual({ by: 'tanaka', outcome: 'rejected' });
  });

  it('a withdrawal sent on for a second approval reads as sent (by its maker), not as decided', () => {
    const pending = detail('review') as unknown as Parameters<typeof decisionOf>[0];
    expect(decisionOf(pending)).toBeNull();
    const awaiting = { ...pending, withdrawal: { ...pending.withdrawal, awaitingApproval: { id: 1, makerName: 'sato.k', expiresAt: '2026-03-11T01:00:00.000Z' } } };
    expect(decisionOf(awaiting)).toEqual({ by: 'sato.k', outcome: 'sentForApproval' });
  });

  it('closing the detail forgets the decision shown', async () => {
    server().on('/v2/ops/withdrawal/detail', (_, res) => sendJson(res, 200, ok(detail('review'))));
    await openWithdrawal(SN);
    $review.set({ submitting: null, error: 'x', answered: 'failed' });
    await openWithdrawal(null);
    expect($review.get()).toEqual({ submitting: null, error: null, answered: null });
    await expect(decide('approve', '')).resolves.toBe(false);
    expect(bodiesOf('/v2/ops/withdrawal/approve')).toEqual([]);
  });
});
