// The KYC money rule on PGlite and PostgreSQL: a bank withdrawal above the threshold, and with
// KYC_CRYPTO_WITHDRAWALS every crypto withdrawal, is refused (422 KYC_REQUIRED, localized, nothing
// held or recorded) until the player's documents are approved; pending or rejected ones do not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { kycRuleFromEnv } from '../../server/modules/kyc/kyc.config.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { creditedDeposit, walletDepsOf } from './crypto-fixtures.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { databases } from './support/databases.ts';
import { approvedKyc, submitKyc } from './support/kyc.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, opsCall, startWalletApp, testWalletConfig } from './support/wallet.ts';
import { cardPlayer, withdrawalCount, type CardPlayer } from './withdrawals-fixtures.ts';

const t = createTranslator();
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('KYC rule settings', () => {
  it('defaults to 100 000 coins and no crypto rule; off turns the amount rule off', () => {
    expect(kycRuleFromEnv({})).toEqual({ withdrawalThreshold: toUnits('100000'), cryptoWithdrawals: false });
    expect(kycRuleFromEnv({ KYC_WITHDRAWAL_THRESHOLD: 'off', KYC_CRYPTO_WITHDRAWALS: '1' })).toEqual({ withdrawalThreshold: null, cryptoWithdrawals: true });
    expect(kycRuleFromEnv({ KYC_WITHDRAWAL_THRESHOLD: '2500.5' }).withdrawalThreshold).toBe(toUnits('2500.5'));
    expect(() => kycRuleFromEnv({ KYC_WITHDRAWAL_THRESHOLD: 'lots' })).toThrow(/KYC_WITHDRAWAL_THRESHOLD/);
  });
});

describe.each(databases)('withdrawals that need KYC on %s', (kind) => {
  let started: TestApp;
  let deps: WalletDeps;
  beforeAll(async () => {
    const wallet = { ...testWalletConfig(), kyc: { withdrawalThreshold: toUnits('5000'), cryptoWithdrawals: true } };
    started = await startWalletApp(kind, { wallet });
    deps = walletDepsOf(started);
  });
  afterAll(async () => started?.close());

  const bank = (player: CardPlayer, amount: string, locale?: string) =>
    moneyCall(started.app, calls.drawWithdraw.path, { bankCardId: player.cardId, amount, paymentPassword: '123456' }, { token: player.token, locale });

  async function expectKycRequired(res: Awaited<ReturnType<typeof bank>>, userId: number, token: string, balance: string, locale: string) {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, error: 'KYC_REQUIRED', msg: t(locale as 'ja-JP', 'errors', 'KYC_REQUIRED'), data: null });
    expect(await withdrawalCount(started.database.db, userId)).toBe(0);
    expect(await balanceText(started.app, token)).toBe(balance);
  }

  it('a bank withdrawal up to the threshold needs nothing; above it, approved documents', async () => {
    const player = await cardPlayer(started, '20000');
    await expectKycRequired(await bank(player, '5000.0001', 'ja-JP'), player.userId, player.token, '20000.0000', 'ja-JP');
    // Waiting documents do not count; rejected ones neither.
    const pending = await submitKyc(started.app, player);
    await expectKycRequired(await bank(player, '6000', 'en-US'), player.userId, player.token, '20000.0000', 'en-US');
    expect((await opsCall(started.app, calls.opsKycReject.path, { id: pending, reason: 'Blurred' }, { key: null })).statusCode).toBe(200);
    await expectKycRequired(await bank(player, '6000', 'zh-TW'), player.userId, player.token, '20000.0000', 'zh-TW');

    const atThreshold = await bank(player, '5000');
    expect(atThreshold.statusCode, atThreshold.body).toBe(200);

    await approvedKyc(started.app, player);
    const above = await bank(player, '6000');
    expect(above.statusCode, above.body).toBe(200);
    expect(await balanceText(started.app, player.token)).toBe('9000.0000');
    await expectLedgerClean(started.database.db);
  });

  it('with KYC_CRYPTO_WITHDRAWALS every crypto withdrawal needs approved documents, whatever its amount', async () => {
    const player = await newPlayer(started.app);
    await creditedDeposit(started, deps, player.token, 'TRC20', '100');
    const crypto = (locale?: string) =>
      moneyCall(started.app, calls.cppWithdraw.path, { coin: 'USDT', network: 'TRC20', address: TRON, amount: '20', paymentPassword: '123456' }, { token: player.token, locale });
    await expectKycRequired(await crypto('ko-KR'), player.userId, player.token, '15000.0000', 'ko-KR');
    await approvedKyc(started.app, player);
    const res = await crypto();
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceText(started.app, player.token)).toBe('12000.0000');
  });
});
