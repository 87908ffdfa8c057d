// Shared set-up of the money-island tests: the user-island set-up (test server, languages, a
// clean session after each test) plus the finance strings, and fixtures in the contracts' shapes.
import { beforeAll } from 'vitest';
import type { Locale } from '../../../shared/locales.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import type { PaymentChannel, PaymentRecord } from '../../contracts/payments.ts';
import type { WithdrawalRecord } from '../../contracts/withdrawals.ts';
import { setUpUserIslandTests } from '../user/userTestSetup.ts';
import { FINANCE_NAMESPACES } from './FinanceIsland.tsx';

export { ok, signIn, userInfo } from '../user/userTestSetup.ts';

export function setUpFinanceIslandTests(locales: readonly Locale[]) {
  const server = setUpUserIslandTests(locales);
  beforeAll(async () => {
    await Promise.all(locales.map((locale) => loadIslandI18n(locale, FINANCE_NAMESPACES)));
  });
  return server;
}

/** An error envelope as the server writes it. */
export const failure = (code: number, error: string, msg: string, issues: { field: string; message: string }[] = []) => ({
  code,
  msg,
  data: null,
  error,
  reqId: 'req-test',
  ...(issues.length ? { issues } : {}),
});

export function bankCard(changes: Partial<BankCard> = {}): BankCard {
  return {
    id: 1,
    bankName: 'Mizuho Bank',
    cardNumberMasked: '**** 4567',
    last4: '4567',
    holderName: 'TARO YAMADA',
    firstName: 'Taro',
    lastName: 'Yamada',
    pinyinName: 'TARO YAMADA',
    branchCode: '123',
    branchName: 'Shinjuku',
    isDefault: true,
    nameMatches: true,
    createdAt: '2026-02-01T00:00:00.000Z',
    ...changes,
  };
}

export function channel(changes: Partial<PaymentChannel> = {}): PaymentChannel {
  return {
    code: 'sandbox-bank-jpy',
    name: 'Bank transfer (JPY, sandbox)',
    provider: 'sandbox',
    currency: 'JPY',
    // As the API writes them: four decimals.
    rate: '1.0000',
    min: '1000.0000',
    max: '1000000.0000',
    needsBankCard: true,
    resourceUrl: null,
    ...changes,
  };
}

export function paymentRecord(changes: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    orderSn: 'D202603040001',
    channelCode: 'sandbox-bank-jpy',
    channelName: 'Bank transfer (JPY, sandbox)',
    currency: 'JPY',
    amount: '5000.0000',
    coins: '5000.0000',
    status: 'pending',
    network: null,
    address: null,
    confirmations: null,
    confirmationsRequired: null,
    payUrl: 'http://127.0.0.1:1/sandbox/psp/checkout/D202603040001',
    createdAt: '2026-03-04T05:06:07.000Z',
    paidAt: null,
    expiresAt: '2026-03-04T05:36:07.000Z',
    ...changes,
  };
}

export function withdrawalRecord(changes: Partial<WithdrawalRecord> = {}): WithdrawalRecord {
  return {
    orderSn: 'W202603040001',
    method: 'bank',
    amount: '3000.0000',
    status: 'review',
    bankName: 'Mizuho Bank',
    cardNumberMasked: '**** 4567',
    coin: null,
    network: null,
    address: null,
    assetAmount: null,
    txid: null,
    failureReason: null,
    createdAt: '2026-03-04T05:06:07.000Z',
    completedAt: null,
    ...changes,
  };
}

/** A page of a list answer. */
export const pageOf = <T,>(list: T[], total = list.length, pageNum = 1, pageSize = 10) => ({ list, total, pageNum, pageSize });
