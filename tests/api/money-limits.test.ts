// Amounts beyond what the ledger can hold: every money call refuses them with a localized 400 and
// moves nothing; the largest allowed amount still goes through; an account driven to the edge of
// bigint's range refuses the next booking with a typed 422 instead of crashing.
import { sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { games } from '../../server/db/schema.ts';
import { seedGames } from '../../server/db/seed-data.ts';
import { BIGINT_MAX_UNITS, MAX_AMOUNT_COINS, MAX_AMOUNT_UNITS, toUnits } from '../../shared/money/amount.fns.ts';
import { balanceOf, houseAccount, pspClearingOf, transfer } from '../../server/ledger/ledger.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { DEFAULT_CHANNELS, DEFAULT_COIN_NETWORKS } from '../../server/modules/wallet/wallet.config.ts';
import { databases } from './support/databases.ts';
import { balanceText, bindCard, moneyCall, newPlayer, opsCall, testWalletConfig, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { checkoutAction, placeOrder, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';
import { creditedDeposit } from './crypto-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const t = createTranslator();
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Values that used to pass the contracts and overflow bigint storage (or come close). */
const OVERSIZED = ['999999999999999', '922337203685477.5808', '100000000000.0001', '100000000001'];

const tables = ['payment_orders', 'withdrawals', 'adjustments', 'game_rounds', 'ledger_transfers', 'ledger_holds'];

describe.each(databases)('amount limits on %s', (kind) => {
  let started: PaymentsApp;
  let db: Db;
  let player: Player;
  let cardId: number;

  beforeAll(async () => {
    // Limits opened up to the ledger's own maximum, so the largest amount reaches the ledger.
    const base = testWalletConfig();
    started = await startPaymentsApp(kind, {
      config: {
        payments: {
          ...base.payments,
          channels: DEFAULT_CHANNELS.map((c) => (c.code === 'sandbox-bank-jpy' ? { ...c, max: MAX_AMOUNT_COINS } : c)),
        },
        crypto: {
          ...base.crypto,
          networks: DEFAULT_COIN_NETWORKS.map((n) => (n.network === 'TRC20' ? { ...n, rate: '1', withdrawMax: MAX_AMOUNT_COINS } : n)),
        },
      },
    });
    db = started.database.db;
    await db.insert(games).values(seedGames).onConflictDoNothing();
    player = await newPlayer(started.app);
    cardId = await bindCard(db, player.userId);
    await fundCoins(db, player.userId, '100000');
    await creditedDeposit(started, started.deps, player.token, 'TRC20', '100');
  });
  afterAll(async () => started?.close());

  const counts = async () => {
    const out: Record<string, number | string> = {};
    for (const table of tables) {
      const result = await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      out[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    }
    const balances = await db.execute(sql.raw(`SELECT string_agg(code || '=' || balance, ',' ORDER BY code) AS b FROM ledger_accounts`));
    out.balances = (balances as unknown as { rows: { b: string }[] }).rows[0]!.b;
    return out;
  };

  const bodies = (amount: string): [CallName, string, Record<string, unknown>][] => [
    ['gamePlay', 'bet', { machineId: 'coral-reef', bet: amount }],
    ['payOrder', 'amount', { channelCode: 'sandbox-bank-jpy', amount, bankCardId: cardId }],
    ['drawWithdraw', 'amount', { bankCardId: cardId, amount, paymentPassword: '123456' }],
    ['cppWithdraw', 'amount', { coin: 'USDT', network: 'TRC20', address: TRON, amount, paymentPassword: '123456' }],
    ['opsAdjustmentCreate', 'amount', { account: player.account, amount, reason: 'Limit check' }],
    ['opsAdjustmentCreate', 'amount', { account: player.account, amount: `-${amount}`, reason: 'Limit check' }],
  ];

  const send = (name: CallName, body: unknown, locale?: string) =>
    moneyCall(started.app, calls[name].path, body, { locale, ...(calls[name].auth === 'operator' ? { operator: true } : { token: player.token }) });

  it('every money call refuses an amount over the maximum: 400, localized, nothing moved', async () => {
    const before = await counts();
    for (const amount of OVERSIZED) {
      for (const [name, field, body] of bodies(amount)) {
        for (const locale of ['ko-KR', 'fil-PH']) {
          const res = await send(name, body, locale);
          const where = `${name} ${JSON.stringify(body[field])} (${locale})`;
          expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
          expect(res.json().msg, where).toBe(t(locale as 'ko-KR', 'errors', 'VALIDATION_FAILED'));
          expect(res.json().issues, where).toEqual([
            { field, message: t(locale as 'ko-KR', 'validation', 'amount_too_large', { maximum: MAX_AMOUNT_COINS }) },
          ]);
        }
      }
    }
    expect(await counts()).toEqual(before);
    await expectLedgerClean(db);
  });

  it('the largest allowed amount reaches each call’s own rules', async () => {
    const largest = MAX_AMOUNT_COINS;
    // Bets are machine steps, bank withdrawals have their own ceiling: business refusals, not crashes.
    const bet = await send('gamePlay', { machineId: 'coral-reef', bet: largest });
    expect([bet.statusCode, bet.json().error]).toEqual([422, 'BET_NOT_ALLOWED']);
    const bank = await send('drawWithdraw', { bankCardId: cardId, amount: largest, paymentPassword: '123456' });
    expect([bank.statusCode, bank.json().error]).toEqual([422, 'AMOUNT_OUT_OF_RANGE']);
    const crypto = await send('cppWithdraw', { coin: 'USDT', network: 'TRC20', address: TRON, amount: largest, paymentPassword: '123456' });
    expect([crypto.statusCode, crypto.json().error]).toEqual([422, 'INSUFFICIENT_FUNDS']);

    // A deposit of the largest amount is ordered, paid and credited.
    const order = await placeOrder(started.app, player.token, { channelCode: 'sandbox-bank-jpy', amount: largest, bankCardId: cardId });
    expect(order.coins).toBe('100000000000.0000');
    expect((await checkoutAction(started.app, order.payUrl, 'pay')).statusCode).toBe(303);
    const balance = toUnits(await balanceText(started.app, player.token));
    expect(balance).toBeGreaterThan(MAX_AMOUNT_UNITS);

    // Now the wallet covers it: the largest crypto withdrawal is held, an operator debit and credit go through.
    const held = await send('cppWithdraw', { coin: 'USDT', network: 'TRC20', address: TRON, amount: largest, paymentPassword: '123456' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.amount).toBe('100000000000.0000');
    const reject = await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn: held.json().data.orderSn, reason: 'Limit check' });
    expect(reject.statusCode, reject.body).toBe(200);
    for (const amount of [`-${largest}`, largest]) {
      const res = await opsCall(started.app, calls.opsAdjustmentCreate.path, { account: player.account, amount, reason: 'Limit check' });
      expect([res.statusCode, res.json().data?.status]).toEqual([200, 'success']);
    }
    expect(toUnits(await balanceText(started.app, player.token))).toBe(balance);
    await expectLedgerClean(db);
  });

  it('the house keeps no balance row, so no range bounds it: a credit past bigint’s range is booked and read exactly', async () => {
    const house = await houseAccount(db);
    const parking = await pspClearingOf(db, 'limit-test');
    // Drive the house to half a maximum amount above the lowest balance a bigint column holds.
    const target = -BIGINT_MAX_UNITS + MAX_AMOUNT_UNITS / 2n;
    const shift = (await balanceOf(db, house.id)) - target;
    await transfer(db, { from: house.id, to: parking.id, amount: shift, kind: 'adjustment' });
    try {
      // Before migration 0023 this was 422 LEDGER_LIMIT_REACHED: the house row would have left bigint.
      const res = await opsCall(started.app, calls.opsAdjustmentCreate.path, { account: player.account, amount: MAX_AMOUNT_COINS, reason: 'Limit check' });
      expect([res.statusCode, res.json().data?.status], res.body).toEqual([200, 'success']);
      expect(await balanceOf(db, house.id)).toBe(target - MAX_AMOUNT_UNITS);
      expect(await balanceOf(db, house.id)).toBeLessThan(-BIGINT_MAX_UNITS);
      await expectLedgerClean(db);
      const back = await opsCall(started.app, calls.opsAdjustmentCreate.path, { account: player.account, amount: `-${MAX_AMOUNT_COINS}`, reason: 'Limit check' });
      expect([back.statusCode, back.json().data?.status], back.body).toEqual([200, 'success']);
    } finally {
      await transfer(db, { from: parking.id, to: house.id, amount: shift, kind: 'adjustment' });
    }
    await expectLedgerClean(db);
  });
});
