// pay/query, pay/order and pay/list: channels, order rules, bad amounts, idempotency, listing,
// crypto deposits in the list, expiry.
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { cryptoDeposits, paymentOrders, sandboxPspPayments } from '../../server/db/schema.ts';
import { expireUnpaidOrders } from '../../server/modules/payments/payment.jobs.ts';
import { call } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import { bindCard, newPlayer, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import {
  checkoutAction,
  checkoutPath,
  CNY,
  JPY,
  order,
  orderRow,
  payList,
  placeOrder,
  sandboxRow,
  startPaymentsApp,
  type PaymentsApp,
} from './payments-fixtures.ts';

async function ordersOf(t: PaymentsApp, userId: number) {
  return t.database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
}

describe.each(bothDatabases)('deposits (pay/*) on %s', (kind) => {
  let t: PaymentsApp;
  let player: Player;
  let cardId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    player = await newPlayer(t.app);
    cardId = await bindCard(t.database.db, player.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('pay/query', () => {
    it('lists the channels with localized names, limits, rate, resource and the ten-minute credit', async () => {
      const res = await call(t.app, calls.payQuery.path, {}, { token: player.token, locale: 'en-US' });
      expect(res.statusCode, res.body).toBe(200);
      const { channels, creditWithinMinutes } = res.json().data;
      expect(creditWithinMinutes).toBe(10);
      expect(channels).toEqual([
        {
          code: JPY,
          name: 'Bank transfer (JPY, sandbox)',
          provider: 'sandbox',
          currency: 'JPY',
          rate: '1.0000',
          min: '1000.0000',
          max: '1000000.0000',
          needsBankCard: true,
          resourceUrl: 'http://wallet.test/sandbox/psp/resources/jpy',
        },
        {
          code: CNY,
          name: 'Bank transfer (CNY, sandbox)',
          provider: 'sandbox',
          currency: 'CNY',
          rate: '20.0000',
          min: '50.0000',
          max: '50000.0000',
          needsBankCard: true,
          resourceUrl: null,
        },
      ]);
    });

    it('names channels in the caller’s language, Japanese by default', async () => {
      const ja = await call(t.app, calls.payQuery.path, {}, { token: player.token });
      expect(ja.json().data.channels[0].name).toBe('銀行振込（JPY・サンドボックス）');
      const zh = await call(t.app, calls.payQuery.path, {}, { token: player.token, locale: 'zh-CN' });
      expect(zh.json().data.channels[1].name).toBe('银行转账（人民币·沙盒）');
    });

    it('needs a session', async () => {
      const res = await call(t.app, calls.payQuery.path, {});
      expect(res.statusCode).toBe(401);
    });
  });

  describe('pay/order', () => {
    it('creates a pending order with the sandbox payment and answers where to pay', async () => {
      const record = await placeOrder(t.app, player.token, { channelCode: JPY, amount: '5000', bankCardId: cardId });
      expect(record).toMatchObject({
        channelCode: JPY,
        channelName: '銀行振込（JPY・サンドボックス）',
        currency: 'JPY',
        amount: '5000.0000',
        coins: '5000.0000',
        status: 'pending',
        network: null,
        address: null,
        confirmations: null,
        confirmationsRequired: null,
        createdAt: '2026-03-01T10:00:00.000Z',
        paidAt: null,
        expiresAt: '2026-03-01T10:30:00.000Z',
      });
      expect(record.orderSn).toMatch(/^D20260301\d{10}$/);
      expect(record.payUrl).toMatch(/^http:\/\/wallet\.test\/sandbox\/psp\/checkout\/sbp_[0-9a-f]{24}\?lang=ja-JP$/);

      const row = await orderRow(t.database.db, record.orderSn);
      expect(row).toMatchObject({ userId: player.userId, provider: 'sandbox', amount: 5000_0000n, coins: 5000_0000n, bankCardId: cardId, status: 'pending' });
      const paymentId = checkoutPath(record.payUrl).split('/').pop()!;
      expect(row.providerRef).toBe(paymentId);
      expect(await sandboxRow(t.database.db, paymentId)).toMatchObject({
        merchantOrderSn: record.orderSn,
        amount: '5000.0000',
        currency: 'JPY',
        status: 'open',
        notifyUrl: 'http://wallet.test/v2/callbacks/psp/sandbox',
        returnUrl: `http://wallet.test/user/finance/deposit?orderSn=${record.orderSn}`,
        expiresAt: new Date('2026-03-01T10:30:00.000Z'),
      });
    });

    it('converts CNY at 20 coins a yuan, exactly, and returns a non-Japanese payer to their language', async () => {
      const record = await placeOrder(t.app, player.token, { channelCode: CNY, amount: '123.4567', bankCardId: cardId }, 'zh-CN');
      expect(record).toMatchObject({ amount: '123.4567', coins: '2469.1340', currency: 'CNY' });
      expect(record.payUrl).toMatch(/\?lang=zh-CN$/);
      const row = await orderRow(t.database.db, record.orderSn);
      expect(row.coins).toBe(2469_1340n);
      const sandbox = await sandboxRow(t.database.db, row.providerRef!);
      expect(sandbox?.returnUrl).toBe(`http://wallet.test/zh-CN/user/finance/deposit?orderSn=${record.orderSn}`);
    });

    it('refuses an unknown channel', async () => {
      const res = await order(t.app, player.token, { channelCode: 'nope', amount: '5000', bankCardId: cardId }, { locale: 'en-US' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'CHANNEL_UNKNOWN', msg: 'This payment method is not available.' });
    });

    it('refuses amounts outside the channel’s limits, naming them in the caller’s language', async () => {
      const low = await order(t.app, player.token, { channelCode: JPY, amount: '999.9999', bankCardId: cardId }, { locale: 'en-US' });
      expect(low.statusCode).toBe(400);
      expect(low.json()).toMatchObject({ error: 'AMOUNT_OUT_OF_RANGE', msg: 'Enter an amount from 1,000 to 1,000,000 JPY.' });
      const high = await order(t.app, player.token, { channelCode: CNY, amount: '50000.0001', bankCardId: cardId });
      expect(high.statusCode).toBe(400);
      expect(high.json()).toMatchObject({ error: 'AMOUNT_OUT_OF_RANGE', msg: '金額は 50〜50,000 CNY の範囲で入力してください。' });
      // Both ends are allowed.
      await placeOrder(t.app, player.token, { channelCode: JPY, amount: '1000', bankCardId: cardId });
      await placeOrder(t.app, player.token, { channelCode: CNY, amount: '50000.0000', bankCardId: cardId });
    });

    it.each([
      ['five decimals', '1000.00001'],
      ['negative', '-1000'],
      ['zero', '0'],
      ['zero with decimals', '0.0000'],
      ['huge', '10000000000000000'],
      ['a number', 1000],
      ['a float', 1000.5],
      ['an exponent', '1e3'],
      ['empty', ''],
      ['a comma', '1,000'],
    ])('refuses an amount that is %s with a localized 400 and creates nothing', async (_name, amount) => {
      const someone = await newPlayer(t.app);
      const card = await bindCard(t.database.db, someone.userId);
      for (const locale of ['en-US', 'ja-JP']) {
        const res = await order(t.app, someone.token, { channelCode: JPY, amount, bankCardId: card }, { locale });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toBe('VALIDATION_FAILED');
        expect(res.json().msg).toBe(
          locale === 'en-US' ? 'Some of the information you entered is not valid. Please check it.' : '入力内容に誤りがあります。ご確認ください。',
        );
        expect(res.json().issues?.[0]?.field).toBe('amount');
      }
      expect(await ordersOf(t, someone.userId)).toEqual([]);
    });

    it('needs a bound card in the player’s own name: "Please bind the bank card first"', async () => {
      const cardless = await newPlayer(t.app);
      const none = await order(t.app, cardless.token, { channelCode: JPY, amount: '5000' }, { locale: 'en-US' });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toMatchObject({ error: 'BANK_CARD_REQUIRED', msg: 'Please bind the bank card first' });

      // Someone else's card is not found (and says nothing about whose it is).
      const ownCard = await bindCard(t.database.db, cardless.userId);
      const others = await order(t.app, cardless.token, { channelCode: JPY, amount: '5000', bankCardId: cardId });
      expect(others.statusCode).toBe(404);
      expect(others.json().error).toBe('BANK_CARD_NOT_FOUND');

      const mismatched = await newPlayer(t.app);
      const wrongName = await bindCard(t.database.db, mismatched.userId, { pinyinName: 'HANAKO SATO' });
      const res = await order(t.app, mismatched.token, { channelCode: JPY, amount: '5000', bankCardId: wrongName });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('NAME_MISMATCH');

      expect(await ordersOf(t, cardless.userId)).toEqual([]);
      expect(await ordersOf(t, mismatched.userId)).toEqual([]);
      await placeOrder(t.app, cardless.token, { channelCode: JPY, amount: '5000', bankCardId: ownCard });
    });

    it('needs an Idempotency-Key, answers a retry with the first order and refuses the key for another body', async () => {
      const someone = await newPlayer(t.app);
      const card = await bindCard(t.database.db, someone.userId);
      const body = { channelCode: JPY, amount: '7000', bankCardId: card };

      const keyless = await order(t.app, someone.token, body, { key: null, locale: 'en-US' });
      expect(keyless.statusCode).toBe(400);
      expect(keyless.json()).toMatchObject({ error: 'IDEMPOTENCY_KEY_REQUIRED', msg: 'This action needs an Idempotency-Key header.' });
      expect(await ordersOf(t, someone.userId)).toEqual([]);

      const key = randomUUID();
      const first = await order(t.app, someone.token, body, { key });
      const again = await order(t.app, someone.token, body, { key });
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(await ordersOf(t, someone.userId)).toHaveLength(1);
      expect(await t.database.db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.merchantOrderSn, first.json().data.orderSn))).toHaveLength(1);

      const other = await order(t.app, someone.token, { ...body, amount: '8000' }, { key });
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await ordersOf(t, someone.userId)).toHaveLength(1);
    });

    it('needs a session', async () => {
      const res = await order(t.app, '', { channelCode: JPY, amount: '5000' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('pay/list', () => {
    it('lists the caller’s orders newest first, paged, with a status filter; others’ orders are invisible', async () => {
      const someone = await newPlayer(t.app);
      const card = await bindCard(t.database.db, someone.userId);
      const made: string[] = [];
      for (const amount of ['1000', '2000', '3000']) {
        made.push((await placeOrder(t.app, someone.token, { channelCode: JPY, amount, bankCardId: card })).orderSn);
        t.clock.advance(1000);
      }
      const page1 = await payList(t.app, someone.token, { pageNum: 1, pageSize: 2 }, 'en-US');
      expect(page1.statusCode, page1.body).toBe(200);
      expect(page1.json().data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
      expect(page1.json().data.list.map((r: { orderSn: string }) => r.orderSn)).toEqual([made[2], made[1]]);
      expect(page1.json().data.list[0]).toMatchObject({ amount: '3000.0000', channelName: 'Bank transfer (JPY, sandbox)', status: 'pending' });
      const page2 = await payList(t.app, someone.token, { pageNum: 2, pageSize: 2 });
      expect(page2.json().data.list.map((r: { orderSn: string }) => r.orderSn)).toEqual([made[0]]);

      const paid = await payList(t.app, someone.token, { status: 'paid' });
      expect(paid.json().data).toMatchObject({ list: [], total: 0 });

      const stranger = await newPlayer(t.app);
      const theirs = await payList(t.app, stranger.token, {});
      expect(theirs.json().data).toMatchObject({ list: [], total: 0 });
    });

    it('shows crypto deposits with their network, address and confirmations', async () => {
      const someone = await newPlayer(t.app);
      const db = t.database.db;
      const [row] = await db
        .insert(paymentOrders)
        .values({
          orderSn: `C${Date.now()}${Math.floor(Math.random() * 1000)}`,
          userId: someone.userId,
          channelCode: 'crypto-usdt-trc20',
          provider: 'chain:TRC20',
          currency: 'USDT',
          amount: 12_500_000n,
          coins: 1875_0000n,
          providerRef: `${randomUUID().replace(/-/g, '')}:0`,
          network: 'TRC20',
          address: 'TXYZexampleaddress',
          createdAt: t.clock.now(),
        })
        .returning();
      await db.insert(cryptoDeposits).values({ network: 'TRC20', txid: row!.providerRef!.split(':')[0]!, logIndex: 0, paymentOrderId: row!.id, blockHeight: 10, confirmations: 3 });
      const res = await payList(t.app, someone.token, {});
      expect(res.json().data.list).toEqual([
        {
          orderSn: row!.orderSn,
          channelCode: 'crypto-usdt-trc20',
          channelName: 'USDT (TRON (TRC20))',
          currency: 'USDT',
          amount: '12.500000',
          coins: '1875.0000',
          status: 'pending',
          network: 'TRC20',
          address: 'TXYZexampleaddress',
          confirmations: 3,
          confirmationsRequired: 19,
          payUrl: null,
          createdAt: t.clock.now().toISOString(),
          paidAt: null,
          expiresAt: null,
        },
      ]);
    });

    it('kind keeps only fiat orders or only crypto deposits, each paged and counted on its own', async () => {
      const someone = await newPlayer(t.app);
      const card = await bindCard(t.database.db, someone.userId);
      const sns = (res: { json: () => { data: { list: { orderSn: string }[] } } }) => res.json().data.list.map((r) => r.orderSn);
      // Interleaved in time: fiat, crypto, fiat, crypto, crypto (newest last).
      const fiat: string[] = [];
      const crypto: string[] = [];
      for (const made of ['fiat', 'crypto', 'fiat', 'crypto', 'crypto'] as const) {
        if (made === 'fiat') fiat.push((await placeOrder(t.app, someone.token, { channelCode: JPY, amount: '1000', bankCardId: card })).orderSn);
        else {
          const [row] = await t.database.db
            .insert(paymentOrders)
            .values({
              orderSn: `C${randomUUID().replace(/-/g, '').slice(0, 20)}`,
              userId: someone.userId,
              channelCode: 'crypto-usdt-trc20',
              provider: 'chain:TRC20',
              currency: 'USDT',
              amount: 10_000_000n,
              coins: 1500_0000n,
              providerRef: `${randomUUID().replace(/-/g, '')}:0`,
              network: 'TRC20',
              address: 'TXYZexampleaddress',
              status: crypto.length === 0 ? 'paid' : 'pending',
              createdAt: t.clock.now(),
            })
            .returning();
          crypto.push(row!.orderSn);
        }
        t.clock.advance(1000);
      }
      const all = await payList(t.app, someone.token, { pageSize: 10 });
      expect(all.json().data.total).toBe(5);

      const cryptoPage1 = await payList(t.app, someone.token, { kind: 'crypto', pageNum: 1, pageSize: 2 });
      expect(cryptoPage1.statusCode, cryptoPage1.body).toBe(200);
      expect(cryptoPage1.json().data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
      expect(sns(cryptoPage1)).toEqual([crypto[2], crypto[1]]);
      expect(cryptoPage1.json().data.list.every((r: { network: string | null }) => r.network === 'TRC20')).toBe(true);
      expect(sns(await payList(t.app, someone.token, { kind: 'crypto', pageNum: 2, pageSize: 2 }))).toEqual([crypto[0]]);

      const fiatList = await payList(t.app, someone.token, { kind: 'fiat' });
      expect(fiatList.json().data.total).toBe(2);
      expect(sns(fiatList)).toEqual([fiat[1], fiat[0]]);
      expect(fiatList.json().data.list.every((r: { network: string | null }) => r.network === null)).toBe(true);

      // With a status too.
      const paidCrypto = await payList(t.app, someone.token, { kind: 'crypto', status: 'paid' });
      expect([paidCrypto.json().data.total, sns(paidCrypto)]).toEqual([1, [crypto[0]]]);
      expect((await payList(t.app, someone.token, { kind: 'fiat', status: 'paid' })).json().data.total).toBe(0);
      expect((await payList(t.app, someone.token, { kind: 'fiat', status: 'pending' })).json().data.total).toBe(2);

      // Another user's deposits stay invisible whatever the kind.
      const stranger = await newPlayer(t.app);
      for (const kind of ['fiat', 'crypto']) expect((await payList(t.app, stranger.token, { kind })).json().data.total).toBe(0);
    });

    it('refuses a page size over 100, unknown statuses and unknown kinds', async () => {
      expect((await payList(t.app, player.token, { pageSize: 101 })).statusCode).toBe(400);
      expect((await payList(t.app, player.token, { status: 'lost' })).statusCode).toBe(400);
      for (const kind of ['bank', 'CRYPTO', '', 1, null]) {
        const res = await payList(t.app, player.token, { kind });
        expect([res.statusCode, res.json().issues?.[0]?.field], String(kind)).toEqual([400, 'kind']);
      }
    });
  });

  describe('expiry', () => {
    it('shows an unpaid order as expired once its time is up, and the job expires it and its sandbox payment', async () => {
      const someone = await newPlayer(t.app);
      const card = await bindCard(t.database.db, someone.userId);
      const record = await placeOrder(t.app, someone.token, { channelCode: JPY, amount: '4000', bankCardId: card });
      const paymentId = checkoutPath(record.payUrl).split('/').pop()!;

      t.clock.advance(29 * 60_000);
      expect((await payList(t.app, someone.token, { status: 'pending' })).json().data.total).toBe(1);

      t.clock.advance(60_000);
      // Before the job: read as expired, filtered as expired.
      const listed = await payList(t.app, someone.token, {});
      expect(listed.json().data.list[0]).toMatchObject({ orderSn: record.orderSn, status: 'expired' });
      expect((await payList(t.app, someone.token, { status: 'pending' })).json().data.total).toBe(0);
      expect((await payList(t.app, someone.token, { status: 'expired' })).json().data.total).toBe(1);

      const expired = await expireUnpaidOrders(t.deps);
      expect(expired.orders).toBeGreaterThanOrEqual(1);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('expired');
      expect((await sandboxRow(t.database.db, paymentId))?.status).toBe('expired');

      // The checkout page says so and refuses to take the money.
      const page = await t.app.inject({ method: 'GET', url: `${checkoutPath(record.payUrl)}?lang=en-US` });
      expect(page.body).toContain('This payment has expired and can no longer be paid.');
      expect(page.body).not.toContain('<button');
      const pay = await checkoutAction(t.app, record.payUrl, 'pay');
      expect(pay.statusCode).toBe(409);
      expect((await orderRow(t.database.db, record.orderSn)).status).toBe('expired');
      await expectLedgerClean(t.database.db);
    });
  });
});
