// The financial records call over deposits, withdrawals and adjustments written straight into the
// database: order, paging, every filter, calendar days in the caller's time zone, totals, other
// users' rows, and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, recordFinanceQuery } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { adjustments, bankCards, paymentOrders, withdrawals } from '../../server/db/schema.ts';
import { createHold, houseAccount, postHold, voidHold } from '../../server/ledger/ledger.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { newPlayer, startWalletApp, type Player } from './support/wallet.ts';

const COIN = 10_000n;
const at = (iso: string) => new Date(iso);

type Deposit = { sn: string; at: string; status: 'pending' | 'paid' | 'refunding' | 'refunded' | 'expired' | 'cancelled'; channel: string; currency: string; amount: bigint; coins: bigint; network?: string };
type Withdrawal = { sn: string; at: string; status: 'review' | 'withdrawing' | 'success' | 'failed'; amount: bigint; crypto?: { coin: string; network: string; asset: bigint }; failure?: string };
type Adjustment = { sn: string; at: string; status: 'in_progress' | 'success' | 'failed'; amount: bigint; reason: string };

async function insertDeposits(db: Db, userId: number, rows: Deposit[]) {
  for (const row of rows) {
    await db.insert(paymentOrders).values({
      orderSn: row.sn,
      userId,
      channelCode: row.channel,
      provider: row.network ? `chain:${row.network}` : 'sandbox',
      currency: row.currency,
      amount: row.amount,
      coins: row.coins,
      status: row.status,
      network: row.network ?? null,
      address: row.network ? 'TFixtureAddress' : null,
      paidAt: row.status === 'paid' ? at(row.at) : null,
      createdAt: at(row.at),
      updatedAt: at(row.at),
    });
  }
}

/** Each withdrawal with its hold, posted when it succeeded and voided when it failed. */
async function insertWithdrawals(db: Db, userId: number, bankCardId: number, rows: Withdrawal[]) {
  const house = await houseAccount(db);
  for (const row of rows) {
    const hold = await createHold(db, { userId, to: house.id, amount: row.amount, reference: `withdrawal:${row.sn}` });
    if (row.status === 'success') await postHold(db, hold.id);
    if (row.status === 'failed') await voidHold(db, hold.id);
    await db.insert(withdrawals).values({
      orderSn: row.sn,
      userId,
      method: row.crypto ? 'crypto' : 'bank',
      amount: row.amount,
      holdId: hold.id,
      bankCardId: row.crypto ? null : bankCardId,
      coin: row.crypto?.coin ?? null,
      network: row.crypto?.network ?? null,
      address: row.crypto ? '0x52908400098527886E0F7030069857D2E4169EE7' : null,
      assetAmount: row.crypto?.asset ?? null,
      status: row.status,
      failureReason: row.failure ?? null,
      createdAt: at(row.at),
    });
  }
}

async function insertAdjustments(db: Db, userId: number, rows: Adjustment[]) {
  for (const row of rows) {
    await db.insert(adjustments).values({ orderSn: row.sn, userId, amount: row.amount, reason: row.reason, status: row.status, operator: 'test-operator', createdAt: at(row.at) });
  }
}

async function insertBankCard(db: Db, userId: number, cardNumber: string): Promise<number> {
  const [card] = await db
    .insert(bankCards)
    .values({ userId, bankName: 'みずほ銀行', cardNumber, holderName: 'ヤマダ タロウ', firstName: '太郎', lastName: '山田', pinyinName: 'TARO YAMADA', branchCode: '001', branchName: '東京営業部', isDefault: true })
    .returning({ id: bankCards.id });
  return card!.id;
}

// Player A's history, oldest first. Times in UTC; Japan (UTC+9) sees some on the next day.
const DEPOSITS: Deposit[] = [
  { sn: 'D1', at: '2026-03-01T14:59:59.999Z', status: 'paid', channel: 'sandbox-bank-jpy', currency: 'JPY', amount: 10_000n * COIN, coins: 10_000n * COIN },
  { sn: 'D2', at: '2026-03-01T15:00:00.000Z', status: 'paid', channel: 'sandbox-bank-cny', currency: 'CNY', amount: 100n * COIN, coins: 2_000n * COIN },
  { sn: 'D3', at: '2026-03-02T03:00:00.000Z', status: 'pending', channel: 'sandbox-bank-jpy', currency: 'JPY', amount: 5_000n * COIN, coins: 5_000n * COIN },
  { sn: 'D4', at: '2026-03-03T00:00:00.000Z', status: 'refunded', channel: 'sandbox-bank-jpy', currency: 'JPY', amount: 3_000n * COIN, coins: 3_000n * COIN },
  { sn: 'D5', at: '2026-03-04T00:00:00.000Z', status: 'paid', channel: 'crypto-usdt-trc20', currency: 'USDT', amount: 20_500_000n, coins: 3_075n * COIN, network: 'TRC20' },
  { sn: 'T1', at: '2026-03-07T00:00:00.000Z', status: 'paid', channel: 'sandbox-bank-jpy', currency: 'JPY', amount: 1_000n * COIN, coins: 1_000n * COIN },
];
const WITHDRAWALS: Withdrawal[] = [
  { sn: 'W1', at: '2026-03-02T10:00:00.000Z', status: 'success', amount: 1_500n * COIN },
  { sn: 'W2', at: '2026-03-03T10:00:00.000Z', status: 'review', amount: 700n * COIN },
  { sn: 'W3', at: '2026-03-05T00:00:00.000Z', status: 'failed', amount: 3_000n * COIN, crypto: { coin: 'USDT', network: 'ERC20', asset: 20_000_000n }, failure: 'Address rejected' },
  { sn: 'W4', at: '2026-03-05T01:00:00.000Z', status: 'success', amount: 250n * COIN },
];
const ADJUSTMENTS: Adjustment[] = [
  { sn: 'A1', at: '2026-03-01T00:00:00.000Z', status: 'success', amount: 500n * COIN, reason: 'Campaign bonus' },
  { sn: 'A2', at: '2026-03-04T12:00:00.000Z', status: 'success', amount: -1_205_000n, reason: 'Duplicate credit reversed' },
  { sn: 'A3', at: '2026-03-06T00:00:00.000Z', status: 'failed', amount: -9_999n * COIN, reason: 'Chargeback' },
  { sn: 'A4', at: '2026-03-06T01:00:00.000Z', status: 'in_progress', amount: 1n * COIN, reason: 'Pending goodwill' },
  // Same instant as T1: the order number breaks the tie.
  { sn: 'T2', at: '2026-03-07T00:00:00.000Z', status: 'success', amount: 2n * COIN, reason: 'Rounding' },
];
const NEWEST_FIRST = ['T2', 'T1', 'A4', 'A3', 'W4', 'W3', 'A2', 'D5', 'W2', 'D4', 'W1', 'D3', 'D2', 'D1', 'A1'];
const ALL_TOTALS = { count: 15, deposits: '16075.0000', withdrawals: '1750.0000', adjustments: '381.5000' };

describe.each(databases)('financial records on %s', (kind) => {
  let t0: TestApp;
  let playerA: Player;
  let playerB: Player;
  let fresh: Player;

  beforeAll(async () => {
    t0 = await startWalletApp(kind);
    const db = t0.database.db;
    [playerA, playerB, fresh] = [await newPlayer(t0.app), await newPlayer(t0.app), await newPlayer(t0.app)];
    await fund(db, playerA.userId, 10_000n * COIN);
    await insertDeposits(db, playerA.userId, DEPOSITS);
    await insertWithdrawals(db, playerA.userId, await insertBankCard(db, playerA.userId, '4111111111111111'), WITHDRAWALS);
    await insertAdjustments(db, playerA.userId, ADJUSTMENTS);
    // Player B's rows fall on the same days and must never show up in A's records or totals.
    await fund(db, playerB.userId, 1_000n * COIN);
    await insertDeposits(db, playerB.userId, [{ sn: 'B-D1', at: '2026-03-01T12:00:00.000Z', status: 'paid', channel: 'sandbox-bank-jpy', currency: 'JPY', amount: 777n * COIN, coins: 777n * COIN }]);
    await insertWithdrawals(db, playerB.userId, await insertBankCard(db, playerB.userId, '5555555555554444'), [{ sn: 'B-W1', at: '2026-03-02T12:00:00.000Z', status: 'success', amount: 33n * COIN }]);
    await insertAdjustments(db, playerB.userId, [{ sn: 'B-A1', at: '2026-03-03T12:00:00.000Z', status: 'success', amount: 11n * COIN, reason: 'B only' }]);
  });
  afterAll(async () => t0?.close());

  async function query(player: Player, body: Record<string, unknown> = {}, locale?: string) {
    const res = await call(t0.app, calls.recordFinanceQuery.path, { pageSize: 100, ...body }, { token: player.token, locale });
    expect(res.statusCode, res.body).toBe(200);
    return recordFinanceQuery.response.parse(res.json().data);
  }
  const sns = (page: { list: { orderSn: string }[] }) => page.list.map((r) => r.orderSn);

  it('lists deposits, withdrawals and adjustments newest first (order number breaks ties), with totals', async () => {
    const page = await query(playerA);
    expect(sns(page)).toEqual(NEWEST_FIRST);
    expect(page).toMatchObject({ total: 15, pageNum: 1, pageSize: 100, totals: ALL_TOTALS });
  });

  it('shows each kind of record with its method, currency, original amount and note', async () => {
    const bySn = Object.fromEntries((await query(playerA, {}, 'ja-JP')).list.map((r) => [r.orderSn, r]));
    expect(bySn.D1).toEqual({ type: 'deposit', orderSn: 'D1', amount: '10000.0000', status: 'paid', method: '銀行振込（JPY・サンドボックス）', currency: 'JPY', originalAmount: '10000.0000', note: null, createdAt: '2026-03-01T14:59:59.999Z' });
    expect(bySn.D2).toMatchObject({ amount: '2000.0000', currency: 'CNY', originalAmount: '100.0000' });
    expect(bySn.D5).toMatchObject({ type: 'deposit', amount: '3075.0000', method: 'USDT TRC20', currency: 'USDT', originalAmount: '20.500000' });
    expect(bySn.W1).toEqual({ type: 'withdrawal', orderSn: 'W1', amount: '-1500.0000', status: 'success', method: 'みずほ銀行 ****1111', currency: 'COIN', originalAmount: null, note: null, createdAt: '2026-03-02T10:00:00.000Z' });
    expect(bySn.W3).toMatchObject({ amount: '-3000.0000', status: 'failed', method: 'USDT ERC20', currency: 'USDT', originalAmount: '20.000000', note: 'Address rejected' });
    expect(bySn.A2).toEqual({ type: 'adjustment', orderSn: 'A2', amount: '-120.5000', status: 'success', method: '', currency: 'COIN', originalAmount: null, note: 'Duplicate credit reversed', createdAt: '2026-03-04T12:00:00.000Z' });
    // Channel names follow the caller's language; card numbers never leave whole.
    const zh = await call(t0.app, calls.recordFinanceQuery.path, { type: 'deposit' }, { token: playerA.token, locale: 'zh-CN' });
    expect(zh.json().data.list.find((r: { orderSn: string }) => r.orderSn === 'D2').method).toBe('银行转账（人民币·沙盒）');
    const en = await query(playerA, { type: 'deposit' }, 'en-US');
    expect(en.list.find((r) => r.orderSn === 'D1')?.method).toBe('Bank transfer (JPY, sandbox)');
    expect(JSON.stringify(bySn)).not.toContain('4111111111111111');
  });

  it('pages in the database: each page the next slice, totals the same on every page', async () => {
    const pages = [];
    for (let pageNum = 1; pageNum <= 5; pageNum++) pages.push(await query(playerA, { pageNum, pageSize: 4 }));
    expect(pages.map(sns)).toEqual([NEWEST_FIRST.slice(0, 4), NEWEST_FIRST.slice(4, 8), NEWEST_FIRST.slice(8, 12), NEWEST_FIRST.slice(12), []]);
    for (const page of pages) expect(page).toMatchObject({ total: 15, pageSize: 4, totals: ALL_TOTALS });
    // Default paging: the first ten.
    const res = await call(t0.app, calls.recordFinanceQuery.path, {}, { token: playerA.token });
    expect(res.json().data).toMatchObject({ pageNum: 1, pageSize: 10, total: 15 });
    expect(res.json().data.list).toHaveLength(10);
  });

  describe('filters', () => {
    it('by type, with totals of that type only', async () => {
      expect(await query(playerA, { type: 'deposit' }).then((p) => [sns(p), p.totals])).toEqual([
        ['T1', 'D5', 'D4', 'D3', 'D2', 'D1'],
        { count: 6, deposits: '16075.0000', withdrawals: '0.0000', adjustments: '0.0000' },
      ]);
      expect(await query(playerA, { type: 'withdrawal' }).then((p) => [sns(p), p.totals])).toEqual([
        ['W4', 'W3', 'W2', 'W1'],
        { count: 4, deposits: '0.0000', withdrawals: '1750.0000', adjustments: '0.0000' },
      ]);
      expect(await query(playerA, { type: 'adjustment' }).then((p) => [sns(p), p.totals])).toEqual([
        ['T2', 'A4', 'A3', 'A2', 'A1'],
        { count: 5, deposits: '0.0000', withdrawals: '0.0000', adjustments: '381.5000' },
      ]);
    });

    it('by status of a type; refunded and pending deposits never count in the totals', async () => {
      expect(sns(await query(playerA, { type: 'deposit', status: 'paid' }))).toEqual(['T1', 'D5', 'D2', 'D1']);
      const refunded = await query(playerA, { type: 'deposit', status: 'refunded' });
      expect([sns(refunded), refunded.totals]).toEqual([['D4'], { count: 1, deposits: '0.0000', withdrawals: '0.0000', adjustments: '0.0000' }]);
      expect(sns(await query(playerA, { type: 'withdrawal', status: 'review' }))).toEqual(['W2']);
      expect(sns(await query(playerA, { type: 'adjustment', status: 'in_progress' }))).toEqual(['A4']);
      expect(sns(await query(playerA, { type: 'withdrawal', status: 'withdrawing' }))).toEqual([]);
    });

    it('by a status alone, across the kinds that have it', async () => {
      const page = await query(playerA, { status: 'success' });
      expect(sns(page)).toEqual(['T2', 'W4', 'A2', 'W1', 'A1']);
      expect(page.totals).toEqual({ count: 5, deposits: '0.0000', withdrawals: '1750.0000', adjustments: '381.5000' });
      expect(sns(await query(playerA, { status: 'failed' }))).toEqual(['A3', 'W3']);
    });

    it('by calendar days in the caller’s time zone, both ends inclusive', async () => {
      // Japan: 2026-03-01 runs from 02-28T15:00Z to 03-01T15:00Z.
      expect(sns(await query(playerA, { from: '2026-03-01', to: '2026-03-01', tzOffsetMinutes: 540 }))).toEqual(['D1', 'A1']);
      expect(sns(await query(playerA, { from: '2026-03-02', to: '2026-03-02', tzOffsetMinutes: 540 }))).toEqual(['W1', 'D3', 'D2']);
      // UTC and New York (UTC−5) see other days.
      expect(sns(await query(playerA, { from: '2026-03-01', to: '2026-03-01', tzOffsetMinutes: 0 }))).toEqual(['D2', 'D1', 'A1']);
      expect(sns(await query(playerA, { from: '2026-03-01', to: '2026-03-01', tzOffsetMinutes: -300 }))).toEqual(['D3', 'D2', 'D1']);
      // Open ends.
      expect(sns(await query(playerA, { from: '2026-03-06' }))).toEqual(['T2', 'T1', 'A4', 'A3']);
      expect(sns(await query(playerA, { to: '2026-03-01', tzOffsetMinutes: 540 }))).toEqual(['D1', 'A1']);
      expect(sns(await query(playerA, { from: '2026-02-01', to: '2026-02-28' }))).toEqual([]);
    });

    it('combined, with totals over the same filter', async () => {
      const page = await query(playerA, { type: 'deposit', from: '2026-03-02', to: '2026-03-04', tzOffsetMinutes: 540, pageSize: 2 });
      expect(sns(page)).toEqual(['D5', 'D4']);
      expect(page).toMatchObject({ total: 4, totals: { count: 4, deposits: '5075.0000', withdrawals: '0.0000', adjustments: '0.0000' } });
    });
  });

  it('shows only the caller’s own rows', async () => {
    const b = await query(playerB);
    expect(sns(b)).toEqual(['B-A1', 'B-W1', 'B-D1']);
    expect(b.totals).toEqual({ count: 3, deposits: '777.0000', withdrawals: '33.0000', adjustments: '11.0000' });
    const none = await query(fresh);
    expect(none).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 100, totals: { count: 0, deposits: '0.0000', withdrawals: '0.0000', adjustments: '0.0000' } });
    await expectLedgerClean(t0.database.db);
  });

  describe('bad input', () => {
    async function refused(body: Record<string, unknown>, locale = 'ja-JP') {
      const res = await call(t0.app, calls.recordFinanceQuery.path, body, { token: playerA.token, locale });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
      return res.json() as { msg: string; issues: { field: string; message: string }[] };
    }

    it.each([
      ['an impossible date', { from: '2026-02-30' }, 'from'],
      ['a date in another format', { to: '03/01/2026' }, 'to'],
      ['a date with a time', { from: '2026-03-01T00:00:00Z' }, 'from'],
      ['an unknown type', { type: 'bonus' }, 'type'],
      ['a page of 1000', { pageSize: 1000 }, 'pageSize'],
      ['page 0', { pageNum: 0 }, 'pageNum'],
      ['a time zone beyond UTC+14', { tzOffsetMinutes: 900 }, 'tzOffsetMinutes'],
      ['a fractional time zone', { tzOffsetMinutes: 5.5 }, 'tzOffsetMinutes'],
      ['a status of 21 characters', { status: 'x'.repeat(21) }, 'status'],
      ['an unknown field', { userId: 1 }, 'userId'],
    ])('%s → 400 naming the field, in the caller’s language', async (_name, body, field) => {
      const ja = await refused(body, 'ja-JP');
      const en = await refused(body, 'en-US');
      expect(ja.issues.map((i) => i.field)).toContain(field);
      expect(ja.msg).not.toBe(en.msg);
    });

    it('a status the type does not have → 400 listing the type’s statuses', async () => {
      const en = await refused({ type: 'deposit', status: 'success' }, 'en-US');
      expect(en.issues).toEqual([{ field: 'status', message: 'Must be one of: pending, paid, refunding, refunded, expired, cancelled' }]);
      const ja = await refused({ type: 'deposit', status: 'success' }, 'ja-JP');
      expect(ja.issues[0]?.message).not.toBe(en.issues[0]?.message);
      expect((await refused({ status: 'approved' }, 'en-US')).issues[0]?.field).toBe('status');
    });

    it('from after to → 400 on the `to` field, localized', async () => {
      const en = await refused({ from: '2026-03-02', to: '2026-03-01' }, 'en-US');
      const ja = await refused({ from: '2026-03-02', to: '2026-03-01' }, 'ja-JP');
      expect(en.issues.map((i) => i.field)).toEqual(['to']);
      expect(ja.issues[0]?.message).not.toBe(en.issues[0]?.message);
    });

    it('needs a session', async () => {
      const res = await call(t0.app, calls.recordFinanceQuery.path, {});
      expect([res.statusCode, res.json().error]).toEqual([401, 'UNAUTHORIZED']);
    });
  });
});
