// pay/order in three steps (issue 19): the order commits first (pending, no payment), the provider's
// createPayment runs outside any transaction with the order number as its idempotency key, and a
// short transaction records the payment; that final answer (with the pay URL) is the idempotency
// key's answer. A retry with the same key after a crash between the steps completes the same order;
// a provider that fails cancels the order with a localized refusal.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from '../../server/db/orm.ts';
import { idempotencyKeys, paymentOrders, sandboxPspPayments } from '../../server/db/schema.ts';
import { deliverSandboxNotifications } from '../../server/modules/payments/payment.jobs.ts';
import type { PaymentProvider } from '../../server/modules/payments/provider.ts';
import { sandboxPspOf } from '../../server/modules/payments/sandbox/sandbox-psp.ts';
import { databases } from './support/databases.ts';
import { balanceText, bindCard, newPlayer, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { checkoutAction, JPY, order, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';

describe.each(databases)('pay/order in steps on %s', (kind) => {
  let t: PaymentsApp;
  let provider: PaymentProvider;
  let realCreate: PaymentProvider['createPayment'];
  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    provider = sandboxPspOf(t.deps).provider;
    realCreate = provider.createPayment.bind(provider);
  });
  afterEach(() => {
    provider.createPayment = realCreate;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function cardHolder(): Promise<Player & { cardId: number }> {
    const player = await newPlayer(t.app);
    return { ...player, cardId: await bindCard(t.database.db, player.userId) };
  }
  const ordersOf = (userId: number) => t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
  const paymentsFor = (orderSn: string) => t.database.db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.merchantOrderSn, orderSn));
  const keyRow = async (key: string) => (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

  it('commits the order first, calls the provider outside any transaction with the order number, and stores the final answer', async () => {
    const player = await cardHolder();
    const seen: { key: string; order: { status: string; providerRef: string | null } | undefined; keyStatus: string | undefined; openTransactions: number | null }[] = [];
    provider.createPayment = async (request, urls, idempotencyKey) => {
      // Read through the pool at the moment of the call: the order is committed (another connection
      // sees it), and no session of this database sits in an open transaction.
      let openTransactions: number | null = null;
      if (kind === 'postgres') {
        const result = await t.deps.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
        );
        openTransactions = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      }
      const [row] = await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.orderSn, request.merchantOrderSn));
      seen.push({ key: idempotencyKey, order: row && { status: row.status, providerRef: row.providerRef }, keyStatus: (await keyRow(key))?.status, openTransactions });
      return realCreate(request, urls, idempotencyKey);
    };
    const key = randomUUID();
    const res = await order(t.app, player.token, { channelCode: JPY, amount: '5000', bankCardId: player.cardId }, { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.payUrl).toContain('/sandbox/psp/checkout/sbp_');
    expect(seen).toEqual([{ key: answer.orderSn, order: { status: 'pending', providerRef: null }, keyStatus: 'pending', openTransactions: kind === 'postgres' ? 0 : null }]);

    // The key holds the final answer, pay URL included; a retry replays it and opens nothing more.
    expect(await keyRow(key)).toMatchObject({ status: 'done', response: answer });
    const again = await order(t.app, player.token, { channelCode: JPY, amount: '5000', bankCardId: player.cardId }, { key });
    expect(again.json().data).toEqual(answer);
    expect(seen).toHaveLength(1);
    expect(await ordersOf(player.userId)).toHaveLength(1);
    expect(await paymentsFor(answer.orderSn)).toHaveLength(1);

    // The whole deposit still goes through.
    expect((await checkoutAction(t.app, answer.payUrl, 'pay')).statusCode).toBeLessThan(400);
    await deliverSandboxNotifications(t.deps);
    expect(await balanceText(t.app, player.token)).toBe('5000.0000');
    await expectLedgerClean(t.database.db);
  });

  it('a crash between the order’s commit and the provider call: a retry with the same key completes the same order', async () => {
    const player = await cardHolder();
    let reached!: () => void;
    const reachedOnce = new Promise<void>((resolve) => (reached = resolve));
    let calls = 0;
    provider.createPayment = async (request, urls, idempotencyKey) => {
      calls += 1;
      if (calls === 1) {
        // This process dies here: the provider is never asked.
        reached();
        await new Promise(() => {});
      }
      return realCreate(request, urls, idempotencyKey);
    };
    const key = randomUUID();
    const body = { channelCode: JPY, amount: '3000', bankCardId: player.cardId };
    void order(t.app, player.token, body, { key });
    await reachedOnce;
    const [committed] = await ordersOf(player.userId);
    expect(committed).toMatchObject({ status: 'pending', providerRef: null, payUrl: null });
    expect(await paymentsFor(committed!.orderSn)).toHaveLength(0);

    const retry = await order(t.app, player.token, body, { key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toMatchObject({ orderSn: committed!.orderSn, status: 'pending' });
    expect(retry.json().data.payUrl).toContain('/sandbox/psp/checkout/sbp_');
    expect(await ordersOf(player.userId)).toHaveLength(1);
    expect(await paymentsFor(committed!.orderSn)).toHaveLength(1);
    expect(await keyRow(key)).toMatchObject({ status: 'done', response: retry.json().data });
  });

  it('a crash after the provider answered: the retry gets the same payment back and the deposit credits once', async () => {
    const player = await cardHolder();
    let answered!: () => void;
    const answeredOnce = new Promise<void>((resolve) => (answered = resolve));
    let calls = 0;
    provider.createPayment = async (request, urls, idempotencyKey) => {
      calls += 1;
      const payment = await realCreate(request, urls, idempotencyKey);
      if (calls === 1) {
        // The provider opened the payment; this process dies before recording it.
        answered();
        await new Promise(() => {});
      }
      return payment;
    };
    const key = randomUUID();
    const body = { channelCode: JPY, amount: '2000', bankCardId: player.cardId };
    void order(t.app, player.token, body, { key });
    await answeredOnce;
    const [committed] = await ordersOf(player.userId);
    const [opened] = await paymentsFor(committed!.orderSn);
    expect(opened).toBeDefined();

    const retry = await order(t.app, player.token, body, { key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.orderSn).toBe(committed!.orderSn);
    expect(retry.json().data.payUrl).toContain(`/checkout/${opened!.id}`);
    expect(await paymentsFor(committed!.orderSn)).toHaveLength(1);
    expect((await ordersOf(player.userId))[0]!.providerRef).toBe(opened!.id);

    expect((await checkoutAction(t.app, retry.json().data.payUrl, 'pay')).statusCode).toBeLessThan(400);
    await deliverSandboxNotifications(t.deps);
    expect(await balanceText(t.app, player.token)).toBe('2000.0000');
    await expectLedgerClean(t.database.db);
  });

  it('a provider that cannot be reached: the order is cancelled, the player gets a localized refusal, a retry gets it again', async () => {
    const player = await cardHolder();
    let calls = 0;
    provider.createPayment = async () => {
      calls += 1;
      throw new Error('connect ECONNREFUSED 10.0.0.3:443');
    };
    const key = randomUUID();
    const body = { channelCode: JPY, amount: '1000', bankCardId: player.cardId };
    const res = await order(t.app, player.token, body, { key, locale: 'ja-JP' });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().error).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(res.json().msg).toContain('決済サービス');
    const [cancelled] = await ordersOf(player.userId);
    expect(cancelled).toMatchObject({ status: 'cancelled', providerRef: null });

    provider.createPayment = realCreate;
    const again = await order(t.app, player.token, body, { key });
    expect(again.statusCode).toBe(503);
    expect(again.json().error).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(calls).toBe(1);
    expect(await ordersOf(player.userId)).toHaveLength(1);
    // A new key orders again, and the cancelled order does not count against anything.
    const fresh = await order(t.app, player.token, body, { key: randomUUID() });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    await expectLedgerClean(t.database.db);
  });
});
