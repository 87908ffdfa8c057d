// The refund outbox (issue 19): an operator's refund holds the coins and records a refund request
// in its transaction and calls no provider; the job `refunds:submit` asks the provider outside any
// transaction with the refund's reference as idempotency key, recovers a request a crashed process
// left behind, backs off after a failure, and never refunds twice when a retry follows an answer
// that was lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { refundRequests, sandboxPspNotifications } from '../../server/db/schema.ts';
import { deliverSandboxNotifications } from '../../server/modules/payments/payment.jobs.ts';
import type { PaymentProvider, RefundRequest } from '../../server/modules/payments/provider.ts';
import { paymentProviderFor } from '../../server/modules/payments/providers.ts';
import { refundBackoffMs, submitDueRefunds, type ProviderLookup } from '../../server/modules/payments/refund-submission.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { databases } from './support/databases.ts';
import { balanceText, bindCard, newPlayer, opsCall, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { checkoutAction, JPY, orderRow, placeOrder, sandboxRow, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';

describe.each(databases)('refund outbox on %s', (kind) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await startPaymentsApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A player whose deposit of `amount` yen went through the sandbox checkout. */
  async function paidDeposit(amount = '5000'): Promise<Player & { orderSn: string; paymentId: string }> {
    const player = await newPlayer(t.app);
    const cardId = await bindCard(t.database.db, player.userId);
    const record = await placeOrder(t.app, player.token, { channelCode: JPY, amount, bankCardId: cardId });
    const paid = await checkoutAction(t.app, record.payUrl, 'pay');
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    await deliverSandboxNotifications(t.deps);
    const row = await orderRow(t.database.db, record.orderSn);
    expect(row.status).toBe('paid');
    return { ...player, orderSn: record.orderSn, paymentId: row.providerRef! };
  }

  async function refund(orderSn: string) {
    const res = await opsCall(t.app, calls.opsPaymentRefund.path, { orderSn });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const requestOf = async (orderSn: string) => (await t.database.db.select().from(refundRequests).where(eq(refundRequests.orderSn, orderSn)))[0];
  const refundNotices = async (paymentId: string) =>
    (await t.database.db.select().from(sandboxPspNotifications).where(eq(sandboxPspNotifications.paymentId, paymentId))).filter(
      (n) => n.type === 'refund.succeeded',
    );
  const later = (ms: number): WalletDeps => ({ ...t.deps, now: () => new Date(t.clock.now().getTime() + ms) });

  /** Wraps the real providers: `before` runs when `refund` is called, `after` with its answer. */
  function watched(hooks: { before?: (request: RefundRequest, key: string) => Promise<void>; after?: () => Promise<unknown> }): {
    providerOf: ProviderLookup;
    calls: string[];
  } {
    const seen: string[] = [];
    const providerOf: ProviderLookup = (key) => {
      const real = paymentProviderFor(t.deps, key);
      if (!real) return null;
      const wrapped: PaymentProvider = {
        ...real,
        async refund(request, idempotencyKey) {
          seen.push(idempotencyKey);
          await hooks.before?.(request, idempotencyKey);
          const answer = await real.refund(request, idempotencyKey);
          await hooks.after?.();
          return answer;
        },
      };
      return wrapped;
    };
    return { providerOf, calls: seen };
  }

  it('the refund records one request and calls no provider; the job calls it outside any transaction with the refund’s reference', async () => {
    const player = await paidDeposit('5000');
    const seen: { status: string; requested: boolean; openTransactions: number | null }[] = [];
    const watch = watched({
      // Read through the pool at the moment of the call: the refund is committed (another
      // connection sees it), and no session of this database sits in an open transaction.
      before: async (request) => {
        let openTransactions: number | null = null;
        if (kind === 'postgres') {
          const result = await t.deps.db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
          );
          openTransactions = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        }
        const order = await orderRow(t.deps.db, request.merchantOrderSn);
        seen.push({ status: order.status, requested: (await requestOf(request.merchantOrderSn)) !== undefined, openTransactions });
      },
    });

    expect(await refund(player.orderSn)).toMatchObject({ status: 'refunding' });
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    expect(await requestOf(player.orderSn)).toMatchObject({ attempts: 0, submittedAt: null });
    // The provider has not been asked: its books still say paid, and nothing is queued.
    expect((await sandboxRow(t.database.db, player.paymentId))!.status).toBe('succeeded');
    expect(await refundNotices(player.paymentId)).toHaveLength(0);

    expect(await submitDueRefunds(t.deps, watch.providerOf)).toEqual({ submitted: 1, failed: 0 });
    expect(watch.calls).toEqual([`refund:${player.orderSn}`]);
    expect(seen).toEqual([{ status: 'refunding', requested: true, openTransactions: kind === 'postgres' ? 0 : null }]);
    expect(await requestOf(player.orderSn)).toMatchObject({ attempts: 1, lastError: null });
    expect((await requestOf(player.orderSn))!.submittedAt).not.toBeNull();
    expect((await sandboxRow(t.database.db, player.paymentId))!.status).toBe('refunded');
    // Submitted requests are not submitted again.
    expect(await submitDueRefunds(t.deps, watch.providerOf)).toEqual({ submitted: 0, failed: 0 });
    expect(watch.calls).toHaveLength(1);

    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, player.orderSn)).status).toBe('refunded');
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    await expectLedgerClean(t.database.db);
  });

  it('a process that died between the refund’s commit and the provider call: the next run submits it', async () => {
    const player = await paidDeposit('3000');
    await refund(player.orderSn);
    // The refunding process is gone before any job ran: no confirmation can come.
    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, player.orderSn)).status).toBe('refunding');

    const survivor = watched({});
    expect((await submitDueRefunds(t.deps, survivor.providerOf)).submitted).toBeGreaterThanOrEqual(1);
    expect(survivor.calls).toContain(`refund:${player.orderSn}`);
    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, player.orderSn)).status).toBe('refunded');
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    await expectLedgerClean(t.database.db);
  });

  it('a failure is kept and retried after its backoff; the coins stay held until then', async () => {
    const player = await paidDeposit('2000');
    await refund(player.orderSn);
    const down = watched({
      before: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.2:443');
      },
    });
    expect(await submitDueRefunds(t.deps, down.providerOf)).toEqual({ submitted: 0, failed: 1 });
    const failed = await requestOf(player.orderSn);
    expect(failed).toMatchObject({ attempts: 1, submittedAt: null, lastError: 'connect ECONNREFUSED 10.0.0.2:443' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime() + refundBackoffMs(1) - 1000);
    expect((await sandboxRow(t.database.db, player.paymentId))!.status).toBe('succeeded');

    // Not due again before its backoff.
    const up = watched({});
    expect(await submitDueRefunds(t.deps, up.providerOf)).toEqual({ submitted: 0, failed: 0 });
    expect(up.calls).toEqual([]);
    expect(await submitDueRefunds(later(refundBackoffMs(1) + 1000), up.providerOf)).toEqual({ submitted: 1, failed: 0 });
    expect(await requestOf(player.orderSn)).toMatchObject({ attempts: 2, lastError: null });
    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, player.orderSn)).status).toBe('refunded');
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    await expectLedgerClean(t.database.db);
  });

  it('a retry after the provider answered (the answer lost with its process) refunds once', async () => {
    const player = await paidDeposit('4000');
    await refund(player.orderSn);
    let answered!: () => void;
    const answeredOnce = new Promise<void>((resolve) => (answered = resolve));
    const dying = watched({
      after: async () => {
        answered();
        await new Promise(() => {});
      },
    });
    void submitDueRefunds(t.deps, dying.providerOf);
    await answeredOnce;
    expect((await sandboxRow(t.database.db, player.paymentId))!.status).toBe('refunded');
    expect(await refundNotices(player.paymentId)).toHaveLength(1);
    expect(await requestOf(player.orderSn)).toMatchObject({ attempts: 1, submittedAt: null });

    // Within the lease nobody takes it; after the lease another process asks again with the same key.
    const survivor = watched({});
    expect(await submitDueRefunds(t.deps, survivor.providerOf)).toEqual({ submitted: 0, failed: 0 });
    expect(await submitDueRefunds(later(t.deps.config.outboxLeaseMs + 1000), survivor.providerOf)).toEqual({ submitted: 1, failed: 0 });
    expect(survivor.calls).toEqual([`refund:${player.orderSn}`]);
    expect(dying.calls).toEqual([`refund:${player.orderSn}`]);
    // The provider refunded once and queued one confirmation; the order is refunded once.
    expect(await refundNotices(player.paymentId)).toHaveLength(1);
    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, player.orderSn)).status).toBe('refunded');
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    await expectLedgerClean(t.database.db);
  });

  it('one refund request per order: the order number is its key', async () => {
    const player = await paidDeposit('1000');
    await refund(player.orderSn);
    const row = await orderRow(t.database.db, player.orderSn);
    await expect(t.database.db.insert(refundRequests).values({ orderSn: player.orderSn, orderId: row.id })).rejects.toThrow();
    expect(await t.database.db.select().from(refundRequests).where(eq(refundRequests.orderSn, player.orderSn))).toHaveLength(1);
    await submitDueRefunds(t.deps);
    await deliverSandboxNotifications(t.deps);
  });
});
