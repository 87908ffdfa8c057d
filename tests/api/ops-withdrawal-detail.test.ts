import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { OpsWithdrawalDetail } from '../../src/contracts/ops-withdrawal-detail.ts';
import type { Db } from '../../server/db/database.ts';
import { gameRounds, paymentOrders, playerSeeds, withdrawals } from '../../server/db/schema.ts';
import { databases } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import { opsCallAs } from './support/ops-calls.ts';
import { operatorCredential } from './support/operators.ts';
import type { TestApp } from './support/test-app.ts';
import { cardPlayer, withdrawToCard } from './withdrawals-fixtures.ts';

const detailPath = calls.opsWithdrawalDetail.path;

describe.each(databases)('ops/withdrawal/detail on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  let payments: { token: string; name: string };
  let auditor: string;
  let support: string;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    db = started.database.db;
    payments = await operatorCredential(db, ['payments']);
    auditor = (await operatorCredential(db, ['auditor'])).token;
    support = (await operatorCredential(db, ['support'])).token;
  });
  afterAll(async () => {
    await started?.close();
  });

  const detailOf = async (orderSn: string, token = payments.token) => {
    const res = await opsCallAs(started.app, token, detailPath, { orderSn });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as OpsWithdrawalDetail;
  };

  it('shows the withdrawal, the balance, the latest ten deposits, adjustments and rounds, newest first', async () => {
    const player = await cardPlayer(started, '20000');
    const other = await cardPlayer(started, '20000');
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 12; i += 1) {
      await db.insert(paymentOrders).values({
        orderSn: `P${randomUUID().replace(/-/g, '').slice(0, 18).toUpperCase()}`,
        userId: player.userId,
        channelCode: 'sandbox-bank-jpy',
        provider: 'sandbox',
        currency: 'JPY',
        amount: BigInt(i + 1) * 10_000n,
        coins: BigInt(i + 1) * 10_000n,
        status: 'paid',
        paidAt: new Date(base + i * 60_000),
        createdAt: new Date(base + i * 60_000),
      });
    }
    const [seed] = await db
      .insert(playerSeeds)
      .values({ userId: player.userId, serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'c' })
      .returning({ id: playerSeeds.id });
    for (let i = 0; i < 12; i += 1) {
      await db.insert(gameRounds).values({
        userId: player.userId,
        machineId: 'lucky-sevens',
        seedId: seed!.id,
        nonce: i,
        bet: BigInt(i + 1) * 10_000n,
        win: 5_000n,
        outcome: {},
        createdAt: new Date(base + i * 60_000),
      });
    }
    for (let i = 0; i < 11; i += 1) {
      const res = await opsCallAs(started.app, payments.token, calls.opsAdjustmentCreate.path, { account: player.account, amount: `${i + 1}`, reason: `Bonus ${i + 1}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    await withdrawToCard(started.app, other, '1000');
    const orderSn = await withdrawToCard(started.app, player, '1500');

    const detail = await detailOf(orderSn);
    expect(detail.withdrawal).toMatchObject({ orderSn, account: player.account, userId: player.userId, amount: '1500.0000', status: 'review' });
    // 20 000 + 1 + 2 + … + 11 credited, 1 500 held for this withdrawal.
    expect(detail.balance).toEqual({ available: '18566.0000', held: '1500.0000' });
    expect(detail.deposits.map((d) => d.coins)).toEqual(['12.0000', '11.0000', '10.0000', '9.0000', '8.0000', '7.0000', '6.0000', '5.0000', '4.0000', '3.0000']);
    expect(detail.deposits[0]).toMatchObject({ status: 'paid', channelCode: 'sandbox-bank-jpy', paidAt: new Date(base + 11 * 60_000).toISOString() });
    expect(detail.adjustments).toHaveLength(10);
    expect(detail.adjustments.every((a) => a.account === player.account && a.operator === payments.name)).toBe(true);
    expect(detail.adjustments[0]).toMatchObject({ amount: '11.0000', reason: 'Bonus 11' });
    expect(detail.rounds.map((r) => r.bet)).toEqual(['12.0000', '11.0000', '10.0000', '9.0000', '8.0000', '7.0000', '6.0000', '5.0000', '4.0000', '3.0000']);
    expect(detail.rounds[0]).toMatchObject({ machineId: 'lucky-sevens', win: '0.5000' });
    expect(detail.steps).toEqual([
      { at: detail.withdrawal.createdAt, event: 'requested', action: null, by: player.account, result: null, errorKey: null, reason: null },
    ]);
    expect(await detailOf(orderSn, auditor)).toEqual(detail);
  });

  it('lists every step: requested, the rejection with its reason and operator, a refused second try', async () => {
    const player = await cardPlayer(started, '5000');
    const orderSn = await withdrawToCard(started.app, player, '1000');
    const reject = (reason: string) => opsCallAs(started.app, payments.token, calls.opsWithdrawalReject.path, { orderSn, reason });
    expect((await reject('Card holder differs')).statusCode).toBe(200);
    expect((await reject('Again')).statusCode).toBe(409);

    const detail = await detailOf(orderSn);
    expect(detail.withdrawal).toMatchObject({ status: 'failed', failureReason: 'Card holder differs' });
    expect(detail.balance).toEqual({ available: '5000.0000', held: '0.0000' });
    expect(detail.steps.map(({ event, action, by, result, errorKey, reason }) => ({ event, action, by, result, errorKey, reason }))).toEqual([
      { event: 'requested', action: null, by: player.account, result: null, errorKey: null, reason: null },
      { event: 'operatorAction', action: 'withdrawal.reject', by: payments.name, result: 'ok', errorKey: null, reason: 'Card holder differs' },
      { event: 'operatorAction', action: 'withdrawal.reject', by: payments.name, result: 'denied', errorKey: 'WITHDRAWAL_NOT_PENDING', reason: null },
    ]);
  });

  it('shows an approval and the payout that followed', async () => {
    const player = await cardPlayer(started, '5000');
    const orderSn = await withdrawToCard(started.app, player, '1000');
    expect((await opsCallAs(started.app, payments.token, calls.opsWithdrawalApprove.path, { orderSn })).statusCode).toBe(200);
    const paidAt = new Date(Date.now() + 60_000);
    await db.update(withdrawals).set({ status: 'success', completedAt: paidAt }).where(eq(withdrawals.orderSn, orderSn));

    const steps = (await detailOf(orderSn)).steps;
    expect(steps.map((s) => [s.event, s.action, s.by, s.result])).toEqual([
      ['requested', null, player.account, null],
      ['operatorAction', 'withdrawal.approve', payments.name, 'ok'],
      ['paid', null, null, null],
    ]);
    expect(steps[2]!.at).toBe(paidAt.toISOString());
  });

  it('says when the withdrawal awaits a second approval, asked by whom and until when', async () => {
    const player = await cardPlayer(started, '5000');
    const orderSn = await withdrawToCard(started.app, player, '1000');
    expect((await detailOf(orderSn)).withdrawal.awaitingApproval).toBeNull();
    const sent = await opsCallAs(started.app, payments.token, calls.opsWithdrawalEscalate.path, { orderSn, reason: 'New account' });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = await detailOf(orderSn);
    expect(detail.withdrawal.status).toBe('review');
    expect(detail.withdrawal.awaitingApproval).toEqual({ id: sent.json().data.id, makerName: payments.name, expiresAt: sent.json().data.expiresAt });
  });

  it('refuses what it must: unknown 404, malformed 400, a role without it 403, no session 401', async () => {
    const unknown = await opsCallAs(started.app, payments.token, detailPath, { orderSn: 'W209901010000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'WITHDRAWAL_NOT_FOUND', msg: 'This withdrawal could not be found.' });
    for (const body of [{}, { orderSn: 'w-1' }, { orderSn: 'W1234', extra: true }, { orderSn: 12345 }]) {
      const res = await opsCallAs(started.app, payments.token, detailPath, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await opsCallAs(started.app, support, detailPath, { orderSn: 'W209901010000000000' })).statusCode).toBe(403);
    expect((await opsCallAs(started.app, null, detailPath, { orderSn: 'W209901010000000000' })).statusCode).toBe(401);
  });
});
