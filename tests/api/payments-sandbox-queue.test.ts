// The sandbox provider's notification queue lives in the database: a notification whose delivery
// failed is delivered by a new app instance on the same database (a restart), and two instances
// running the courier at once send each notification's try once.
import type { FastifyInstance } from 'fastify';
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { sandboxPspNotifications } from '../../server/db/schema.ts';
import { deliverSandboxNotifications } from '../../server/modules/payments/payment.jobs.ts';
import { RETRY_DELAYS_MS } from '../../server/modules/payments/sandbox/notification-courier.ts';
import { sandboxPspOf } from '../../server/modules/payments/sandbox/sandbox-psp.ts';
import { inProcessWebhookSender, type WebhookDelivery } from '../../server/modules/payments/sandbox/webhook-sender.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { CAPTCHA_TEXT } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import { balanceText, bindCard, newPlayer } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { checkoutAction, JPY, orderRow, placeOrder, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';

describe.each(databases)('sandbox notification queue on %s', (kind) => {
  let first: PaymentsApp;
  const others: FastifyInstance[] = [];

  beforeAll(async () => {
    first = await startPaymentsApp(kind);
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await first?.close();
  });

  /** Another app instance on the same database and clock, recording what its courier sends. */
  async function anotherInstance(deliveries: WebhookDelivery[]): Promise<{ app: FastifyInstance; deps: WalletDeps }> {
    let deps: WalletDeps | undefined;
    const app = await buildApp({
      logLevel: 'silent',
      db: first.database.db,
      rateLimit: false,
      captchaText: () => CAPTCHA_TEXT,
      now: first.clock.now,
      wallet: first.config,
      walletJobs: (d: WalletDeps) => {
        deps = d;
        return [];
      },
      sandboxWebhookSender: async (delivery: WebhookDelivery, self: FastifyInstance) => {
        deliveries.push(delivery);
        return inProcessWebhookSender(self)(delivery);
      },
    } as never);
    await app.ready();
    others.push(app);
    return { app, deps: deps! };
  }

  it('a notification that failed is delivered by a new instance after a restart', async () => {
    const player = await newPlayer(first.app);
    const card = await bindCard(first.database.db, player.userId);
    const order = await placeOrder(first.app, player.token, { channelCode: JPY, amount: '2500', bankCardId: card });
    await deliverSandboxNotifications(first.deps);
    first.failures.push(new Error('connection refused'));
    expect((await checkoutAction(first.app, order.payUrl, 'pay')).statusCode).toBe(303);
    expect((await orderRow(first.database.db, order.orderSn)).status).toBe('pending');
    const [queued] = await first.database.db.select().from(sandboxPspNotifications).where(eq(sandboxPspNotifications.status, 'pending'));
    expect(queued).toMatchObject({ type: 'payment.succeeded', attempts: 1, lastProblem: 'connection refused' });

    // The first instance stops; a new one on the same database takes over the queue.
    await first.app.close();
    const deliveries: WebhookDelivery[] = [];
    const restarted = await anotherInstance(deliveries);
    expect(await deliverSandboxNotifications(restarted.deps)).toEqual({ delivered: 0, retrying: 0, abandoned: 0 });
    first.clock.advance(RETRY_DELAYS_MS[0]!);
    expect(await deliverSandboxNotifications(restarted.deps)).toEqual({ delivered: 1, retrying: 0, abandoned: 0 });
    expect(deliveries.map((d) => JSON.parse(d.body).eventId)).toEqual([queued!.eventId]);
    expect((await orderRow(first.database.db, order.orderSn)).status).toBe('paid');
    expect(await balanceText(restarted.app, player.token)).toBe('2500.0000');
    const [done] = await first.database.db.select().from(sandboxPspNotifications).where(eq(sandboxPspNotifications.eventId, queued!.eventId));
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, completedAt: first.clock.now() });
    expect(await sandboxPspOf(restarted.deps).courier.pending()).toBe(0);
    await expectLedgerClean(first.database.db);
  });

  it('two instances running the courier at once send each try once', async () => {
    const deliveries: WebhookDelivery[] = [];
    const a = await anotherInstance(deliveries);
    const b = await anotherInstance(deliveries);
    const player = await newPlayer(a.app);
    const card = await bindCard(first.database.db, player.userId);
    const orders = [];
    for (let i = 0; i < 12; i += 1) orders.push(await placeOrder(a.app, player.token, { channelCode: JPY, amount: `${1000 + i}`, bankCardId: card }));
    // Past their expiry: the sandbox queues an expiry notice for each, none sent yet.
    first.clock.advance(31 * 60_000);
    expect(await sandboxPspOf(a.deps).expireOverdue()).toBe(12);
    expect(await sandboxPspOf(b.deps).courier.pending()).toBe(12);

    const reports = await Promise.all([a, b, a, b].map((instance) => deliverSandboxNotifications(instance.deps)));
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(12);
    const eventIds = deliveries.map((d) => JSON.parse(d.body).eventId as string);
    expect(eventIds).toHaveLength(12);
    expect(new Set(eventIds).size).toBe(12);
    for (const order of orders) expect((await orderRow(first.database.db, order.orderSn)).status).toBe('expired');
    expect(await deliverSandboxNotifications(b.deps)).toEqual({ delivered: 0, retrying: 0, abandoned: 0 });
    await expectLedgerClean(first.database.db);
  });
});
