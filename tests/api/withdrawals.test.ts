import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { ledgerAccounts, ledgerHolds, ledgerTransfers, withdrawals } from '../../server/db/schema.ts';
import { AppError } from '../../server/errors.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { balanceOf, cryptoClearingOf, pspClearingOf } from '../../server/ledger/ledger.ts';
import { walletConfigFromEnv, type WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { SANDBOX_BANK_REFUSAL, settleBankPayouts } from '../../server/modules/withdrawals/sandbox-bank-payout.ts';
import { withdrawalJobs } from '../../server/modules/withdrawals/withdrawal.jobs.ts';
import {
  BANK_PAYOUT_PROVIDER,
  requestWithdrawal,
  settleWithdrawal,
  toWithdrawalRecord,
} from '../../server/modules/withdrawals/withdrawals.service.ts';
import { call, testClock } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, bindCard, moneyCall, newPlayer, opsCall, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { cardPlayer, fundCoins, holdOf, submitPayouts, withdrawToCard, withdrawalCount, withdrawalRow, type CardPlayer } from './withdrawals-fixtures.ts';

const withdraw = calls.drawWithdraw.path;

describe.each(bothDatabases)('withdrawals on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  const clock = testClock();
  const deps = (): WalletDeps => ({ db, now: clock.now, t: () => '', config: walletConfigFromEnv({}), log: started.app.log });

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now });
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  /** A player with a bound card and this many coins. */
  const readyPlayer = (coins = '5000', card: { cardNumber?: string } = {}) => cardPlayer(started, coins, card);

  async function holdsOf(userId: number) {
    const rows = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.userId, userId));
    const holds = await db.select().from(ledgerHolds);
    const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
    const holdsAccount = accounts.find((a) => a.kind === 'player_holds');
    return { withdrawals: rows.length, holds: holds.filter((h) => h.holdsAccountId === holdsAccount?.id).length, held: holdsAccount?.balance ?? 0n };
  }

  describe('draw/withdraw', () => {
    it('holds the amount and answers the record under review', async () => {
      const player = await readyPlayer('5000');
      const res = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount: '1500.25', paymentPassword: '123456' }, { token: player.token });
      expect(res.statusCode, res.body).toBe(200);
      const record = res.json().data;
      expect(record).toMatchObject({
        method: 'bank',
        amount: '1500.2500',
        status: 'review',
        bankName: 'Sandbox Bank',
        coin: null,
        network: null,
        address: null,
        assetAmount: null,
        txid: null,
        failureReason: null,
        completedAt: null,
      });
      expect(record.orderSn).toMatch(/^W\d{8}\d{10}$/);
      expect(record.cardNumberMasked).toMatch(/^\*\*\*\* \d{4}$/);
      expect(record.createdAt).toBe(clock.now().toISOString());
      expect(await balanceText(started.app, player.token)).toBe('3499.7500');
      const hold = await holdOf(db, record.orderSn);
      expect(hold).toMatchObject({ status: 'pending', amount: toUnits('1500.25'), reference: `withdrawal:${record.orderSn}` });
      const clearing = await pspClearingOf(db, BANK_PAYOUT_PROVIDER);
      expect(hold.toAccountId).toBe(clearing.id);
      await expectLedgerClean(db);
    });

    it('a retry with the same key answers the same withdrawal and holds once', async () => {
      const player = await readyPlayer('5000');
      const key = randomUUID();
      const body = { bankCardId: player.cardId, amount: '2000', paymentPassword: '123456' };
      const first = await moneyCall(started.app, withdraw, body, { token: player.token, key });
      const again = await moneyCall(started.app, withdraw, body, { token: player.token, key });
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 1, holds: 1, held: toUnits('2000') });
      expect(await balanceText(started.app, player.token)).toBe('3000.0000');

      const reused = await moneyCall(started.app, withdraw, { ...body, amount: '2001' }, { token: player.token, key });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
      const keyless = await moneyCall(started.app, withdraw, body, { token: player.token, key: null });
      expect(keyless.statusCode).toBe(400);
      expect(keyless.json().error).toBe('IDEMPOTENCY_KEY_REQUIRED');
      expect(await withdrawalCount(db, player.userId)).toBe(1);
      await expectLedgerClean(db);
    });

    it('needs a session', async () => {
      const res = await moneyCall(started.app, withdraw, { bankCardId: 1, amount: '1000', paymentPassword: '123456' });
      expect(res.statusCode).toBe(401);
    });

    it('without a bound card asks to bind one, in the caller’s language', async () => {
      const player = await newPlayer(started.app);
      await fundCoins(db, player.userId, '5000');
      const body = { bankCardId: 999_999, amount: '1000', paymentPassword: '123456' };
      const ja = await moneyCall(started.app, withdraw, body, { token: player.token, locale: 'ja-JP' });
      expect(ja.statusCode).toBe(422);
      expect(ja.json()).toMatchObject({ error: 'BANK_CARD_REQUIRED', msg: '先に銀行口座を登録してください' });
      const en = await moneyCall(started.app, withdraw, body, { token: player.token, locale: 'en-US' });
      expect(en.json()).toMatchObject({ error: 'BANK_CARD_REQUIRED', msg: 'Please bind the bank card first' });
      expect(await balanceText(started.app, player.token)).toBe('5000.0000');
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
    });

    it('refuses another player’s card', async () => {
      const owner = await readyPlayer('0');
      const player = await readyPlayer('5000');
      const res = await moneyCall(started.app, withdraw, { bankCardId: owner.cardId, amount: '1000', paymentPassword: '123456' }, { token: player.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('BANK_CARD_NOT_FOUND');
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
      expect(await withdrawalCount(db, owner.userId)).toBe(0);
    });

    it('refuses a card in another name', async () => {
      const player = await newPlayer(started.app);
      const cardId = await bindCard(db, player.userId, { pinyinName: 'HANAKO SATO' });
      await fundCoins(db, player.userId, '5000');
      const res = await moneyCall(started.app, withdraw, { bankCardId: cardId, amount: '1000', paymentPassword: '123456' }, { token: player.token, locale: 'en-US' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'NAME_MISMATCH', msg: 'The name on the bank card does not match your name.' });
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
    });

    it('refuses more than the balance and holds nothing', async () => {
      const player = await readyPlayer('1200');
      const res = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount: '1200.0001', paymentPassword: '123456' }, { token: player.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('INSUFFICIENT_FUNDS');
      expect(await balanceText(started.app, player.token)).toBe('1200.0000');
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
      await expectLedgerClean(db);
    });

    it.each([
      ['five decimals', '1000.00001'],
      ['negative', '-1000'],
      ['zero', '0'],
      ['zero with decimals', '0.0000'],
      ['an exponent', '1e3'],
      ['a number', 1000],
      ['a float', 1000.5],
      ['empty', ''],
      ['too many digits', '1234567890123456'],
    ])('refuses an amount given as %s with 400', async (_label, amount) => {
      const player = await readyPlayer('5000');
      const res = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount, paymentPassword: '123456' }, { token: player.token });
      expect(res.statusCode, res.body).toBe(400);
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
      expect(await balanceText(started.app, player.token)).toBe('5000.0000');
    });

    it.each([
      ['below the minimum', '999.9999'],
      ['above the maximum', '1000000.0001'],
    ])('refuses an amount %s with the limits', async (_label, amount) => {
      const player = await readyPlayer('0');
      await fundCoins(db, player.userId, '2000000');
      const res = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount, paymentPassword: '123456' }, { token: player.token, locale: 'en-US' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'AMOUNT_OUT_OF_RANGE', msg: 'Enter an amount from 1,000 to 1,000,000 COIN.' });
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
    });

    it('accepts exactly the minimum and the maximum', async () => {
      const player = await readyPlayer('0');
      await fundCoins(db, player.userId, '1001000');
      for (const amount of ['1000', '1000000']) {
        const res = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount, paymentPassword: '123456' }, { token: player.token });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await balanceText(started.app, player.token)).toBe('0.0000');
      await expectLedgerClean(db);
    });
  });

  describe('fund password', () => {
    it('counts wrong guesses, locks on the fifth, stays locked for the right one, unlocks after the lock time', async () => {
      const player = await readyPlayer('5000');
      const body = (paymentPassword: string) => ({ bankCardId: player.cardId, amount: '1000', paymentPassword });
      for (const remaining of [4, 3, 2, 1]) {
        const res = await moneyCall(started.app, withdraw, body('654321'), { token: player.token, locale: 'en-US' });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          error: 'PAYMENT_PASSWORD_INCORRECT',
          msg: `The fund password is incorrect. ${remaining} more attempts before it locks.`,
        });
      }
      const fifth = await moneyCall(started.app, withdraw, body('654321'), { token: player.token, locale: 'en-US' });
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json()).toMatchObject({ error: 'PAYMENT_PASSWORD_LOCKED', msg: 'Too many wrong fund passwords. Try again in 30 minutes.' });
      const right = await moneyCall(started.app, withdraw, body('123456'), { token: player.token });
      expect(right.statusCode).toBe(423);
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });

      clock.advance(29 * 60_000);
      const stillLocked = await moneyCall(started.app, withdraw, body('123456'), { token: player.token });
      expect(stillLocked.statusCode).toBe(423);
      clock.advance(60_000 + 1);
      const unlocked = await moneyCall(started.app, withdraw, body('123456'), { token: player.token });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(await balanceText(started.app, player.token)).toBe('4000.0000');
    });

    it('a wrong guess with a used key is still refused and counted', async () => {
      const player = await readyPlayer('5000');
      const key = randomUUID();
      const ok = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount: '1000', paymentPassword: '123456' }, { token: player.token, key });
      expect(ok.statusCode).toBe(200);
      const wrong = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount: '1000', paymentPassword: '000000' }, { token: player.token, key, locale: 'en-US' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().msg).toContain('4 more attempts');
      expect(await holdsOf(player.userId)).toMatchObject({ withdrawals: 1, holds: 1 });
    });

    it('a player without a fund password is told to set one', async () => {
      const player = await newPlayer(started.app, { fundPassword: null });
      const cardId = await bindCard(db, player.userId);
      await fundCoins(db, player.userId, '5000');
      const res = await moneyCall(started.app, withdraw, { bankCardId: cardId, amount: '1000', paymentPassword: '123456' }, { token: player.token });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('PAYMENT_PASSWORD_NOT_SET');
    });
  });

  describe('draw/list', () => {
    it('lists the caller’s withdrawals newest first, paged and filtered', async () => {
      const player = await readyPlayer('10000');
      const other = await readyPlayer('5000');
      const made: string[] = [];
      for (const amount of ['1000', '1100', '1200']) {
        clock.advance(1000);
        const res = await moneyCall(started.app, withdraw, { bankCardId: player.cardId, amount, paymentPassword: '123456' }, { token: player.token });
        made.push(res.json().data.orderSn);
      }
      await moneyCall(started.app, withdraw, { bankCardId: other.cardId, amount: '1000', paymentPassword: '123456' }, { token: other.token });
      const rejected = await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn: made[0], reason: 'Documents missing' });
      expect(rejected.statusCode, rejected.body).toBe(200);

      const all = await call(started.app, calls.drawList.path, {}, { token: player.token });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().data).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
      expect(all.json().data.list.map((r: { orderSn: string }) => r.orderSn)).toEqual([...made].reverse());

      const page2 = await call(started.app, calls.drawList.path, { pageNum: 2, pageSize: 2 }, { token: player.token });
      expect(page2.json().data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
      expect(page2.json().data.list.map((r: { orderSn: string }) => r.orderSn)).toEqual([made[0]]);

      const failed = await call(started.app, calls.drawList.path, { status: 'failed' }, { token: player.token });
      expect(failed.json().data.total).toBe(1);
      expect(failed.json().data.list[0]).toMatchObject({ orderSn: made[0], status: 'failed', failureReason: 'Documents missing' });
      const review = await call(started.app, calls.drawList.path, { status: 'review', method: 'bank' }, { token: player.token });
      expect(review.json().data.total).toBe(2);
      const crypto = await call(started.app, calls.drawList.path, { method: 'crypto' }, { token: player.token });
      expect(crypto.json().data).toMatchObject({ total: 0, list: [] });
    });

    it('refuses an unknown status or a page beyond the limits', async () => {
      const player = await readyPlayer('0');
      for (const body of [{ status: 'paid' }, { pageSize: 101 }, { pageNum: 0 }, { method: 'cash' }]) {
        const res = await call(started.app, calls.drawList.path, body, { token: player.token });
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe('review and payout', () => {
    const requested = (player: CardPlayer, amount = '1000') => withdrawToCard(started.app, player, amount);

    it('reject voids the hold: the money returns', async () => {
      const player = await readyPlayer('3000');
      const orderSn = await requested(player, '2500');
      expect(await balanceText(started.app, player.token)).toBe('500.0000');
      const res = await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn, reason: 'Account under review' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ orderSn, status: 'failed', failureReason: 'Account under review', account: player.account });
      expect(res.json().data.completedAt).not.toBeNull();
      expect(await balanceText(started.app, player.token)).toBe('3000.0000');
      expect((await holdOf(db, orderSn)).status).toBe('voided');
      expect(await withdrawalRow(db, orderSn)).toMatchObject({ reviewedBy: 'test-operator' });
      await expectLedgerClean(db);
    });

    it('approve pays out; the sandbox bank settles on its next run and the money stays gone', async () => {
      const player = await readyPlayer('3000');
      const orderSn = await requested(player, '2000');
      const clearing = await pspClearingOf(db, BANK_PAYOUT_PROVIDER);
      const clearingBefore = await balanceOf(db, clearing.id);

      const res = await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ orderSn, status: 'withdrawing', completedAt: null });
      expect((await holdOf(db, orderSn)).status).toBe('pending');
      expect(await balanceText(started.app, player.token)).toBe('1000.0000');

      // The server runs the same jobs every 2 s and every second: nothing is settled before the
      // payout request has been submitted to the bank.
      const [settle, submit] = withdrawalJobs(deps());
      expect(settle).toMatchObject({ name: 'settle bank payouts', everyMs: 2000 });
      expect(submit).toMatchObject({ name: 'payouts:submit', everyMs: 1000 });
      await settle!.run();
      expect(await withdrawalRow(db, orderSn)).toMatchObject({ status: 'withdrawing' });
      await submit!.run();
      await settle!.run();

      const row = await withdrawalRow(db, orderSn);
      expect(row).toMatchObject({ status: 'success', failureReason: null });
      expect(row.completedAt).not.toBeNull();
      expect((await holdOf(db, orderSn)).status).toBe('posted');
      expect(await balanceText(started.app, player.token)).toBe('1000.0000');
      expect(await balanceOf(db, clearing.id)).toBe(clearingBefore + toUnits('2000'));
      const listed = await call(started.app, calls.drawList.path, {}, { token: player.token });
      expect(listed.json().data.list[0]).toMatchObject({ orderSn, status: 'success' });
      await expectLedgerClean(db);
    });

    it('the sandbox bank refuses a card ending in 0000: the withdrawal fails and the money returns', async () => {
      const player = await readyPlayer('3000', { cardNumber: '6222020012340000' });
      const orderSn = await requested(player, '1500');
      expect((await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn })).statusCode).toBe(200);
      expect(await balanceText(started.app, player.token)).toBe('1500.0000');
      await submitPayouts(deps());
      await settleBankPayouts(deps());
      expect(await withdrawalRow(db, orderSn)).toMatchObject({ status: 'failed', failureReason: SANDBOX_BANK_REFUSAL });
      expect((await holdOf(db, orderSn)).status).toBe('voided');
      expect(await balanceText(started.app, player.token)).toBe('3000.0000');
      const listed = await call(started.app, calls.drawList.path, { status: 'failed' }, { token: player.token });
      expect(listed.json().data.list[0]).toMatchObject({ orderSn, failureReason: SANDBOX_BANK_REFUSAL });
      await expectLedgerClean(db);
    });

    it('a settled withdrawal is not settled again', async () => {
      const player = await readyPlayer('3000');
      const orderSn = await requested(player);
      await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn });
      await submitPayouts(deps());
      await settleBankPayouts(deps());
      const again = await settleBankPayouts(deps());
      expect(again.settled).toBe(0);
      const row = await withdrawalRow(db, orderSn);
      await expect(db.transaction((tx) => settleWithdrawal(tx as unknown as Db, deps(), row.id, { ok: false, reason: 'late' }))).rejects.toMatchObject({
        status: 409,
        errorKey: 'WITHDRAWAL_NOT_PENDING',
      });
      expect(await balanceText(started.app, player.token)).toBe('2000.0000');
      await expectLedgerClean(db);
    });

    it('settling needs a paid-out withdrawal: one in review is refused, an unknown one is not found', async () => {
      const player = await readyPlayer('3000');
      const orderSn = await requested(player);
      const row = await withdrawalRow(db, orderSn);
      await expect(settleWithdrawal(db, deps(), row.id, { ok: true })).rejects.toMatchObject({ status: 409, errorKey: 'WITHDRAWAL_NOT_PENDING' });
      await expect(settleWithdrawal(db, deps(), 987_654_321, { ok: true })).rejects.toMatchObject({ status: 404, errorKey: 'WITHDRAWAL_NOT_FOUND' });
      expect((await withdrawalRow(db, orderSn)).status).toBe('review');
    });

    it('two concurrent settlements: exactly one wins', async () => {
      const player = await readyPlayer('3000');
      const orderSn = await requested(player, '1000');
      await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn });
      const row = await withdrawalRow(db, orderSn);
      const settle = (outcome: { ok: true } | { ok: false; reason: string }) =>
        db.transaction((tx) => settleWithdrawal(tx as unknown as Db, deps(), row.id, outcome));
      const results = await Promise.allSettled([settle({ ok: true }), settle({ ok: false, reason: 'bank timeout' }), settle({ ok: true })]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(won).toHaveLength(1);
      for (const loss of lost) expect(loss.reason).toMatchObject({ errorKey: 'WITHDRAWAL_NOT_PENDING' });
      const moves = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, `hold:${row.holdId}`));
      expect(moves.map((m) => m.kind).sort()).toEqual(['hold', (won[0] as PromiseFulfilledResult<{ status: string }>).value.status === 'success' ? 'hold_post' : 'hold_void'].sort());
      await expectLedgerClean(db);
    });
  });

  describe('the service other modules call', () => {
    it('a crypto withdrawal holds towards the network’s clearing and shows the asset amount in its decimals', async () => {
      const player = await readyPlayer('5000');
      const row = await db.transaction((tx) =>
        requestWithdrawal(tx as unknown as Db, deps(), {
          userId: player.userId,
          method: 'crypto',
          amount: toUnits('3000'),
          coin: 'USDT',
          network: 'TRC20',
          address: 'TXYZsandboxaddress',
          assetAmount: 20_000_000n,
        }),
      );
      expect(row).toMatchObject({ method: 'crypto', status: 'review', bankCardId: null, network: 'TRC20' });
      const record = toWithdrawalRecord(row, null, walletConfigFromEnv({}).crypto.networks);
      expect(record).toMatchObject({ method: 'crypto', amount: '3000.0000', assetAmount: '20.000000', coin: 'USDT', bankName: null, cardNumberMasked: null });
      const hold = await holdOf(db, row.orderSn);
      expect(hold.toAccountId).toBe((await cryptoClearingOf(db, 'TRC20')).id);
      expect(await balanceText(started.app, player.token)).toBe('2000.0000');
      await expectLedgerClean(db);
    });

    it('a refused request leaves nothing behind even when the caller carries on', async () => {
      const player = await readyPlayer('100');
      const refusal = await db.transaction(async (tx) => {
        try {
          await requestWithdrawal(tx as unknown as Db, deps(), { userId: player.userId, method: 'bank', amount: toUnits('1000'), bankCardId: player.cardId });
        } catch (error) {
          return error;
        }
        return null;
      });
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).errorKey).toBe('INSUFFICIENT_FUNDS');
      expect(await holdsOf(player.userId)).toEqual({ withdrawals: 0, holds: 0, held: 0n });
      await expectLedgerClean(db);
    });
  });
});
