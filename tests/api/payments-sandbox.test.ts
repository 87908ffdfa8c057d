// The sandbox provider end to end: checkout page → pay/cancel → signed notification through the
// real callback route → order paid and the wallet credited exactly once. Forged, tampered, stale,
// replayed and concurrent notifications; redelivery; expired orders paid late; refunds.
import { randomBytes } from 'node:crypto';
import { eq, sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { ledgerHolds, letters, providerEvents } from '../../server/db/schema.ts';
import { AMOUNT_PREFIX } from '../../server/modules/letters/write-letter.ts';
import { formatAmount } from '../../shared/money/amount.fns.ts';
import { houseAccount, transfer, walletOf } from '../../server/ledger/ledger.ts';
import { deliverSandboxNotifications, expireUnpaidOrders } from '../../server/modules/payments/payment.jobs.ts';
import { startRefund } from '../../server/modules/payments/refunds.ts';
import { submitDueRefunds } from '../../server/modules/payments/refund-submission.ts';
import { RETRY_DELAYS_MS } from '../../server/modules/payments/sandbox/notification-courier.ts';
import { signatureHeader } from '../../server/modules/payments/sandbox/signature.fns.ts';
import { sandboxPspOf } from '../../server/modules/payments/sandbox/sandbox-psp.ts';
import { databases } from './support/databases.ts';
import { countStatements } from './support/statements.ts';
import { balanceText, bindCard, newPlayer, TEST_PSP_SANDBOX_SECRET, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import {
  CALLBACK,
  checkoutAction,
  checkoutPath,
  CNY,
  depositTransfers,
  JPY,
  orderRow,
  payList,
  placeOrder,
  postNotification,
  signedNotification,
  startPaymentsApp,
  type PaymentsApp,
} from './payments-fixtures.ts';

const SECRET = TEST_PSP_SANDBOX_SECRET;

async function eventCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(providerEvents);
  return row!.n;
}

describe.each(databases)('sandbox payment provider on %s', (kind) => {
  let t: PaymentsApp;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A player with a card and a pending JPY order; answers the order and its sandbox payment id. */
  async function pendingOrder(amount = '5000', channelCode = JPY, locale?: string) {
    const player = await newPlayer(t.app);
    const card = await bindCard(t.database.db, player.userId);
    const record = await placeOrder(t.app, player.token, { channelCode, amount, bankCardId: card }, locale);
    const paymentId = checkoutPath(record.payUrl).split('/').pop()!;
    return { player, record, paymentId };
  }

  async function paidOrder(amount = '5000') {
    const placed = await pendingOrder(amount);
    const pay = await checkoutAction(t.app, placed.record.payUrl, 'pay');
    expect(pay.statusCode, pay.body).toBe(303);
    expect((await orderRow(t.database.db, placed.record.orderSn)).status).toBe('paid');
    return placed;
  }

  function notificationFor(placed: { record: { orderSn: string; amount: string }; paymentId: string }, fields: Record<string, string> = {}, signedAt = t.clock.now()) {
    return signedNotification(
      SECRET,
      { paymentId: placed.paymentId, merchantOrderSn: placed.record.orderSn, amount: placed.record.amount, currency: 'JPY', ...fields },
      signedAt,
    );
  }

  describe('checkout → pay → notification → credit', () => {
    it('runs the whole flow through HTTP and credits the wallet once', async () => {
      const { player, record, paymentId } = await pendingOrder('5000');
      expect(await balanceText(t.app, player.token)).toBe('0.0000');

      const page = await t.app.inject({ method: 'GET', url: `${checkoutPath(record.payUrl)}?lang=ja-JP` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="ja">');
      expect(page.body).toContain(record.orderSn);
      expect(page.body).toContain('5,000 JPY');
      expect(page.body).toContain('>支払う</button>');
      expect(page.body).toContain('>キャンセルする</button>');

      const sent = t.deliveries.length;
      const pay = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(`http://wallet.test/user/finance/deposit?orderSn=${record.orderSn}`);

      // One signed notification went to our callback, and it was acknowledged.
      const delivery = t.deliveries[sent]!;
      expect(t.deliveries).toHaveLength(sent + 1);
      expect(delivery.url).toBe('http://wallet.test/v2/callbacks/psp/sandbox');
      expect(delivery.headers['sandbox-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(JSON.parse(delivery.body)).toMatchObject({
        type: 'payment.succeeded',
        paymentId,
        merchantOrderSn: record.orderSn,
        amount: '5000.0000',
        currency: 'JPY',
        occurredAt: t.clock.now().toISOString(),
      });
      expect(await sandboxPspOf(t.deps).courier.pending()).toBe(0);

      const row = await orderRow(t.database.db, record.orderSn);
      expect(row).toMatchObject({ status: 'paid', paidAt: t.clock.now() });
      expect(await balanceText(t.app, player.token)).toBe('5000.0000');
      expect(await depositTransfers(t.database.db, paymentId)).toHaveLength(1);
      const listed = await payList(t.app, player.token, {});
      expect(listed.json().data.list[0]).toMatchObject({ orderSn: record.orderSn, status: 'paid', paidAt: t.clock.now().toISOString() });

      // A second click changes nothing and sends nothing.
      const again = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(again.statusCode).toBe(303);
      expect(t.deliveries).toHaveLength(sent + 1);
      expect(await balanceText(t.app, player.token)).toBe('5000.0000');

      const done = await t.app.inject({ method: 'GET', url: `${checkoutPath(record.payUrl)}?lang=en-US` });
      expect(done.body).toContain('This payment is complete.');
      expect(done.body).not.toContain('<button');
      await expectLedgerClean(t.database.db);
    });

    it('credits CNY orders at 20 coins a yuan and returns the payer to their language', async () => {
      const { player, record } = await pendingOrder('100', CNY, 'vi-VN');
      const page = await t.app.inject({ method: 'GET', url: checkoutPath(record.payUrl), headers: { 'accept-language': 'vi-VN' } });
      expect(page.body).toContain('<html lang="vi">');
      expect(page.body).toContain('100 CNY');
      const pay = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(pay.headers.location).toBe(`http://wallet.test/vi-VN/user/finance/deposit?orderSn=${record.orderSn}`);
      expect(await balanceText(t.app, player.token)).toBe('2000.0000');
    });

    it('cancels: the order is cancelled, nothing is credited, and the payment cannot be paid afterwards', async () => {
      const { player, record } = await pendingOrder('3000');
      const cancel = await checkoutAction(t.app, record.payUrl, 'cancel');
      expect(cancel.statusCode).toBe(303);
      expect(cancel.headers.location).toBe(`http://wallet.test/user/finance/deposit?orderSn=${record.orderSn}`);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('cancelled');
      const pay = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(pay.statusCode).toBe(409);
      expect(pay.body).toContain('このお支払いはキャンセルされました。');
      expect(await balanceText(t.app, player.token)).toBe('0.0000');
      expect((await payList(t.app, player.token, { status: 'cancelled' })).json().data.total).toBe(1);
    });

    it('answers 404 for an unknown payment', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/sandbox/psp/checkout/sbp_nope?lang=en-US' });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This payment could not be found.');
      expect((await checkoutAction(t.app, '/sandbox/psp/checkout/sbp_nope', 'pay')).statusCode).toBe(404);
    });
  });

  describe('the callback', () => {
    it('credits once however often the same notification is replayed', async () => {
      const { player, record, paymentId } = await paidOrder('6000');
      const delivered = t.deliveries.at(-1)!;
      for (let i = 0; i < 3; i += 1) {
        const res = await postNotification(t.app, delivered.body, delivered.headers['sandbox-signature']!);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.outcome).toBe('duplicate-event');
      }
      // New event ids for the same payment are acknowledged as already credited.
      const fresh = notificationFor({ record, paymentId });
      const res = await postNotification(t.app, fresh.body, fresh.signature);
      expect(res.json().data.outcome).toBe('already-credited');
      expect(await balanceText(t.app, player.token)).toBe('6000.0000');
      expect(await depositTransfers(t.database.db, paymentId)).toHaveLength(1);
    });

    it('credits in one statement, and its letter is written as every letter is written', async () => {
      const { player, record, paymentId } = await pendingOrder('6500');
      const note = notificationFor({ record, paymentId });
      const { statements, result: res } = await countStatements(() => postNotification(t.app, note.body, note.signature));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.outcome).toBe('credited');
      // The event recorded, the order locked, the credit, the order paid and the letter: one round trip.
      if (kind === 'postgres') expect(statements).toBe(1);
      const order = await orderRow(t.database.db, record.orderSn);
      expect(order.status).toBe('paid');
      expect(order.paidAt).toEqual(t.clock.now());
      const mine = await t.database.db.select().from(letters).where(eq(letters.userId, player.userId));
      expect(mine.map((l) => ({ key: l.templateKey, params: l.params, at: l.createdAt }))).toEqual([
        { key: 'depositCredited', params: { orderSn: record.orderSn, amount: `${AMOUNT_PREFIX}${formatAmount(order.coins)}` }, at: t.clock.now() },
      ]);
      expect(await balanceText(t.app, player.token)).toBe('6500.0000');
      await expectLedgerClean(t.database.db);
    });

    it('credits once when ten notifications (same and different event ids) arrive at the same time', async () => {
      const { player, record, paymentId } = await pendingOrder('7000');
      const same = notificationFor({ record, paymentId });
      const notes = [
        ...Array.from({ length: 5 }, () => same),
        ...Array.from({ length: 5 }, () => notificationFor({ record, paymentId })),
      ];
      const answers = await Promise.all(notes.map((n) => postNotification(t.app, n.body, n.signature)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const outcomes = answers.map((a) => a.json().data.outcome).sort();
      expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'duplicate-event')).toHaveLength(4);
      expect(outcomes.filter((o) => o === 'already-credited')).toHaveLength(5);
      expect(await balanceText(t.app, player.token)).toBe('7000.0000');
      expect(await depositTransfers(t.database.db, paymentId)).toHaveLength(1);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
      await expectLedgerClean(t.database.db);
    });

    it('refuses forged, tampered and unsigned notifications with 401 and changes nothing', async () => {
      const { player, record, paymentId } = await pendingOrder('8000');
      const events = await eventCount(t.database.db);

      const forged = signedNotification('not-the-secret', { paymentId, merchantOrderSn: record.orderSn, amount: record.amount, currency: 'JPY' }, t.clock.now());
      const genuine = notificationFor({ record, paymentId });
      const tampered = genuine.body.replace('"8000.0000"', '"80000.0000"');
      expect(tampered).not.toBe(genuine.body);

      for (const [body, signature] of [
        [forged.body, forged.signature],
        [tampered, genuine.signature],
        [genuine.body, null],
        [genuine.body, 'garbage'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: CALLBACK,
          headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(signature ? { 'sandbox-signature': signature } : {}) },
          payload: body,
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: 'WEBHOOK_SIGNATURE_INVALID', msg: "The notification's signature is invalid." });
      }
      expect(await eventCount(t.database.db)).toBe(events);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('pending');
      expect(await balanceText(t.app, player.token)).toBe('0.0000');
    });

    it('refuses a notification signed more than five minutes away from our clock', async () => {
      const { player, record, paymentId } = await pendingOrder('8000');
      const old = notificationFor({ record, paymentId }, {}, new Date(t.clock.now().getTime() - 301_000));
      const res = await postNotification(t.app, old.body, old.signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('WEBHOOK_STALE');
      const future = notificationFor({ record, paymentId }, {}, new Date(t.clock.now().getTime() + 301_000));
      expect((await postNotification(t.app, future.body, future.signature)).statusCode).toBe(400);
      const recent = notificationFor({ record, paymentId }, {}, new Date(t.clock.now().getTime() - 299_000));
      expect((await postNotification(t.app, recent.body, recent.signature)).statusCode).toBe(200);
      expect(await balanceText(t.app, player.token)).toBe('8000.0000');
    });

    it('refuses a signed notification whose amount, currency or order differs from the order (400), and unreadable ones', async () => {
      const { player, record, paymentId } = await pendingOrder('9000');
      for (const fields of [{ amount: '9000.0001' }, { amount: '90000' }, { currency: 'CNY' }, { merchantOrderSn: 'D000000000000000000' }, { amount: 'lots' }] as Record<string, string>[]) {
        const note = notificationFor({ record, paymentId }, fields);
        const res = await postNotification(t.app, note.body, note.signature);
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      }
      // Signed but unreadable.
      const unreadable = '{"eventId": 1}';
      expect((await postNotification(t.app, unreadable, signatureHeader(SECRET, unreadable, t.clock.now()))).statusCode).toBe(400);
      expect((await postNotification(t.app, 'not json', signatureHeader(SECRET, 'not json', t.clock.now()))).statusCode).toBe(400);
      // A mismatch is not remembered as handled: the genuine notification still credits.
      const genuine = notificationFor({ record, paymentId });
      expect((await postNotification(t.app, genuine.body, genuine.signature)).json().data.outcome).toBe('credited');
      expect(await balanceText(t.app, player.token)).toBe('9000.0000');
    });

    it('answers 404 for an unknown provider or payment, and refuses bodies that are not JSON', async () => {
      const note = signedNotification(SECRET, { paymentId: 'sbp_unknown', merchantOrderSn: 'D1', amount: '1', currency: 'JPY' }, t.clock.now());
      expect((await postNotification(t.app, note.body, note.signature)).json().error).toBe('ORDER_NOT_FOUND');
      expect((await postNotification(t.app, note.body, note.signature, '/v2/callbacks/psp/acme')).statusCode).toBe(404);
      const form = await t.app.inject({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
      expect(form.statusCode).toBe(415);
    });
  });

  describe('late and failed notifications', () => {
    it('credits an order that had expired when the provider reports it paid (the money arrived)', async () => {
      const { player, record, paymentId } = await pendingOrder('2500');
      t.clock.advance(31 * 60_000);
      await expireUnpaidOrders(t.deps);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('expired');
      const note = notificationFor({ record, paymentId });
      const res = await postNotification(t.app, note.body, note.signature);
      expect(res.json().data.outcome).toBe('credited');
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
      expect(await balanceText(t.app, player.token)).toBe('2500.0000');
      // The expiry notice that follows changes nothing.
      const expiredNote = notificationFor({ record, paymentId }, { type: 'payment.expired' });
      expect((await postNotification(t.app, expiredNote.body, expiredNote.signature)).json().data.outcome).toBe('unchanged');
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
    });

    it('redelivers after network failures and error answers, with growing pauses', async () => {
      const { player, record } = await pendingOrder('1500');
      // Earlier expiries queued notices of their own: out of the way first.
      await deliverSandboxNotifications(t.deps);
      t.failures.push(new Error('connection refused'), 503);
      const sent = t.deliveries.length;
      const pay = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(pay.statusCode).toBe(303);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('pending');
      const courier = sandboxPspOf(t.deps).courier;
      expect(await courier.pending()).toBe(1);

      // Not due before its pause.
      expect(await deliverSandboxNotifications(t.deps)).toEqual({ delivered: 0, retrying: 0, abandoned: 0 });
      t.clock.advance(RETRY_DELAYS_MS[0]!);
      expect(await deliverSandboxNotifications(t.deps)).toEqual({ delivered: 0, retrying: 1, abandoned: 0 });
      t.clock.advance(RETRY_DELAYS_MS[1]! - 1);
      expect(await deliverSandboxNotifications(t.deps)).toEqual({ delivered: 0, retrying: 0, abandoned: 0 });
      t.clock.advance(1);
      expect(await deliverSandboxNotifications(t.deps)).toEqual({ delivered: 1, retrying: 0, abandoned: 0 });
      expect(t.deliveries.length - sent).toBe(3);
      // Each try is signed afresh.
      expect(t.deliveries.at(-1)!.headers['sandbox-signature']).not.toBe(t.deliveries[sent]!.headers['sandbox-signature']);
      expect(await courier.pending()).toBe(0);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
      expect(await balanceText(t.app, player.token)).toBe('1500.0000');
    });

    it('gives a notification up after the last retry', async () => {
      const { record } = await pendingOrder('1200');
      await deliverSandboxNotifications(t.deps);
      t.failures.push(...Array.from({ length: RETRY_DELAYS_MS.length + 1 }, () => 500));
      await checkoutAction(t.app, record.payUrl, 'cancel');
      const courier = sandboxPspOf(t.deps).courier;
      for (const pause of RETRY_DELAYS_MS) {
        t.clock.advance(pause);
        await deliverSandboxNotifications(t.deps);
      }
      expect(await courier.pending()).toBe(0);
      expect(t.failures).toEqual([]);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('pending');
    });
  });

  describe('refunds', () => {
    it('holds the coins, waits for the provider, then completes: refunding → refunded', async () => {
      const { player, record, paymentId } = await paidOrder('4000');
      expect(await balanceText(t.app, player.token)).toBe('4000.0000');

      const refunding = await t.database.db.transaction((tx) => startRefund(tx as unknown as Db, t.deps, record.orderSn, 'en-US'));
      expect(refunding).toMatchObject({ orderSn: record.orderSn, status: 'refunding', channelName: 'Bank transfer (JPY, sandbox)' });
      expect(await balanceText(t.app, player.token)).toBe('0.0000');
      expect((await payList(t.app, player.token, {})).json().data.list[0].status).toBe('refunding');
      const [hold] = await t.database.db.select().from(ledgerHolds).where(eq(ledgerHolds.reference, `refund:${record.orderSn}`));
      expect(hold).toMatchObject({ status: 'pending', amount: 4000_0000n });

      const sent = t.deliveries.length;
      // Nothing is asked of the provider inside the refund: the job `refunds:submit` does it after the commit.
      expect(await deliverSandboxNotifications(t.deps)).toMatchObject({ delivered: 0 });
      expect(await submitDueRefunds(t.deps)).toEqual({ submitted: 1, failed: 0 });
      expect(await deliverSandboxNotifications(t.deps)).toMatchObject({ delivered: 1 });
      expect(JSON.parse(t.deliveries[sent]!.body)).toMatchObject({ type: 'refund.succeeded', paymentId, amount: '4000.0000' });
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('refunded');
      const [posted] = await t.database.db.select().from(ledgerHolds).where(eq(ledgerHolds.reference, `refund:${record.orderSn}`));
      expect(posted!.status).toBe('posted');
      expect(await balanceText(t.app, player.token)).toBe('0.0000');

      // Replayed confirmation: nothing more.
      const replay = t.deliveries[sent]!;
      expect((await postNotification(t.app, replay.body, replay.headers['sandbox-signature']!)).json().data.outcome).toBe('duplicate-event');
      const page = await t.app.inject({ method: 'GET', url: `${checkoutPath(record.payUrl)}?lang=en-US` });
      expect(page.body).toContain('This payment was refunded.');
      await expectLedgerClean(t.database.db);
    });

    it('refuses to refund an order that is not paid, and twice', async () => {
      const { record } = await pendingOrder('3000');
      await expect(t.database.db.transaction((tx) => startRefund(tx as unknown as Db, t.deps, record.orderSn))).rejects.toMatchObject({ errorKey: 'REFUND_NOT_ALLOWED' });
      await expect(t.database.db.transaction((tx) => startRefund(tx as unknown as Db, t.deps, 'D000'))).rejects.toMatchObject({ errorKey: 'ORDER_NOT_FOUND' });
      const paid = await paidOrder('3000');
      await t.database.db.transaction((tx) => startRefund(tx as unknown as Db, t.deps, paid.record.orderSn));
      await expect(t.database.db.transaction((tx) => startRefund(tx as unknown as Db, t.deps, paid.record.orderSn))).rejects.toMatchObject({ errorKey: 'REFUND_NOT_ALLOWED' });
      await submitDueRefunds(t.deps);
      await deliverSandboxNotifications(t.deps);
      await expectLedgerClean(t.database.db);
    });

    it('never confirms a refund whose transaction rolled back', async () => {
      const { player, record, paymentId } = await paidOrder('1800');
      await deliverSandboxNotifications(t.deps);
      const courier = sandboxPspOf(t.deps).courier;
      const queued = await courier.pending();
      await expect(
        t.database.db.transaction(async (tx) => {
          await startRefund(tx as unknown as Db, t.deps, record.orderSn);
          throw new Error('operator call failed after the refund started');
        }),
      ).rejects.toThrow('operator call failed');
      // The refund request went with the rolled-back transaction: the job has nothing to ask the provider.
      expect(await submitDueRefunds(t.deps)).toEqual({ submitted: 0, failed: 0 });
      expect(await courier.pending()).toBe(queued);
      const sent = t.deliveries.length;
      for (const pause of [0, ...RETRY_DELAYS_MS]) {
        t.clock.advance(pause);
        await deliverSandboxNotifications(t.deps);
      }
      // Never sent: nothing was queued, and the sandbox's books say the payment was not refunded.
      expect(t.deliveries.length).toBe(sent);
      expect(await courier.pending()).toBe(0);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
      const sandbox = await t.database.db.execute(sql`select status from sandbox_psp_payments where id = ${paymentId}`);
      expect((sandbox as unknown as { rows: { status: string }[] }).rows[0]!.status).toBe('succeeded');
      expect(await balanceText(t.app, player.token)).toBe('1800.0000');
    });

    it('refuses when the coins were already spent (INSUFFICIENT_FUNDS) and leaves the order paid', async () => {
      const { player, record, paymentId } = await paidOrder('2000');
      const db = t.database.db;
      const wallet = await walletOf(db, player.userId);
      await transfer(db, { from: wallet.id, to: (await houseAccount(db)).id, amount: 1500_0000n, kind: 'test_spend', reference: `spend:${randomBytes(4).toString('hex')}` });
      await expect(db.transaction((tx) => startRefund(tx as unknown as Db, t.deps, record.orderSn))).rejects.toMatchObject({ errorKey: 'INSUFFICIENT_FUNDS' });
      expect((await orderRow(db, record.orderSn)).status).toBe('paid');
      const sandbox = await db.execute(sql`select status from sandbox_psp_payments where id = ${paymentId}`);
      expect((sandbox as unknown as { rows: { status: string }[] }).rows[0]!.status).toBe('succeeded');
      expect(await balanceText(t.app, player.token)).toBe('500.0000');
      await expectLedgerClean(db);
    });
  });

  it('answers the JPY resource: accepted banks and instructions in the caller’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/psp/resources/jpy', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ provider: 'sandbox', currency: 'JPY', creditWithinMinutes: 10 });
    expect(body.banks.map((b: { code: string }) => b.code)).toContain('0001');
    expect(body.instructions).toMatch(/^Transfer exactly the order amount/);
    const ja = await t.app.inject({ method: 'GET', url: '/sandbox/psp/resources/jpy?lang=ja-JP' });
    expect(ja.json().instructions).toMatch(/^下記のいずれかの銀行/);
  });
});

describe.each(databases)('sandbox payment provider without PUBLIC_URL on %s', (kind) => {
  it('hands out paths and notifies in-process through the same callback route', async () => {
    const t = await startPaymentsApp(kind, { config: { publicUrl: null }, realSender: true });
    try {
      const player: Player = await newPlayer(t.app);
      const card = await bindCard(t.database.db, player.userId);
      const record = await placeOrder(t.app, player.token, { channelCode: JPY, amount: '5000', bankCardId: card }, 'en-US');
      expect(record.payUrl).toMatch(/^\/sandbox\/psp\/checkout\/sbp_[0-9a-f]{24}\?lang=en-US$/);
      const channels = await t.app.inject({ method: 'POST', url: '/v2/app/pay/query', headers: { token: player.token }, payload: {} });
      expect(channels.json().data.channels[0].resourceUrl).toBe('/sandbox/psp/resources/jpy');
      const pay = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(pay.headers.location).toBe(`/en-US/user/finance/deposit?orderSn=${record.orderSn}`);
      expect(await balanceText(t.app, player.token)).toBe('5000.0000');
    } finally {
      await t.close();
    }
  });

  it('notifies over real HTTP when PUBLIC_URL names a listening server', async () => {
    const t = await startPaymentsApp(kind, { realSender: true });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      t.config.publicUrl = `http://127.0.0.1:${address.port}`;
      const player = await newPlayer(t.app);
      const card = await bindCard(t.database.db, player.userId);
      const record = await placeOrder(t.app, player.token, { channelCode: JPY, amount: '3000', bankCardId: card });
      expect(record.payUrl.startsWith(`${t.config.publicUrl}/sandbox/psp/checkout/`)).toBe(true);
      const page = await fetch(record.payUrl);
      expect(page.status).toBe(200);
      const pay = await fetch(`${t.config.publicUrl}${checkoutPath(record.payUrl)}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(pay.status).toBe(303);
      expect(await balanceText(t.app, player.token)).toBe('3000.0000');
    } finally {
      await t.close();
    }
  });

  it('has no sandbox and no sandbox channels when SANDBOX is off', async () => {
    const t = await startPaymentsApp(kind, { config: { sandbox: false } });
    try {
      const player = await newPlayer(t.app);
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/psp/resources/jpy' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/psp/checkout/sbp_x' })).statusCode).toBe(404);
      const channels = await t.app.inject({ method: 'POST', url: '/v2/app/pay/query', headers: { token: player.token }, payload: {} });
      expect(channels.json().data.channels).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/app/pay/order',
        headers: { token: player.token, 'idempotency-key': 'k1' },
        payload: { channelCode: JPY, amount: '5000' },
      });
      expect(res.json().error).toBe('CHANNEL_UNKNOWN');
    } finally {
      await t.close();
    }
  });
});
