// Four-eyes approvals through the API: the thresholds (just below and at), the maker never decides
// its own request (also holding both roles), step-up on approve, expiry on a moved clock, a binding
// that no longer matches, reject with a reason, one audit row per change with the approver, and 50
// approvers at once on one withdrawal — exactly one pays, the others are told who decided. On
// PGlite and PostgreSQL; the ledger balances after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from '../../server/db/orm.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calls } from '../../src/contracts/index.ts';
import type { OperatorRole } from '../../src/contracts/ops-roles.ts';
import type { Db } from '../../server/db/database.ts';
import { adjustments, bankCards, operatorAudit, operatorCredentials, opsApprovals, payoutRequests } from '../../server/db/schema.ts';
import { opsApprovalsConfigFromEnv } from '../../server/modules/ops/approvals/approvals.config.ts';
import { OPS_SESSION_COOKIE } from '../../server/modules/ops/identity/session-cookie.ts';
import { testClock } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import { bearer, codeAt, enrolledOperator, operatorCredential, testOpsIdentity } from './support/operators.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { cardPlayer, holdOf, withdrawToCard, withdrawalRow } from './withdrawals-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Small thresholds keep the players' funds small: withdrawals from 2 000 coins (the smallest withdrawal is 1 000), adjustments from 500. */
const approvalsConfig = opsApprovalsConfigFromEnv({ OPS_FOUR_EYES_WITHDRAWAL: '2000', OPS_FOUR_EYES_ADJUSTMENT: '500', OPS_APPROVAL_HOURS: '24' });

describe.each(bothDatabases)('four-eyes approvals on %s', (kind) => {
  const clock = testClock(new Date('2026-06-01T09:00:00Z'));
  const identity = testOpsIdentity();
  let started: TestApp;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now, opsIdentity: identity, opsApprovals: approvalsConfig });
    app = started.app;
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  type Operator = { token: string; operatorId: number; name: string };

  /** An operator with a CLI credential; `steppedUp`: its credential gave a fresh code just now. */
  async function operator(roles: readonly OperatorRole[], options: { steppedUp?: boolean } = {}): Promise<Operator> {
    const made = await operatorCredential(db, roles);
    if (options.steppedUp) await db.update(operatorCredentials).set({ stepUpAt: clock.now() }).where(eq(operatorCredentials.operatorId, made.operatorId));
    return made;
  }

  function ops(who: Operator, path: string, body: unknown, key: string = randomUUID()) {
    return app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(who.token), 'idempotency-key': key, 'accept-language': 'en-US' },
      payload: body as object,
    });
  }

  const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().error];
  const auditRows = (action: string, targetId: string) =>
    db.select().from(operatorAudit).where(and(eq(operatorAudit.action, action), eq(operatorAudit.targetId, targetId), eq(operatorAudit.result, 'ok')));

  async function pendingWithdrawal(maker: Operator, amount = '2000', reason = 'Large, player verified by phone') {
    const player = await cardPlayer(started, '5000');
    const orderSn = await withdrawToCard(app, player, amount);
    const res = await ops(maker, calls.opsWithdrawalApprove.path, { orderSn, reason });
    expect(res.statusCode, res.body).toBe(200);
    return { player, orderSn, approvalId: res.json().data.awaitingApproval.id as number };
  }

  describe('thresholds', () => {
    it('a withdrawal just below the threshold is paid at once; at the threshold it waits, its hold kept', async () => {
      const payments = await operator(['payments']);
      const player = await cardPlayer(started, '5000');
      const below = await withdrawToCard(app, player, '1999.9999');
      const at = await withdrawToCard(app, player, '2000');

      const paid = await ops(payments, calls.opsWithdrawalApprove.path, { orderSn: below });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'withdrawing', awaitingApproval: null });

      const waiting = await ops(payments, calls.opsWithdrawalApprove.path, { orderSn: at, reason: 'VIP, checked' });
      expect(waiting.statusCode, waiting.body).toBe(200);
      expect(waiting.json().data).toMatchObject({ status: 'review', awaitingApproval: { makerName: payments.name } });
      expect((await withdrawalRow(db, at)).status).toBe('review');
      expect((await holdOf(db, at)).status).toBe('pending');
      expect(await db.select().from(payoutRequests).where(eq(payoutRequests.orderSn, at))).toEqual([]);
      const [approval] = await db.select().from(opsApprovals).where(eq(opsApprovals.withdrawalSn, at));
      expect(approval).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: 20_000_000n, makerId: payments.operatorId, makerReason: 'VIP, checked' });
      expect(approval!.expiresAt.getTime() - approval!.createdAt.getTime()).toBe(24 * HOUR);

      // The queue shows it awaiting; approving or rejecting it again is the approver's turn.
      const queue = await ops(payments, calls.opsWithdrawalList.path, { status: 'review', pageSize: 100 });
      expect(queue.json().data.list.find((w: { orderSn: string }) => w.orderSn === at).awaitingApproval).toMatchObject({ id: approval!.id });
      expect(errorOf(await ops(payments, calls.opsWithdrawalApprove.path, { orderSn: at }))).toEqual([409, 'OPS_APPROVAL_PENDING']);
      expect(errorOf(await ops(payments, calls.opsWithdrawalReject.path, { orderSn: at, reason: 'x' }))).toEqual([409, 'OPS_APPROVAL_PENDING']);
      expect(errorOf(await ops(payments, calls.opsWithdrawalEscalate.path, { orderSn: at, reason: 'again' }))).toEqual([409, 'OPS_APPROVAL_PENDING']);
    });

    it('an adjustment just below the threshold (either sign) moves at once; at it, nothing moves until approved', async () => {
      const payments = await operator(['payments']);
      const player = await cardPlayer(started, '2000');
      const below = await ops(payments, calls.opsAdjustmentCreate.path, { account: player.account, amount: '499.9999', reason: 'Goodwill' });
      expect(below.statusCode, below.body).toBe(200);
      expect(below.json().data).toMatchObject({ status: 'success', amount: '499.9999' });
      const debitBelow = await ops(payments, calls.opsAdjustmentCreate.path, { account: player.account, amount: '-499.9999', reason: 'Correction' });
      expect(debitBelow.json().data).toMatchObject({ status: 'success' });
      expect(await balanceText(app, player.token)).toBe('2000.0000');

      for (const amount of ['500', '-500']) {
        const res = await ops(payments, calls.opsAdjustmentCreate.path, { account: player.account, amount, reason: 'Large correction' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.approval).toMatchObject({
          kind: 'adjustment',
          status: 'pending',
          amount: amount === '500' ? '500.0000' : '-500.0000',
          target: { kind: 'adjustment', account: player.account, reason: 'Large correction' },
          makerName: payments.name,
        });
      }
      expect(await balanceText(app, player.token)).toBe('2000.0000');
      expect(await db.select().from(adjustments).where(eq(adjustments.userId, player.userId))).toHaveLength(2);
    });
  });

  describe('who may decide', () => {
    it('the maker cannot approve or reject its own request, also holding payments and approver', async () => {
      const both = await operator(['payments', 'approver'], { steppedUp: true });
      const { orderSn, approvalId } = await pendingWithdrawal(both);
      const own = await ops(both, calls.opsApprovalApprove.path, { id: approvalId });
      expect(errorOf(own)).toEqual([403, 'OPS_APPROVAL_OWN_REQUEST']);
      expect(own.json().msg).toBe('You cannot decide your own request. Another approver must do it.');
      expect(errorOf(await ops(both, calls.opsApprovalReject.path, { id: approvalId, reason: 'Mine' }))).toEqual([403, 'OPS_APPROVAL_OWN_REQUEST']);
      // Its own inbox leaves it out; another approver's shows it with the maker and reason.
      const mine = await ops(both, calls.opsApprovalList.path, { filter: 'mine-to-decide', pageSize: 100 });
      expect(mine.json().data.list.map((a: { id: number }) => a.id)).not.toContain(approvalId);
      const other = await operator(['approver']);
      const theirs = await ops(other, calls.opsApprovalList.path, { pageSize: 100 });
      expect(theirs.json().data.list.find((a: { id: number }) => a.id === approvalId)).toMatchObject({
        makerName: both.name,
        makerReason: 'Large, player verified by phone',
        amount: '2000.0000',
        target: { kind: 'withdrawal', orderSn, method: 'bank' },
      });
      expect((await withdrawalRow(db, orderSn)).status).toBe('review');
    });

    it('approving needs a step-up within 5 minutes (401 with its own key), a retry of a success does not', async () => {
      const payments = await operator(['payments']);
      const { orderSn, approvalId } = await pendingWithdrawal(payments);
      const stale = await operator(['approver']);
      const refused = await ops(stale, calls.opsApprovalApprove.path, { id: approvalId });
      expect(errorOf(refused)).toEqual([401, 'OPS_STEP_UP_REQUIRED']);
      // Signing in counts as a step-up: an enrolled approver signs in with password and code.
      const approver = await enrolledOperator(db, identity, { roles: ['approver'], now: clock.now() });
      clock.advance(30_000);
      const signIn = await app.inject({
        method: 'POST',
        url: calls.opsAuthSignIn.path,
        headers: { 'accept-language': 'en-US' },
        payload: { name: approver.name, password: approver.password, code: codeAt(approver.secret, clock.now()) },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const cookie = { cookie: `${OPS_SESSION_COOKIE}=${signIn.cookies.find((c) => c.name === OPS_SESSION_COOKIE)!.value}` };
      const viaSession = (body: unknown, key = randomUUID()) =>
        app.inject({ method: 'POST', url: calls.opsApprovalApprove.path, headers: { ...cookie, 'idempotency-key': key, 'accept-language': 'en-US' }, payload: body as object });
      clock.advance(5 * MINUTE + 1000);
      expect(errorOf(await viaSession({ id: approvalId }))).toEqual([401, 'OPS_STEP_UP_REQUIRED']);
      clock.advance(30_000);
      const stepUp = await app.inject({
        method: 'POST',
        url: calls.opsAuthStepUp.path,
        headers: { ...cookie, 'accept-language': 'en-US' },
        payload: { code: codeAt(approver.secret, clock.now()) },
      });
      expect(stepUp.statusCode, stepUp.body).toBe(200);
      const key = randomUUID();
      const ok = await viaSession({ id: approvalId }, key);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ status: 'approved', decidedByName: approver.name });
      expect((await withdrawalRow(db, orderSn)).status).toBe('withdrawing');
      // Past the window, the same key replays the answer instead of asking for a code.
      clock.advance(6 * MINUTE);
      const replay = await viaSession({ id: approvalId }, key);
      expect(replay.statusCode, replay.body).toBe(200);
      expect(replay.json().data).toEqual(ok.json().data);
      expect(await db.select().from(payoutRequests).where(eq(payoutRequests.orderSn, orderSn))).toHaveLength(1);
    });

    it('payments and auditor may list, only approver may decide', async () => {
      const payments = await operator(['payments'], { steppedUp: true });
      const auditor = await operator(['auditor']);
      expect((await ops(auditor, calls.opsApprovalList.path, { filter: 'all' })).statusCode).toBe(200);
      expect((await ops(payments, calls.opsApprovalList.path, {})).statusCode).toBe(200);
      expect(errorOf(await ops(payments, calls.opsApprovalApprove.path, { id: 1 }))).toEqual([403, 'OPS_ROLE_REQUIRED']);
      expect(errorOf(await ops(auditor, calls.opsApprovalReject.path, { id: 1, reason: 'no' }))).toEqual([403, 'OPS_ROLE_REQUIRED']);
      const approver = await operator(['approver'], { steppedUp: true });
      expect(errorOf(await ops(approver, calls.opsApprovalApprove.path, { id: 987654321 }))).toEqual([404, 'OPS_APPROVAL_NOT_FOUND']);
    });
  });

  describe('deciding', () => {
    it('approving an adjustment posts it once, in the maker’s name, with one audit row naming the approver', async () => {
      const payments = await operator(['payments']);
      const player = await cardPlayer(started, '100');
      const asked = await ops(payments, calls.opsAdjustmentCreate.path, { account: player.account, amount: '750.5', reason: 'Jackpot fault' });
      const approvalId = asked.json().data.approval.id as number;
      const approver = await operator(['approver'], { steppedUp: true });
      const key = randomUUID();
      const ok = await ops(approver, calls.opsApprovalApprove.path, { id: approvalId }, key);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ status: 'approved', decidedByName: approver.name });
      expect((await ops(approver, calls.opsApprovalApprove.path, { id: approvalId }, key)).json().data).toEqual(ok.json().data);
      expect(await balanceText(app, player.token)).toBe('850.5000');
      const posted = await db.select().from(adjustments).where(eq(adjustments.userId, player.userId));
      expect(posted).toEqual([expect.objectContaining({ amount: 7_505_000n, status: 'success', operator: payments.name, reason: 'Jackpot fault' })]);
      const rows = await auditRows('approval.approve', String(approvalId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ operatorId: approver.operatorId, approverId: approver.operatorId, targetType: 'approval' });
      expect(rows[0]!.before).toMatchObject({ approval: { status: 'pending' } });
      expect(rows[0]!.after).toMatchObject({ approval: { status: 'approved' }, adjustment: { status: 'success', amount: '750.5000' } });
      // The viewer names the approver, not just its id.
      const auditor = await operator(['auditor']);
      const listed = await ops(auditor, calls.opsAuditList.path, { action: 'approval.approve', targetType: 'approval', targetId: String(approvalId) });
      expect(listed.json().data.list).toEqual([expect.objectContaining({ approverId: approver.operatorId, approverName: approver.name })]);
      await expectLedgerClean(db);
    });

    it('reject needs a reason, moves nothing and returns the withdrawal to the queue', async () => {
      const payments = await operator(['payments']);
      const { player, orderSn, approvalId } = await pendingWithdrawal(payments, '2500');
      const approver = await operator(['approver']);
      expect((await ops(approver, calls.opsApprovalReject.path, { id: approvalId, reason: '' })).statusCode).toBe(400);
      expect((await ops(approver, calls.opsApprovalReject.path, { id: approvalId })).statusCode).toBe(400);
      const res = await ops(approver, calls.opsApprovalReject.path, { id: approvalId, reason: 'Destination not verified' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'rejected', decisionReason: 'Destination not verified', decidedByName: approver.name });
      expect((await withdrawalRow(db, orderSn)).status).toBe('review');
      expect((await holdOf(db, orderSn)).status).toBe('pending');
      expect(await balanceText(app, player.token)).toBe('2500.0000');
      const rows = await auditRows('approval.reject', String(approvalId));
      expect(rows).toEqual([expect.objectContaining({ approverId: approver.operatorId, reason: 'Destination not verified' })]);
      // Back in the queue: payments may decide again (another approval, or a rejection to the player).
      const again = await ops(payments, calls.opsWithdrawalReject.path, { orderSn, reason: 'Player asked to cancel' });
      expect(again.statusCode, again.body).toBe(200);
      expect(errorOf(await ops(approver, calls.opsApprovalReject.path, { id: approvalId, reason: 'late' }))).toEqual([409, 'OPS_APPROVAL_DECIDED']);
    });

    it('an approval past its expiry is refused as expired and marked so; a new one may be asked', async () => {
      const payments = await operator(['payments']);
      const { orderSn, approvalId } = await pendingWithdrawal(payments);
      clock.advance(24 * HOUR);
      const approver = await operator(['approver'], { steppedUp: true });
      expect(errorOf(await ops(approver, calls.opsApprovalApprove.path, { id: approvalId }))).toEqual([409, 'OPS_APPROVAL_EXPIRED']);
      const [row] = await db.select().from(opsApprovals).where(eq(opsApprovals.id, approvalId));
      expect(row!.status).toBe('expired');
      expect((await withdrawalRow(db, orderSn)).status).toBe('review');
      const list = await ops(approver, calls.opsApprovalList.path, { pageSize: 100 });
      expect(list.json().data.list.map((a: { id: number }) => a.id)).not.toContain(approvalId);
      const escalated = await ops(payments, calls.opsWithdrawalEscalate.path, { orderSn, reason: 'Asked again' });
      expect(escalated.statusCode, escalated.body).toBe(200);
      expect(escalated.json().data).toMatchObject({ status: 'pending', makerReason: 'Asked again' });
    });

    it('a changed destination or request is refused (409) and nothing moves', async () => {
      const payments = await operator(['payments']);
      const { player, orderSn, approvalId } = await pendingWithdrawal(payments);
      await db.update(bankCards).set({ cardNumber: '6222020099999999991' }).where(eq(bankCards.id, player.cardId));
      const approver = await operator(['approver'], { steppedUp: true });
      expect(errorOf(await ops(approver, calls.opsApprovalApprove.path, { id: approvalId }))).toEqual([409, 'OPS_APPROVAL_TARGET_CHANGED']);
      expect((await withdrawalRow(db, orderSn)).status).toBe('review');

      const adjusted = await cardPlayer(started, '0');
      const asked = await ops(payments, calls.opsAdjustmentCreate.path, { account: adjusted.account, amount: '600', reason: 'Promo' });
      const id = asked.json().data.approval.id as number;
      const [stored] = await db.select().from(opsApprovals).where(eq(opsApprovals.id, id));
      await db.update(opsApprovals).set({ request: { ...(stored!.request as object), amount: '60000000' } }).where(eq(opsApprovals.id, id));
      expect(errorOf(await ops(approver, calls.opsApprovalApprove.path, { id }))).toEqual([409, 'OPS_APPROVAL_TARGET_CHANGED']);
      expect(await balanceText(app, adjusted.token)).toBe('0.0000');
    });

    it('a withdrawal below the threshold may be sent for a second approval, then paid by the approver', async () => {
      const payments = await operator(['payments']);
      const player = await cardPlayer(started, '5000');
      const orderSn = await withdrawToCard(app, player, '1000');
      const sent = await ops(payments, calls.opsWithdrawalEscalate.path, { orderSn, reason: 'New card, second look' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await auditRows('withdrawal.escalate', orderSn)).length).toBe(1);
      const approver = await operator(['approver'], { steppedUp: true });
      const ok = await ops(approver, calls.opsApprovalApprove.path, { id: sent.json().data.id });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await withdrawalRow(db, orderSn)).status).toBe('withdrawing');
      expect(errorOf(await ops(payments, calls.opsWithdrawalEscalate.path, { orderSn, reason: 'again' }))).toEqual([409, 'WITHDRAWAL_NOT_PENDING']);
    });
  });

  it('50 approvers at once on one withdrawal: exactly one pays, the others are told who decided', async () => {
    const payments = await operator(['payments']);
    const { orderSn, approvalId } = await pendingWithdrawal(payments, '2000');
    const approvers = await Promise.all(Array.from({ length: 50 }, () => operator(['approver'], { steppedUp: true })));
    const results = await Promise.all(approvers.map((who) => ops(who, calls.opsApprovalApprove.path, { id: approvalId })));
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners, results.map((r) => r.body).slice(0, 3).join('\n')).toHaveLength(1);
    const winnerName = winners[0]!.json().data.decidedByName as string;
    for (const lost of results.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode, lost.body).toBe(409);
      expect(lost.json()).toMatchObject({ error: 'OPS_APPROVAL_DECIDED', details: { decidedBy: winnerName }, msg: `This request was already decided by ${winnerName}.` });
    }
    expect((await withdrawalRow(db, orderSn)).status).toBe('withdrawing');
    expect(await db.select().from(payoutRequests).where(eq(payoutRequests.orderSn, orderSn))).toHaveLength(1);
    expect(await auditRows('approval.approve', String(approvalId))).toHaveLength(1);
    await expectLedgerClean(db);
  });

  it('reason templates: every kind with its template ids, for any operator', async () => {
    const anyone = await operator([]);
    const res = await ops(anyone, calls.opsReasonTemplates.path, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kinds.map((k: { kind: string }) => k.kind)).toEqual(['withdrawal-reject', 'adjustment', 'role-change', 'kyc-reject', 'approval-reject']);
    expect(res.json().data.kinds.every((k: { templates: string[] }) => k.templates.length > 0)).toBe(true);
  });
});
