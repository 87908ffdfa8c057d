// Transfers to the partner wallet JSY through the API, on PGlite and PostgreSQL: each step, each
// refusal, and each behaviour of the sandbox partner (success, definite failure, slow, an answer
// lost after or before crediting) with reconciliation and the operator's resolution; the ledger is
// checked after each.
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { jsyTransferFlows, jsyTransfers } from '../../server/db/schema.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { balanceOf, thirdPartyClearingOf } from '../../server/ledger/ledger.ts';
import { reconcileTransfers } from '../../server/modules/jsy/jsy.service.ts';
import { jsyPartnerOf } from '../../server/modules/jsy/partners.ts';
import { signedJsyClient } from '../../server/modules/jsy/signed-client.ts';
import type { SandboxJsy } from '../../server/modules/jsy/sandbox/sandbox-jsy.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { latestCode, testClock } from './support/accounts.ts';
import { auditRowsOf } from './support/audit.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, opsCall, startWalletApp, TEST_JSY_REQUEST_SECRET, testWalletConfig } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { confirm, JSY_PASSWORD, jsyPlayer, sandboxOf, signIn, step, transferRow, type JsyPlayer } from './jsy-fixtures.ts';

describe.each(databases)('transfers to JSY on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  let sandbox: SandboxJsy;
  const clock = testClock();
  const config = testWalletConfig();
  const walletDeps = (): WalletDeps => ({ db, now: clock.now, t: () => '', config, log: started.app.log });
  const reconcile = () => reconcileTransfers({ ...walletDeps(), partner: jsyPartnerOf(walletDeps()) });

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now, wallet: config });
    db = started.database.db;
    sandbox = sandboxOf(db, clock.now);
  });
  afterAll(async () => {
    await started?.close();
  });

  const player = (options: Parameters<typeof jsyPlayer>[3] = {}) => jsyPlayer(started.app, db, sandbox, options);
  const app = () => started.app;

  async function records(p: JsyPlayer) {
    const res = await moneyCall(app(), calls.recordFinanceQuery.path, { pageNum: 1, pageSize: 10, type: 'jsy' }, { token: p.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list as { orderSn: string; status: string; amount: string; method: string }[];
  }

  describe('the five steps', () => {
    it('moves the coins: held, credited at JSY, posted to the partner clearing account, shown in the records', async () => {
      const p = await player();
      const clearing = await thirdPartyClearingOf(db, 'jsy');
      const clearingBefore = await balanceOf(db, clearing.id);
      await signIn(app(), p);
      const res = await confirm(app(), p, '1234.5');
      expect(res.statusCode, res.body).toBe(200);
      const record = res.json().data;
      expect(record).toMatchObject({ jsyAccount: p.jsyAccount, amount: '1234.5000', status: 'success', failureReason: null });
      expect(record.transferSn).toMatch(/^J\d{18}$/);
      expect(await balanceText(app(), p.token)).toBe('3765.5000');
      expect(await sandbox.balanceOf(p.jsyAccount)).toBe('1234.5000');
      const { row, hold } = await transferRow(db, record.transferSn);
      expect(row.resolvedBy).toBe('partner');
      expect(hold).toMatchObject({ status: 'posted', toAccountId: clearing.id, amount: toUnits('1234.5') });
      expect((await balanceOf(db, clearing.id)) - clearingBefore).toBe(toUnits('1234.5'));
      expect(await records(p)).toEqual([expect.objectContaining({ orderSn: record.transferSn, status: 'success', amount: '-1234.5000', method: p.jsyAccount })]);
      await expectLedgerClean(db);
    });

    it('keeps no JSY password and spends the grant: a second transfer signs in again', async () => {
      const p = await player();
      await signIn(app(), p);
      expect((await confirm(app(), p, '100')).statusCode).toBe(200);
      const [flow] = await db.select().from(jsyTransferFlows).where(eq(jsyTransferFlows.userId, p.userId));
      expect(JSON.stringify(flow)).not.toContain(JSY_PASSWORD);
      expect(flow!.grant).toBeNull();
      const again = await confirm(app(), p, '100', { locale: 'en-US' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'JSY_STEP_REQUIRED' });
      expect(await balanceText(app(), p.token)).toBe('4900.0000');
    });

    it('the Japanese flow checks the branch code and the katakana name', async () => {
      const p = await player();
      expect((await step(app(), p, 'jsyTransferValidate', { jsyAccount: p.jsyAccount })).statusCode).toBe(200);
      const wrongBranch = await step(app(), p, 'jsyTransferValidateCard', { bankCardId: p.cardId, branchCode: '002', holderKana: 'ヤマダ タロウ' }, 'ja-JP');
      expect(wrongBranch.statusCode).toBe(422);
      expect(wrongBranch.json()).toMatchObject({ error: 'JSY_CARD_MISMATCH', msg: 'この銀行口座はJSYに登録されている口座と一致しません。' });
      const wrongKana = await step(app(), p, 'jsyTransferValidateCard', { bankCardId: p.cardId, branchCode: '001', holderKana: 'サトウ ハナコ' }, 'en-US');
      expect(wrongKana.json()).toMatchObject({ error: 'JSY_NAME_MISMATCH', msg: 'The name on the JSY account does not match your name.' });
      await signIn(app(), p, { branchCode: '001', holderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' });
      expect((await confirm(app(), p, '500')).json().data.status).toBe('success');
    });
  });

  describe('refusals (nothing held)', () => {
    it('an unknown JSY account and one in another name', async () => {
      const p = await player();
      const unknown = await step(app(), p, 'jsyTransferValidate', { jsyAccount: 'nobody-here' }, 'en-US');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toMatchObject({ error: 'JSY_ACCOUNT_NOT_FOUND', msg: 'This JSY account could not be found.' });
      const other = await player({ holderName: 'Hanako Sato' });
      const mismatch = await step(app(), other, 'jsyTransferValidate', { jsyAccount: other.jsyAccount }, 'ko-KR');
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.json()).toMatchObject({ error: 'JSY_NAME_MISMATCH', msg: 'JSY 계정의 명의가 회원님의 이름과 일치하지 않습니다.' });
    });

    it('a card JSY does not have on file', async () => {
      const p = await player({ cardLast4: '9999' });
      expect((await step(app(), p, 'jsyTransferValidate', { jsyAccount: p.jsyAccount })).statusCode).toBe(200);
      const res = await step(app(), p, 'jsyTransferValidateCard', { bankCardId: p.cardId });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('JSY_CARD_MISMATCH');
      // Skipping ahead is refused too.
      const code = await step(app(), p, 'jsyTransferResendCode', {});
      expect(code.json().error).toBe('JSY_STEP_REQUIRED');
    });

    it('a wrong code, an expired code, then a wrong JSY password (which needs no new code)', async () => {
      const p = await player();
      expect((await step(app(), p, 'jsyTransferValidate', { jsyAccount: p.jsyAccount })).statusCode).toBe(200);
      expect((await step(app(), p, 'jsyTransferValidateCard', { bankCardId: p.cardId })).statusCode).toBe(200);
      const sent = await step(app(), p, 'jsyTransferResendCode', {});
      expect(sent.json().data).toMatchObject({ cooldownSeconds: 60, expiresInSeconds: 600 });
      expect(sent.json().data.emailMasked).toMatch(/^\w{1,2}\*\*\*@example\.com$/);
      const code = await latestCode(app(), p.email);
      const wrong = await step(app(), p, 'jsyTransferLogin', { emailCode: code === '000000' ? '111111' : '000000', jsyPassword: JSY_PASSWORD });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe('EMAIL_CODE_INVALID');
      clock.advance(11 * 60_000);
      const expired = await step(app(), p, 'jsyTransferLogin', { emailCode: code, jsyPassword: JSY_PASSWORD });
      expect(expired.json().error).toBe('EMAIL_CODE_EXPIRED');
      expect((await step(app(), p, 'jsyTransferResendCode', {})).statusCode).toBe(200);
      const fresh = await latestCode(app(), p.email);
      const badPassword = await step(app(), p, 'jsyTransferLogin', { emailCode: fresh, jsyPassword: 'not-the-password' }, 'zh-CN');
      expect(badPassword.statusCode).toBe(422);
      expect(badPassword.json()).toMatchObject({ error: 'JSY_LOGIN_FAILED', msg: 'JSY 账户或密码不正确。' });
      const retried = await step(app(), p, 'jsyTransferLogin', { jsyPassword: JSY_PASSWORD });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toMatchObject({ jsyAccount: p.jsyAccount, min: '100.0000', max: '500000.0000' });
      await expectLedgerClean(db);
    });

    it('over the balance and outside the limits', async () => {
      const p = await player({ coins: '300' });
      await signIn(app(), p);
      const over = await confirm(app(), p, '300.0001', { locale: 'en-US' });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toBe('INSUFFICIENT_FUNDS');
      const small = await confirm(app(), p, '99.9999', { locale: 'en-US' });
      expect(small.json()).toMatchObject({ error: 'AMOUNT_OUT_OF_RANGE', msg: 'Enter an amount from 100 to 500,000 COIN.' });
      const large = await confirm(app(), p, '500000.0001');
      expect(large.json().error).toBe('AMOUNT_OUT_OF_RANGE');
      const wrongFundPassword = await moneyCall(app(), calls.jsyTransferConfirm.path, { amount: '100', paymentPassword: '654321' }, { token: p.token });
      expect(wrongFundPassword.json().error).toBe('PAYMENT_PASSWORD_INCORRECT');
      expect(await balanceText(app(), p.token)).toBe('300.0000');
      expect(await db.select().from(jsyTransfers).where(eq(jsyTransfers.userId, p.userId))).toEqual([]);
      await expectLedgerClean(db);
    });
  });

  describe('player protection', () => {
    it('a break taken after signing in to JSY refuses the transfer and the first step, moving nothing', async () => {
      const p = await player();
      await signIn(app(), p);
      const onBreak = await moneyCall(app(), calls.protectionExclude.path, { period: '24h' }, { token: p.token });
      expect(onBreak.statusCode, onBreak.body).toBe(200);
      const refused = await confirm(app(), p, '100', { locale: 'en-US' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('PLAYER_ON_BREAK');
      const again = await moneyCall(app(), calls.jsyTransferValidate.path, { jsyAccount: p.jsyAccount }, { token: p.token });
      expect(again.json().error).toBe('PLAYER_ON_BREAK');
      expect(await balanceText(app(), p.token)).toBe('5000.0000');
      expect(await db.select().from(jsyTransfers).where(eq(jsyTransfers.userId, p.userId))).toEqual([]);
      await expectLedgerClean(db);
    });
  });

  describe('what the partner does', () => {
    it('a definite failure returns the coins at once', async () => {
      const p = await player({ behaviour: 'fail' });
      await signIn(app(), p);
      const res = await confirm(app(), p, '1000');
      expect(res.json().data).toMatchObject({ status: 'failed', failureReason: 'refused by the sandbox partner' });
      expect(await balanceText(app(), p.token)).toBe('5000.0000');
      expect((await transferRow(db, res.json().data.transferSn)).hold.status).toBe('voided');
      expect(await sandbox.balanceOf(p.jsyAccount)).toBe('0.0000');
      expect((await records(p))[0]).toMatchObject({ status: 'failed' });
      await expectLedgerClean(db);
    });

    it('a slow partner still answers in time', async () => {
      const p = await player({ behaviour: 'slow' });
      await signIn(app(), p);
      expect((await confirm(app(), p, '200')).json().data.status).toBe('success');
      await expectLedgerClean(db);
    });

    it('an answer lost after crediting stays held until reconciliation finds it credited', async () => {
      const p = await player({ behaviour: 'timeout-after-credit' });
      await signIn(app(), p);
      const res = await confirm(app(), p, '700');
      const transferSn = res.json().data.transferSn;
      expect(res.json().data.status).toBe('pending');
      expect(await balanceText(app(), p.token)).toBe('4300.0000');
      expect((await transferRow(db, transferSn)).row.lastProblem).toMatch(/answer lost/);
      expect((await records(p))[0]).toMatchObject({ status: 'pending', amount: '-700.0000' });
      await expectLedgerClean(db);
      clock.advance(31_000);
      expect(await reconcile()).toMatchObject({ settled: 1 });
      const { row, hold } = await transferRow(db, transferSn);
      expect(row.status).toBe('success');
      expect(hold.status).toBe('posted');
      expect(await sandbox.balanceOf(p.jsyAccount)).toBe('700.0000');
      expect(await sandbox.creditCount(transferSn)).toBe(1);
      await expectLedgerClean(db);
    });

    it('an answer lost before crediting: in doubt until the request has expired, then the coins return', async () => {
      const p = await player({ behaviour: 'timeout-before-credit' });
      await signIn(app(), p);
      const res = await confirm(app(), p, '800');
      const transferSn = res.json().data.transferSn;
      expect(res.json().data.status).toBe('pending');
      clock.advance(31_000);
      // Not found yet, but the request could still arrive: nothing is decided on a guess.
      expect(await reconcile()).toMatchObject({ settled: 0 });
      expect((await transferRow(db, transferSn)).row.status).toBe('pending');
      expect(await balanceText(app(), p.token)).toBe('4200.0000');
      await expectLedgerClean(db);
      clock.advance(120_000);
      await reconcile();
      const { row, hold } = await transferRow(db, transferSn);
      expect(row).toMatchObject({ status: 'failed', failureReason: 'not received by JSY' });
      expect(hold.status).toBe('voided');
      expect(await balanceText(app(), p.token)).toBe('5000.0000');
      await expectLedgerClean(db);
    });

    it('an unreachable partner is retried later, not failed', async () => {
      const p = await player({ behaviour: 'timeout-after-credit' });
      await signIn(app(), p);
      const transferSn = (await confirm(app(), p, '150')).json().data.transferSn;
      // Answers checked against another key read as not signed by the partner: still unknown.
      const misconfigured = signedJsyClient({ transport: sandbox.transport, requestSecret: TEST_JSY_REQUEST_SECRET, responseSecret: 'another-secret', timeoutMs: 3000, now: clock.now });
      clock.advance(31_000);
      expect(await reconcileTransfers({ ...walletDeps(), partner: misconfigured })).toMatchObject({ settled: 0 });
      expect((await transferRow(db, transferSn)).row).toMatchObject({ status: 'pending', lastProblem: 'answer refused (signature)' });
      clock.advance(31_000);
      await reconcile();
      expect((await transferRow(db, transferSn)).row.status).toBe('success');
      await expectLedgerClean(db);
    });

    it('a retry with the same key answers the same transfer; the partner credits once', async () => {
      const p = await player();
      await signIn(app(), p);
      const key = randomUUID();
      const first = await confirm(app(), p, '400', { key });
      const again = await confirm(app(), p, '400', { key });
      expect(again.json().data).toEqual(first.json().data);
      expect(await db.select().from(jsyTransfers).where(eq(jsyTransfers.userId, p.userId))).toHaveLength(1);
      expect(await sandbox.creditCount(first.json().data.transferSn)).toBe(1);
      expect(await balanceText(app(), p.token)).toBe('4600.0000');
    });
  });

  describe('operators', () => {
    it('see transfers in doubt and resolve one with a reason, once', async () => {
      const p = await player({ behaviour: 'timeout-before-credit' });
      await signIn(app(), p);
      const transferSn = (await confirm(app(), p, '900')).json().data.transferSn;
      const list = await opsCall(app(), calls.opsJsyTransferList.path, { status: 'pending', pageSize: 100 });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.list).toEqual(expect.arrayContaining([expect.objectContaining({ transferSn, account: p.account, status: 'pending' })]));
      const resolved = await opsCall(app(), calls.opsJsyTransferResolve.path, { transferSn, outcome: 'failed', reason: 'JSY confirmed it never arrived' });
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect(resolved.json().data).toMatchObject({ status: 'failed', resolvedBy: 'operator:test-operator', resolutionNote: 'JSY confirmed it never arrived' });
      expect(await balanceText(app(), p.token)).toBe('5000.0000');
      const twice = await opsCall(app(), calls.opsJsyTransferResolve.path, { transferSn, outcome: 'credited', reason: 'again' }, { locale: 'en-US' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ error: 'JSY_TRANSFER_NOT_PENDING', msg: 'This transfer has already been settled.' });
      const unknown = await opsCall(app(), calls.opsJsyTransferResolve.path, { transferSn: 'J000', outcome: 'failed', reason: 'x' });
      expect(unknown.statusCode).toBe(404);
      const audit = await auditRowsOf(db, 'jsy-transfer', transferSn);
      expect(audit).toMatchObject([
        {
          action: 'jsy.transfer.resolve',
          result: 'ok',
          operatorName: 'test-operator',
          reason: 'JSY confirmed it never arrived',
          before: { transferSn, status: 'pending' },
          after: { transferSn, status: 'failed', outcome: 'failed' },
        },
        { action: 'jsy.transfer.resolve', result: 'denied', errorKey: 'JSY_TRANSFER_NOT_PENDING' },
      ]);
      await expectLedgerClean(db);
    });
  });
});
