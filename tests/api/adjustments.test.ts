import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { adjustments, ledgerTransfers } from '../../server/db/schema.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { balanceOf, houseAccount } from '../../server/ledger/ledger.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, opsCall, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const adjust = calls.opsAdjustmentCreate.path;

describe.each(databases)('manual-mode adjustments on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  async function rowsOf(userId: number) {
    return db.select().from(adjustments).where(eq(adjustments.userId, userId));
  }

  it('a credit moves coins from the house to the player: successful', async () => {
    const player = await newPlayer(started.app);
    const house = await houseAccount(db);
    const houseBefore = await balanceOf(db, house.id);
    const res = await opsCall(started.app, adjust, { account: player.account, amount: '500.25', reason: 'Goodwill for an outage' });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({
      account: player.account,
      amount: '500.2500',
      reason: 'Goodwill for an outage',
      status: 'success',
      failureReason: null,
      operator: 'test-operator',
    });
    expect(record.orderSn).toMatch(/^A\d{18}$/);
    expect(record.completedAt).not.toBeNull();
    expect(await balanceText(started.app, player.token)).toBe('500.2500');
    expect(await balanceOf(db, house.id)).toBe(houseBefore - toUnits('500.25'));
    const [booked] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `adjustment:${record.orderSn}`));
    expect(booked).toMatchObject({ kind: 'adjustment', amount: toUnits('500.25'), fromAccountId: house.id });
    await expectLedgerClean(db);
  });

  it('a debit within the balance moves coins to the house: successful', async () => {
    const player = await newPlayer(started.app);
    await fundCoins(db, player.userId, '1000');
    const res = await opsCall(started.app, adjust, { account: player.account, amount: '-200.5', reason: 'Bonus clawback' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ amount: '-200.5000', status: 'success' });
    expect(await balanceText(started.app, player.token)).toBe('799.5000');
    await expectLedgerClean(db);
  });

  it('a debit beyond the balance is recorded failed, answered 200, and moves nothing', async () => {
    const player = await newPlayer(started.app);
    await fundCoins(db, player.userId, '100');
    const key = randomUUID();
    const body = { account: player.account, amount: '-100.0001', reason: 'Chargeback' };
    const res = await opsCall(started.app, adjust, body, { key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', failureReason: 'insufficient balance', amount: '-100.0001' });
    expect(await balanceText(started.app, player.token)).toBe('100.0000');
    const rows = await rowsOf(player.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', failureReason: 'insufficient balance' });
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `adjustment:${rows[0]!.orderSn}`))).toEqual([]);

    // The retry answers the same failure, even though the balance would now cover it.
    await fundCoins(db, player.userId, '50');
    const again = await opsCall(started.app, adjust, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(res.json().data);
    expect(await rowsOf(player.userId)).toHaveLength(1);
    expect(await balanceText(started.app, player.token)).toBe('150.0000');
    await expectLedgerClean(db);
  });

  it('a retried credit is applied once; the same key with another amount is refused', async () => {
    const player = await newPlayer(started.app);
    const key = randomUUID();
    const body = { account: player.account, amount: '10', reason: 'Tournament prize' };
    const first = await opsCall(started.app, adjust, body, { key });
    const again = await opsCall(started.app, adjust, body, { key });
    expect(again.json().data).toEqual(first.json().data);
    expect(await balanceText(started.app, player.token)).toBe('10.0000');
    const reused = await opsCall(started.app, adjust, { ...body, amount: '11' }, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rowsOf(player.userId)).toHaveLength(1);
  });

  it('finds the account whatever its case', async () => {
    const player = await newPlayer(started.app);
    const res = await opsCall(started.app, adjust, { account: player.account.toUpperCase(), amount: '1', reason: 'Case check' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.account).toBe(player.account);
    expect(await balanceText(started.app, player.token)).toBe('1.0000');
  });

  it('an unknown account is not found and nothing is recorded', async () => {
    const before = await db.select({ id: adjustments.id }).from(adjustments);
    for (const locale of ['ja-JP', 'en-US']) {
      const res = await opsCall(started.app, adjust, { account: 'nobody4242', amount: '5', reason: 'Typo' }, { locale });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'USER_NOT_FOUND',
        msg: locale === 'ja-JP' ? 'このアカウントは見つかりません。' : 'This account could not be found.',
      });
    }
    expect(await db.select({ id: adjustments.id }).from(adjustments)).toHaveLength(before.length);
  });

  it.each([
    ['zero', '0'],
    ['negative zero', '-0.0000'],
    ['five decimals', '1.00001'],
    ['a plus sign', '+5'],
    ['an exponent', '1e3'],
    ['a number', 5],
    ['a float', -5.5],
    ['empty', ''],
    ['sixteen digits', '1234567890123456'],
  ])('refuses an amount given as %s with 400', async (_label, amount) => {
    const player = await newPlayer(started.app);
    const res = await opsCall(started.app, adjust, { account: player.account, amount, reason: 'Bad input' });
    expect(res.statusCode, res.body).toBe(400);
    expect(await rowsOf(player.userId)).toEqual([]);
  });

  it('refuses a missing, empty or marked-up reason', async () => {
    const player = await newPlayer(started.app);
    for (const body of [
      { account: player.account, amount: '5' },
      { account: player.account, amount: '5', reason: ' ' },
      { account: player.account, amount: '5', reason: '<script>' },
    ]) {
      const res = await opsCall(started.app, adjust, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await rowsOf(player.userId)).toEqual([]);
  });

  it('needs the operator token', async () => {
    const player = await newPlayer(started.app);
    const res = await moneyCall(started.app, adjust, { account: player.account, amount: '5', reason: 'Self-service' }, { token: player.token });
    expect(res.statusCode).toBe(401);
    expect(await rowsOf(player.userId)).toEqual([]);
    expect(await balanceText(started.app, player.token)).toBe('0.0000');
  });

  it('debits at once never overdraw: those the balance covers succeed, the rest fail', async () => {
    const player = await newPlayer(started.app);
    await fundCoins(db, player.userId, '1000');
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => opsCall(started.app, adjust, { account: player.account, amount: '-300', reason: `Clawback ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const statuses = results.map((r) => r.json().data.status).sort();
    expect(statuses).toEqual(['failed', 'failed', 'success', 'success', 'success']);
    expect(await balanceText(started.app, player.token)).toBe('100.0000');
    const failed = await db.select().from(adjustments).where(and(eq(adjustments.userId, player.userId), eq(adjustments.status, 'failed')));
    expect(failed).toHaveLength(2);
    await expectLedgerClean(db);
  });
});
