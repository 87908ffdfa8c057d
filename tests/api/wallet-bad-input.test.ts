// Every field of every money call (cards, deposits, withdrawals, crypto, records, the agent programme, operator API) fed
// wrong types, emptiness, overlong text, control characters, and — for amounts — five decimals,
// signs, zero, exponents, JSON numbers and floats: a 400 naming the field in the caller's language,
// and nothing stored, held or moved. Money calls without an Idempotency-Key are refused the same way.
import { sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../src/contracts/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { bindCard, moneyCall, newPlayer, type Player, startWalletApp } from './support/wallet.ts';
import { fund } from './ledger-fixtures.ts';

const t = createTranslator();
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** What a person might type into an amount field, none of which is an amount we accept. */
const BAD_AMOUNTS: unknown[] = ['1.00001', '-5', '0', '0.0000', '1e3', '1E3', '0x10', '12,5', '1 000', '', ' ', 'abc', '99999999999999999999', 1000, 10.5, 1e3, null, true, {}, ['1']];
const wrongTypes: unknown[] = [42, true, null, {}, ['x']];
const badText = ['', 'x'.repeat(5000), 'ab\u0000cd', 'ab\u001bcd', '<script>alert(1)</script>', 'a\u202Eb'];

const amountFields = new Set(['amount']);

const tables = [
  'bank_cards', 'payment_orders', 'withdrawals', 'adjustments', 'ledger_transfers', 'ledger_holds', 'idempotency_keys', 'crypto_addresses',
  'users', 'agent_applications', 'agent_transfers', 'rebate_rates', 'rebate_settlements', 'kyc_submissions', 'letters',
  'protection_exclusions', 'player_notes',
  'jsy_transfers', 'jsy_transfer_flows',
  'notices', 'banners', 'promotions', 'content_images',
  'ops_approvals',
];
const letterText = {
  title: Object.fromEntries(LOCALES.map((locale) => [locale, `Notice ${locale}`])),
  body: Object.fromEntries(LOCALES.map((locale) => [locale, `Body ${locale}`])),
};

describe.each(databases)('bad input on money calls (%s)', (kind) => {
  let started: TestApp;
  let player: Player;
  let cardId: number;
  let validBodies: Partial<Record<CallName, Record<string, unknown>>>;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    player = await newPlayer(started.app);
    cardId = await bindCard(started.database.db, player.userId);
    await fund(started.database.db, player.userId, 50_000_000n);
    const card = {
      bankName: 'みずほ銀行',
      cardNumber: '4111111111111111',
      holderName: 'TARO YAMADA',
      firstName: 'Taro',
      lastName: 'Yamada',
      pinyinName: 'TARO YAMADA',
      branchCode: '001',
      branchName: '本店',
    };
    const range = { from: '2026-01-01', to: '2026-01-31', tzOffsetMinutes: 540 };
    validBodies = {
      bankCardBind: card,
      bankCardSave: { id: cardId, ...card },
      bankCardList: {},
      bankCardDefault: {},
      bankCardRemove: { id: cardId },
      payQuery: {},
      payOrder: { channelCode: 'sandbox-bank-jpy', amount: '5000', bankCardId: cardId },
      payList: { pageNum: 1, pageSize: 10 },
      drawWithdraw: { bankCardId: cardId, amount: '1000', paymentPassword: '123456', appKeyCode: '123456' },
      drawList: { pageNum: 1, pageSize: 10 },
      cppCoins: {},
      cppDepositAddress: { coin: 'USDT', network: 'TRC20' },
      cppValidateAddress: { network: 'TRC20', address: TRON },
      cppWithdraw: { coin: 'USDT', network: 'TRC20', address: TRON, amount: '20', paymentPassword: '123456', appKeyCode: '123456' },
      recordFinanceQuery: { pageNum: 1, pageSize: 10, type: 'deposit', from: '2026-01-01', to: '2026-01-31', tzOffsetMinutes: 540 },
      opsWithdrawalList: { pageNum: 1, pageSize: 10, status: 'review', account: player.account, amountMin: '1000', amountMax: '5000', ...range },
      opsWithdrawalDetail: { orderSn: 'W20260101000000001' },
      opsDashboard: {},
      opsWithdrawalApprove: { orderSn: 'W20260101000000001' },
      opsWithdrawalReject: { orderSn: 'W20260101000000001', reason: 'Documents missing' },
      opsAdjustmentCreate: { account: player.account, amount: '10', reason: 'Goodwill' },
      opsPaymentRefund: { orderSn: 'D20260101000000001' },
      opsLedgerCheck: {},
      opsDepositRejectionList: { pageNum: 1, pageSize: 10 },
      // The agent programme: transfers move coins, reports and lists read them.
      isAgent: {},
      agentApply: {},
      agentApplyStatus: {},
      agentCode: {},
      agentSubMemberPage: { pageNum: 1, pageSize: 10, account: 'Fuzz', level: 1 },
      agentSubMemberCreate: { account: 'Member01', password: 'Passw0rd!' },
      agentMemberTransfer: { userId: player.userId, amount: '10', paymentPassword: '123456' },
      agentMemberTransferDecrease: { userId: player.userId, amount: '10', memberPassword: 'Passw0rd!' },
      agentDataStatistics: { ...range, userId: player.userId },
      agentTypeReportStatistics: { ...range, userId: player.userId },
      agentSubMemberReportPage: { pageNum: 1, pageSize: 10, ...range, sortBy: 'betAmount', sortOrder: 'desc' },
      agentSubMemberRechargePage: { pageNum: 1, pageSize: 10, ...range, account: 'Member01', status: 'paid' },
      agentSubMemberDrawPage: { pageNum: 1, pageSize: 10, ...range, account: 'Member01', status: 'success' },
      opsAgentApplicationList: { pageNum: 1, pageSize: 10, status: 'pending' },
      opsAgentApplicationApprove: { id: 1 },
      opsAgentApplicationReject: { id: 1, reason: 'Not eligible yet' },
      opsRebateRates: {},
      opsRebateRatesSet: { rates: [{ level: 1, rateBasisPoints: 50 }] },
      opsRebateSettle: { period: '2026-01-01' },
      // The operator's KYC review.
      opsKycList: { pageNum: 1, pageSize: 10, status: 'pending' },
      opsKycImage: { id: 1, side: 'front' },
      opsKycApprove: { id: 1 },
      opsKycReject: { id: 1, reason: 'The photo is blurred' },
      // Operators' letters (the inbox's own calls are in station-letters.test.ts).
      opsLetterSend: { account: player.account, ...letterText },
      opsLetterBroadcast: letterText,
      // Operators' view of a player's protection, and their exclusions.
      opsProtectionGet: { account: player.account },
      opsProtectionExclude: { account: player.account, days: 30, reason: 'Asked by phone' },
      // Transfers to the partner wallet JSY, and the operators' calls for those in doubt.
      jsyTransferValidate: { jsyAccount: 'jsy-fuzz-account' },
      jsyTransferValidateCard: { bankCardId: cardId, holderKana: 'ヤマダ タロウ', branchCode: '001' },
      jsyTransferResendCode: {},
      jsyTransferLogin: { emailCode: '123456', jsyPassword: 'jsy-password' },
      jsyTransferConfirm: { amount: '100', paymentPassword: '123456', appKeyCode: '123456' },
      opsJsyTransferList: { pageNum: 1, pageSize: 10, status: 'pending' },
      opsJsyTransferResolve: { transferSn: 'J20260101000000001', outcome: 'failed', reason: 'Checked with JSY' },
      // The operators' audit log: its filters (the rows themselves are written by the server only).
      opsAuditList: { pageNum: 1, pageSize: 10, operator: 'test-operator', action: 'withdrawal.', targetType: 'withdrawal', targetId: 'W1', result: 'ok', from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      // The console's player screen.
      opsPlayerSearch: { pageNum: 1, pageSize: 10, field: 'account', query: 'Fuzz', match: 'prefix' },
      opsPlayerProfile: { userId: player.userId },
      opsPlayerTab: { pageNum: 1, pageSize: 10, userId: player.userId, tab: 'ledger' },
      opsPlayerLock: { userId: player.userId, reason: 'Fraud check' },
      opsPlayerUnlock: { userId: player.userId, reason: 'Cleared' },
      opsPlayerNoteAdd: { userId: player.userId, text: 'Called about a deposit' },
      opsAuditExport: { operator: 'test-operator', action: 'withdrawal.', targetType: 'withdrawal', targetId: 'W1', result: 'ok', from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      // The content editor: notices, banners, promotions and their images.
      opsContentList: { kind: 'notice', pageNum: 1, pageSize: 10 },
      opsContentSave: { kind: 'notice', id: 1, title: { 'ja-JP': '題', 'en-US': 'Title' }, body: { 'ja-JP': '本文' }, pinned: true, startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z' },
      opsContentPublish: { kind: 'notice', id: 1, published: true },
      opsContentImageUpload: { data: 'iVBORw0KGgo=' },
      // Four-eyes approvals and the reason templates.
      opsWithdrawalEscalate: { orderSn: 'W202601010000000000', reason: 'Second look' },
      opsApprovalList: { pageNum: 1, pageSize: 10, filter: 'mine-to-decide' },
      opsApprovalApprove: { id: 1 },
      opsApprovalReject: { id: 1, reason: 'Destination not verified' },
      opsReasonTemplates: {},
      opsReportDaily: { from: '2026-01-01', to: '2026-01-31' },
      opsReportMachines: { from: '2026-01-01', to: '2026-01-31' },
      opsReportExport: { from: '2026-01-01', to: '2026-01-31', view: 'day' },
    };
  });
  afterAll(async () => started?.close());

  const counts = async () => {
    const out: Record<string, number | string> = {};
    for (const table of tables) {
      const result = await started.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      out[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    }
    const balances = await started.database.db.execute(sql.raw(`SELECT string_agg(code || '=' || balance, ',' ORDER BY code) AS b FROM ledger_accounts`));
    out.balances = (balances as unknown as { rows: { b: string }[] }).rows[0]!.b;
    return out;
  };

  const send = (name: CallName, body: unknown, options: { key?: string | null; locale?: string } = {}) =>
    moneyCall(started.app, calls[name].path, body, {
      ...options,
      ...(calls[name].auth === 'operator' ? { operator: true } : { token: player.token }),
    });

  it('covers every money call', () => {
    const moneyCalls = Object.entries(calls).filter(([, c]) => ['wallet', 'crypto', 'operations', 'agent'].includes(c.tag)).map(([name]) => name);
    expect(Object.keys(validBodies).sort()).toEqual(moneyCalls.sort());
  });

  it('every contract amount refuses five decimals, signs, zero, exponents, numbers and floats', () => {
    for (const [name, valid] of Object.entries(validBodies)) {
      if (!('amount' in valid) || name === 'opsAdjustmentCreate') continue;
      // Crypto amounts keep their asset's decimals (USDT: 6); the server refuses a seventh (crypto tests).
      for (const amount of BAD_AMOUNTS.filter((a) => !(name === 'cppWithdraw' && a === '1.00001'))) {
        const parsed = calls[name as CallName].request.safeParse({ ...valid, amount });
        expect(parsed.success, `${name}.amount = ${JSON.stringify(amount)}`).toBe(false);
      }
    }
  });

  it('answers 400 naming the field, localized, and moves nothing', async () => {
    const before = await counts();
    let checked = 0;
    for (const [name, valid] of Object.entries(validBodies) as [CallName, Record<string, unknown>][]) {
      const contract = calls[name];
      const fields = Object.keys(valid).length ? Object.keys(valid) : ['unexpected'];
      for (const field of fields) {
        const candidates = amountFields.has(field) ? BAD_AMOUNTS : [...wrongTypes, ...badText];
        // Only what the contract refuses: some fields rightly take any text (an address to check).
        const refused = candidates.filter((value) => value !== valid[field] && !contract.request.safeParse({ ...valid, [field]: value }).success);
        for (const value of refused) {
          const res = await send(name, { ...valid, [field]: value }, { locale: 'vi-VN' });
          const where = `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
          const body = res.json();
          expect(body.msg, where).toBe(t('vi-VN', 'errors', 'VALIDATION_FAILED'));
          // Items of a list are named by their place (`rates.0`).
          expect(body.issues.some((i: { field: string }) => i.field === field || i.field.startsWith(`${field}.`)), `${where}: ${JSON.stringify(body.issues)}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(await counts()).toEqual(before);
  });

  it('JSON numbers with exponents never reach an amount', async () => {
    const before = await counts();
    const res = await started.app.inject({
      method: 'POST',
      url: calls.drawWithdraw.path,
      headers: { 'content-type': 'application/json', token: player.token, 'idempotency-key': 'exp-1' },
      payload: `{"bankCardId":${cardId},"amount":1e3,"paymentPassword":"123456"}`,
    });
    expect([res.statusCode, res.json().issues[0].field]).toEqual([400, 'amount']);
    expect(await counts()).toEqual(before);
  });

  it('a money call without an Idempotency-Key is refused before anything happens, in the caller’s language', async () => {
    const before = await counts();
    const idempotent = (Object.keys(validBodies) as CallName[]).filter((name) => calls[name].idempotent);
    expect(idempotent.length).toBeGreaterThanOrEqual(7);
    for (const name of idempotent) {
      const res = await send(name, validBodies[name], { key: null, locale: 'ko-KR' });
      expect([name, res.statusCode, res.json().error]).toEqual([name, 400, 'IDEMPOTENCY_KEY_REQUIRED']);
      expect(res.json().msg).toBe(t('ko-KR', 'errors', 'IDEMPOTENCY_KEY_REQUIRED'));
    }
    expect(await counts()).toEqual(before);
  });
});
