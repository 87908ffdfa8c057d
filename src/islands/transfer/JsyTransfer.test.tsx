import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import type { Locale } from '../../../shared/locales.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import { $locale } from '../../stores/locale.ts';
import { restartJsyTransfer } from '../../stores/jsyTransfer.ts';
import { bankCard, failure, ok, signIn, userInfo } from '../finance/financeTestSetup.ts';
import { setUpUserIslandTests } from '../user/userTestSetup.ts';
import { JsyTransfer, TRANSFER_NAMESPACES } from './JsyTransfer.tsx';

const testServer = setUpUserIslandTests(['ja-JP', 'en-US']);
beforeAll(async () => {
  await Promise.all((['ja-JP', 'en-US'] as const).map((locale) => loadIslandI18n(locale, TRANSFER_NAMESPACES)));
});
afterEach(() => restartJsyTransfer());

const sent = (path: string) => testServer().seen.filter((r) => r.path === path);
// The step's panel is named like its first field: fields are looked up among inputs.
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function serveTheSteps(balanceAfter = '749.5000') {
  const server = testServer();
  let balance = '1000.0000';
  server.on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance, hasPaymentPassword: true }))));
  server.on('/v2/app/user/bank/list', (_, res) => sendJson(res, 200, ok([bankCard({ id: 3, cardNumberMasked: '**** 1111' })])));
  server.on('/v2/app/jsy/transfer/validate', (_, res) => sendJson(res, 200, ok({ jsyAccount: 'taro.jsy' })));
  server.on('/v2/app/jsy/transfer/validate/card', (_, res) => sendJson(res, 200, ok({ jsyAccount: 'taro.jsy', cardNumberMasked: '**** 1111' })));
  server.on('/v2/app/jsy/transfer/resend/validate/code', (_, res) => sendJson(res, 200, ok({ emailMasked: 'l***@example.com', cooldownSeconds: 60, expiresInSeconds: 600 })));
  server.on('/v2/app/jsy/transfer/login', (_, res) => sendJson(res, 200, ok({ jsyAccount: 'taro.jsy', expiresAt: '2026-11-26T09:10:00.000Z', min: '100.0000', max: '500000.0000' })));
  server.on('/v2/app/jsy/transfer/confirm', (req, res) => {
    balance = balanceAfter;
    const { amount } = req.body as { amount: string };
    sendJson(res, 200, ok({ transferSn: 'J202611260001', jsyAccount: 'taro.jsy', amount: `${amount}000`, status: 'success', failureReason: null, createdAt: '2026-11-26T09:00:00.000Z', completedAt: '2026-11-26T09:00:01.000Z' }));
  });
}

function open(locale: Locale, variant: 'standard' | 'jp') {
  $locale.set(locale);
  render(<JsyTransfer locale={locale} variant={variant} />);
}

describe('JsyTransfer', () => {
  it('asks a visitor to sign in, and sends nothing', async () => {
    open('en-US', 'standard');
    expect(await screen.findByText('Sign in to transfer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(sent('/v2/app/jsy/transfer/validate')).toEqual([]);
  });

  it('walks the Japanese page from the JSY account to a finished transfer', async () => {
    signIn(userInfo({ balance: '1000.0000', hasPaymentPassword: true }));
    serveTheSteps();
    open('en-US', 'jp');
    const steps = await screen.findByRole('navigation', { name: 'Transfer steps' });
    expect(within(steps).getByText('JSY account').closest('li')?.getAttribute('aria-current')).toBe('step');

    type('JSY account', 'Taro.JSY');
    click('Next');
    // Step 2 asks what a Japanese bank transfer names: the branch code and the katakana name.
    await screen.findByLabelText('Branch code');
    await vi.waitFor(() => expect((screen.getByLabelText('Bank card on file') as HTMLSelectElement).value).toBe('3'));
    type('Account holder (katakana)', 'Yamada');
    type('Branch code', '001');
    click('Next');
    expect(await screen.findByText('Use katakana only (full-width or half-width)')).toBeTruthy();
    expect(sent('/v2/app/jsy/transfer/validate/card')).toEqual([]);
    type('Account holder (katakana)', 'ヤマダ タロウ');
    click('Next');

    // Steps 3 and 4: the mailed code, with the resend countdown, and the JSY password.
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was sent to l***@example.com.')).toBeTruthy();
    await screen.findByRole('button', { name: 'New code in 60 s' });
    type('Verification code', '123456');
    type('JSY password', 'jsy-pass');
    click('Sign in to JSY');

    // Step 5: amount with four decimals and the fund password.
    const amount = await screen.findByLabelText('Amount to transfer');
    fireEvent.change(amount, { target: { value: '250.5' } });
    type('Fund password', '123456');
    click('Transfer');
    const result = await screen.findByRole('status');
    expect(within(result).getByText('Transfer complete')).toBeTruthy();
    expect(within(result).getByText('Transfer number: J202611260001')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'See financial records' }).getAttribute('href')).toBe('/en-US/user/record');
    expect(sent('/v2/app/jsy/transfer/validate/card')[0]!.body).toEqual({ bankCardId: 3, holderKana: 'ヤマダ タロウ', branchCode: '001' });
    expect(sent('/v2/app/jsy/transfer/confirm')[0]!.body).toEqual({ amount: '250.5', paymentPassword: '123456' });
    await vi.waitFor(() => expect(sent('/v2/app/user/info').length).toBeGreaterThanOrEqual(2));
  });

  it('says a wrong JSY password under its field, in the server’s words, on the standard page (no kana asked)', async () => {
    signIn(userInfo({ balance: '1000.0000', hasPaymentPassword: true }));
    serveTheSteps();
    testServer().on('/v2/app/jsy/transfer/login', (_, res) =>
      sendJson(res, 422, failure(422, 'JSY_LOGIN_FAILED', 'JSYのアカウントまたはパスワードが正しくありません。', [{ field: 'jsyPassword', message: 'JSYのアカウントまたはパスワードが正しくありません。' }])),
    );
    open('ja-JP', 'standard');
    await screen.findByLabelText('JSYアカウント', { selector: 'input' });
    type('JSYアカウント', 'taro.jsy');
    click('次へ');
    await vi.waitFor(() => expect((screen.getByLabelText('登録済みの銀行カード') as HTMLSelectElement).value).toBe('3'));
    expect(screen.queryByLabelText('口座名義（カタカナ）')).toBeNull();
    click('次へ');
    await screen.findByLabelText('認証コード');
    type('認証コード', '123456');
    type('JSYのパスワード', 'wrong');
    click('JSYにログイン');
    expect(await screen.findByText('JSYのアカウントまたはパスワードが正しくありません。')).toBeTruthy();
    // The code was spent: only the password is asked again.
    expect(await screen.findByText('認証コードは確認済みです。JSYのパスワードをもう一度入力してください。')).toBeTruthy();
    expect(screen.queryByLabelText('認証コード')).toBeNull();
    expect((screen.getByLabelText('JSYのパスワード') as HTMLInputElement).value).toBe('');
  });
});
