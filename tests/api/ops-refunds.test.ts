// ops/payment/refund: an operator refunds a paid deposit through the payments module's refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { calls } from '../../src/contracts/index.ts';
import { deliverSandboxNotifications } from '../../server/modules/payments/payment.jobs.ts';
import { submitDueRefunds } from '../../server/modules/payments/refund-submission.ts';
import { auditRowsOf } from './support/audit.ts';
import { databases } from './support/databases.ts';
import { balanceText, bindCard, newPlayer, opsCall, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { checkoutAction, JPY, orderRow, placeOrder, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';

const refund = calls.opsPaymentRefund.path;

describe.each(databases)('operator refunds on %s', (kind) => {
  let t: PaymentsApp;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A player whose deposit of `amount` yen went through the sandbox checkout. */
  async function paidDeposit(amount = '5000'): Promise<Player & { orderSn: string }> {
    const player = await newPlayer(t.app);
    const cardId = await bindCard(t.database.db, player.userId);
    const record = await placeOrder(t.app, player.token, { channelCode: JPY, amount, bankCardId: cardId });
    const paid = await checkoutAction(t.app, record.payUrl, 'pay');
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, record.orderSn)).status).toBe('paid');
    return { ...player, orderSn: record.orderSn };
  }

  it('holds the coins and starts the refund; the provider’s confirmation completes it', async () => {
    const player = await paidDeposit('5000');
    expect(await balanceText(t.app, player.token)).toBe('5000.0000');
    const key = randomUUID();
    const res = await opsCall(t.app, refund, { orderSn: player.orderSn }, { key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderSn: player.orderSn, status: 'refunding', amount: '5000.0000', coins: '5000.0000', currency: 'JPY' });
    expect(await balanceText(t.app, player.token)).toBe('0.0000');

    const again = await opsCall(t.app, refund, { orderSn: player.orderSn }, { key });
    expect(again.json().data).toEqual(res.json().data);
    const second = await opsCall(t.app, refund, { orderSn: player.orderSn });
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toBe('REFUND_NOT_ALLOWED');
    // One row for the refund (the keyed retry replayed it), one for the refused second refund.
    const audit = await auditRowsOf(t.database.db, 'payment', player.orderSn);
    expect(audit).toMatchObject([
      { action: 'payment.refund', result: 'ok', operatorName: 'test-operator', idempotencyKey: key, before: { status: 'paid' }, after: { status: 'refunding' } },
      { action: 'payment.refund', result: 'denied', errorKey: 'REFUND_NOT_ALLOWED', before: null, after: null },
    ]);

    // The job `refunds:submit` asks the provider after the commit; its confirmation completes the refund.
    expect(await submitDueRefunds(t.deps)).toEqual({ submitted: 1, failed: 0 });
    await deliverSandboxNotifications(t.deps);
    expect((await orderRow(t.database.db, player.orderSn)).status).toBe('refunded');
    expect(await balanceText(t.app, player.token)).toBe('0.0000');
    await expectLedgerClean(t.database.db);
  });

  it('refuses an unknown order, an unpaid one, and one whose coins are spent', async () => {
    const unknown = await opsCall(t.app, refund, { orderSn: 'D209901010000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ORDER_NOT_FOUND');

    const player = await newPlayer(t.app);
    const cardId = await bindCard(t.database.db, player.userId);
    const pending = await placeOrder(t.app, player.token, { channelCode: JPY, amount: '3000', bankCardId: cardId });
    const unpaid = await opsCall(t.app, refund, { orderSn: pending.orderSn });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().error).toBe('REFUND_NOT_ALLOWED');

    const spender = await paidDeposit('2000');
    const spent = await opsCall(t.app, calls.opsAdjustmentCreate.path, { account: spender.account, amount: '-1500', reason: 'Spent in a game' });
    expect(spent.json().data.status).toBe('success');
    const short = await opsCall(t.app, refund, { orderSn: spender.orderSn });
    expect(short.statusCode).toBe(422);
    expect(short.json().error).toBe('INSUFFICIENT_FUNDS');
    expect((await orderRow(t.database.db, spender.orderSn)).status).toBe('paid');
    expect(await balanceText(t.app, spender.token)).toBe('500.0000');
    await expectLedgerClean(t.database.db);
  });
});
