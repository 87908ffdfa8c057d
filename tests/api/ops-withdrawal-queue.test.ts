import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { withdrawals } from '../../server/db/schema.ts';
import { withdrawalPageQuery } from '../../server/modules/withdrawals/withdrawals.repo.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { opsCall, startWalletApp } from './support/wallet.ts';
import { cardPlayer, withdrawToCard } from './withdrawals-fixtures.ts';

const list = calls.opsWithdrawalList.path;

describe.each(databases)('the withdrawal queue’s filters on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  const queue = async (body: Record<string, unknown>) => {
    const res = await opsCall(started.app, list, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: { orderSn: string; amount: string; account: string }[]; total: number };
  };
  const createdAt = (orderSn: string, at: string) => db.update(withdrawals).set({ createdAt: new Date(at) }).where(eq(withdrawals.orderSn, orderSn));

  it('filters by account, amount range and request dates, oldest first, with paging and totals', async () => {
    const alice = await cardPlayer(started, '50000');
    const bob = await cardPlayer(started, '50000');
    const a1 = await withdrawToCard(started.app, alice, '1000');
    const a2 = await withdrawToCard(started.app, alice, '2500.5');
    const a3 = await withdrawToCard(started.app, alice, '4000');
    const b1 = await withdrawToCard(started.app, bob, '2500.5');
    // Tokyo days (UTC+9): 2031-05-01 runs from 2031-04-30T15:00Z.
    await createdAt(a1, '2031-04-30T14:59:59.999Z');
    await createdAt(a2, '2031-04-30T15:00:00.000Z');
    await createdAt(a3, '2031-05-02T14:59:59.999Z');
    await createdAt(b1, '2031-05-01T00:00:00.000Z');

    const ofAlice = await queue({ account: alice.account.toUpperCase() });
    expect(ofAlice.list.map((w) => w.orderSn)).toEqual([a1, a2, a3]);
    expect(ofAlice.total).toBe(3);
    expect((await queue({ account: 'nobody123' })).total).toBe(0);

    const ranged = await queue({ amountMin: '2500.5', amountMax: '4000', account: alice.account });
    expect(ranged.list.map((w) => w.orderSn)).toEqual([a2, a3]);
    expect((await queue({ amountMin: '2500.5001', amountMax: '3999.9999', account: alice.account })).total).toBe(0);

    const days = { from: '2031-05-01', to: '2031-05-02', tzOffsetMinutes: 540 };
    const inDays = await queue({ ...days, status: 'review' });
    expect(inDays.list.map((w) => w.orderSn)).toEqual([a2, b1, a3]);
    const oneDay = await queue({ from: '2031-05-01', to: '2031-05-01', tzOffsetMinutes: 540, amountMin: '2500.5', amountMax: '2500.5' });
    expect(oneDay.list.map((w) => w.orderSn)).toEqual([a2, b1]);

    const page2 = await opsCall(started.app, list, { ...days, pageNum: 2, pageSize: 2 });
    expect(page2.json().data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page2.json().data.list.map((w: { orderSn: string }) => w.orderSn)).toEqual([a3]);

    // The CLI's request (status only) answers as before.
    expect((await queue({ status: 'review' })).list.map((w) => w.orderSn)).toEqual(expect.arrayContaining([a1, a2, a3, b1]));
  });

  it('refuses a range that ends before it starts, and bad amounts, changing nothing', async () => {
    for (const [body, field] of [
      [{ amountMin: '10', amountMax: '9.9999' }, 'amountMax'],
      [{ from: '2031-05-02', to: '2031-05-01' }, 'to'],
      [{ amountMin: '0' }, 'amountMin'],
      [{ amountMax: '1.00001' }, 'amountMax'],
      [{ amountMin: 5 }, 'amountMin'],
      [{ account: 'a b' }, 'account'],
    ] as const) {
      const res = await opsCall(started.app, list, body, { locale: 'en-US' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
      expect(res.json().issues.map((issue: { field: string }) => issue.field), JSON.stringify(body)).toContain(field);
    }
  });

  it.runIf(kind === 'postgres')('reads the queue by status in created order from an index, without sorting', async () => {
    for (const filter of [{ status: 'review' as const }, {}]) {
      const query = withdrawalPageQuery(db, filter, { pageNum: 3, pageSize: 20 }, 'oldest').toSQL();
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const explained = await tx.execute(sql.raw(`EXPLAIN ${inline(query.sql, query.params)}`));
        return (explained as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan, JSON.stringify(filter)).toMatch(filter.status ? /withdrawals_status_idx/ : /withdrawals_created_idx/);
      expect(plan, JSON.stringify(filter)).not.toMatch(/Sort/);
    }
  });
});

/** The statement with its parameters written in (EXPLAIN takes no bind parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
