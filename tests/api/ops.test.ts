import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { ledgerAccounts, ledgerHolds } from '../../server/db/schema.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, OPERATOR_TOKEN, opsCall, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { cardPlayer, fundCoins, holdOf, withdrawToCard, withdrawalRow, type CardPlayer } from './withdrawals-fixtures.ts';

const operatorCalls = [
  [calls.opsWithdrawalList.path, {}],
  [calls.opsWithdrawalApprove.path, { orderSn: 'W202601010000000000' }],
  [calls.opsWithdrawalReject.path, { orderSn: 'W202601010000000000', reason: 'x' }],
  [calls.opsAdjustmentCreate.path, { account: 'someone1', amount: '1', reason: 'x' }],
  [calls.opsPaymentRefund.path, { orderSn: 'P202601010000000000' }],
  [calls.opsLedgerCheck.path, {}],
] as const;

describe.each(databases)('operator API on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  const withdrawalOf = (player: CardPlayer, amount = '1000') => withdrawToCard(started.app, player, amount);
  const readyPlayer = (coins = '10000') => cardPlayer(started, coins);

  describe('authentication', () => {
    it.each(operatorCalls)('%s refuses a missing, malformed or wrong token with 401', async (callPath, body) => {
      const headers = [
        {},
        { authorization: 'Bearer short' },
        { authorization: `Basic ${OPERATOR_TOKEN}` },
        { authorization: 'Bearer ops_not-the-operator-token-0000000' },
        { token: 'a-player-session-is-not-an-operator' },
      ];
      for (const header of headers) {
        const res = await started.app.inject({
          method: 'POST',
          url: callPath,
          headers: { ...header, 'idempotency-key': randomUUID(), 'accept-language': 'en-US' },
          payload: body,
        });
        expect(res.statusCode, JSON.stringify(header)).toBe(401);
        expect(res.json()).toMatchObject({ error: 'OPS_SESSION_REQUIRED', msg: 'Sign in as an operator.' });
      }
    });

    it('a player’s session does not open the operator API', async () => {
      const player = await newPlayer(started.app);
      const res = await moneyCall(started.app, calls.opsLedgerCheck.path, {}, { token: player.token });
      expect(res.statusCode).toBe(401);
    });

    it('money-moving operator calls need an Idempotency-Key', async () => {
      const res = await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn: 'W202601010000000000' }, { key: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
    });
  });

  describe('ops/withdrawal/list', () => {
    it('lists oldest first with the account, filtered by status', async () => {
      const first = await readyPlayer();
      const second = await readyPlayer();
      const a = await withdrawalOf(first, '1000');
      const b = await withdrawalOf(second, '2000');
      const c = await withdrawalOf(first, '3000');
      expect((await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn: b, reason: 'Duplicate request' })).statusCode).toBe(200);

      const res = await opsCall(started.app, calls.opsWithdrawalList.path, { status: 'review', pageSize: 100 });
      expect(res.statusCode, res.body).toBe(200);
      const review = res.json().data.list as { orderSn: string; account: string; userId: number; status: string }[];
      const mine = review.filter((w) => [a, b, c].includes(w.orderSn));
      expect(mine.map((w) => w.orderSn)).toEqual([a, c]);
      expect(mine[0]).toMatchObject({ account: first.account, userId: first.userId, status: 'review', amount: '1000.0000', method: 'bank' });
      expect(mine[0]!).toHaveProperty('cardNumberMasked');
      expect(review.every((w) => w.status === 'review')).toBe(true);

      const failed = await opsCall(started.app, calls.opsWithdrawalList.path, { status: 'failed' });
      expect(failed.json().data.list.map((w: { orderSn: string }) => w.orderSn)).toContain(b);

      const all = await opsCall(started.app, calls.opsWithdrawalList.path, { pageSize: 100 });
      const order = (all.json().data.list as { orderSn: string }[]).map((w) => w.orderSn).filter((sn) => [a, b, c].includes(sn));
      expect(order).toEqual([a, b, c]);
      expect(all.json().data.total).toBeGreaterThanOrEqual(3);

      const paged = await opsCall(started.app, calls.opsWithdrawalList.path, { pageNum: 1, pageSize: 1 });
      expect(paged.json().data).toMatchObject({ pageNum: 1, pageSize: 1, total: all.json().data.total });
      expect(paged.json().data.list).toHaveLength(1);
    });
  });

  describe('approve and reject', () => {
    it('an unknown withdrawal is not found', async () => {
      for (const [callPath, body] of [
        [calls.opsWithdrawalApprove.path, { orderSn: 'W209901010000000000' }],
        [calls.opsWithdrawalReject.path, { orderSn: 'W209901010000000000', reason: 'No such thing' }],
      ] as const) {
        const res = await opsCall(started.app, callPath, body, { locale: 'en-US' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: 'WITHDRAWAL_NOT_FOUND', msg: 'This withdrawal could not be found.' });
      }
    });

    it('only a withdrawal in review can be approved or rejected', async () => {
      const player = await readyPlayer('5000');
      const approved = await withdrawalOf(player);
      const rejected = await withdrawalOf(player);
      expect((await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn: approved })).statusCode).toBe(200);
      expect((await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn: rejected, reason: 'Suspicious' })).statusCode).toBe(200);
      for (const [callPath, body] of [
        [calls.opsWithdrawalApprove.path, { orderSn: approved }],
        [calls.opsWithdrawalReject.path, { orderSn: approved, reason: 'Too late' }],
        [calls.opsWithdrawalApprove.path, { orderSn: rejected }],
        [calls.opsWithdrawalReject.path, { orderSn: rejected, reason: 'Again' }],
      ] as const) {
        const res = await opsCall(started.app, callPath, body);
        expect(res.statusCode, `${callPath} ${JSON.stringify(body)}`).toBe(409);
        expect(res.json().error).toBe('WITHDRAWAL_NOT_PENDING');
      }
      expect(await withdrawalRow(db, approved)).toMatchObject({ status: 'withdrawing' });
      expect(await withdrawalRow(db, rejected)).toMatchObject({ status: 'failed', failureReason: 'Suspicious' });
      expect(await balanceText(started.app, player.token)).toBe('4000.0000');
      await expectLedgerClean(db);
    });

    it('a retried approval answers the first answer', async () => {
      const player = await readyPlayer('5000');
      const orderSn = await withdrawalOf(player);
      const key = randomUUID();
      const first = await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn }, { key });
      const again = await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn }, { key });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
      expect(first.json().data).toMatchObject({ status: 'withdrawing', account: player.account });
    });

    it('refuses a reason that is empty, too long or carries markup', async () => {
      const player = await readyPlayer('5000');
      const orderSn = await withdrawalOf(player);
      for (const reason of ['', '   ', 'x'.repeat(201), '<b>no</b>', 'line\nbreak']) {
        const res = await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn, reason });
        expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      }
      for (const bad of ['w2026', 'W-1', '']) {
        const res = await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn: bad });
        expect(res.statusCode).toBe(400);
      }
      expect((await withdrawalRow(db, orderSn)).status).toBe('review');
    });

    it('operators acting on the same withdrawal at once: exactly one wins', async () => {
      const player = await readyPlayer('20000');
      const orders = [];
      for (let i = 0; i < 6; i += 1) orders.push(await withdrawalOf(player, '1000'));
      for (const [index, orderSn] of orders.entries()) {
        const contenders =
          index % 2 === 0
            ? [
                opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn }),
                opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn, reason: 'Second operator' }),
              ]
            : [opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn }), opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn })];
        const results = await Promise.all(contenders);
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses, results.map((r) => r.body).join('\n')).toEqual([200, 409]);
        const winner = results.find((r) => r.statusCode === 200)!.json().data;
        const row = await withdrawalRow(db, orderSn);
        expect(row.status).toBe(winner.status);
        expect((await holdOf(db, orderSn)).status).toBe(winner.status === 'failed' ? 'voided' : 'pending');
      }
      await expectLedgerClean(db);
    });
  });

  describe('ops/ledger/check', () => {
    it('answers every invariant and ok when the books balance', async () => {
      const res = await opsCall(started.app, calls.opsLedgerCheck.path, {});
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.ok).toBe(true);
      expect(data.results.length).toBeGreaterThanOrEqual(4);
      for (const result of data.results) expect(result).toMatchObject({ ok: true, failures: [] });
    });

    it('reports drift', async () => {
      // A separate database: drift is planted by hand, as a broken deployment might.
      const other = await startWalletApp(kind);
      try {
        const player = await newPlayer(other.app);
        await fundCoins(other.database.db, player.userId, '100');
        await other.database.db.update(ledgerAccounts).set({ balance: 999_999n }).where(eq(ledgerAccounts.userId, player.userId));
        const res = await opsCall(other.app, calls.opsLedgerCheck.path, {});
        expect(res.statusCode).toBe(200);
        expect(res.json().data.ok).toBe(false);
        const failing = res.json().data.results.filter((r: { ok: boolean }) => !r.ok);
        expect(failing.length).toBeGreaterThan(0);
        expect(failing.flatMap((r: { failures: string[] }) => r.failures).join('\n')).toContain(`player:${player.userId}:wallet`);
      } finally {
        await other.close();
      }
    });
  });

  it('leaves no hold unaccounted for', async () => {
    const pending = await db.select().from(ledgerHolds).where(eq(ledgerHolds.status, 'pending'));
    for (const hold of pending) expect(hold.reference).toMatch(/^withdrawal:W\d{18}$/);
    await expectLedgerClean(db);
  });
});
