import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import type { UserInfo } from '../../contracts/account.ts';
import { withdrawalStatuses } from '../../contracts/money.ts';
import type { WithdrawalRecord } from '../../contracts/withdrawals.ts';
import type { Locale } from '../../../shared/locales.ts';
import { $balance } from '../../stores/balance.ts';
import { $locale } from '../../stores/locale.ts';
import { ACTIVE_POLL_MS } from '../../stores/polling.ts';
import { Withdraw } from './Withdraw.tsx';
import { bankCard, failure, ok, pageOf, setUpFinanceIslandTests, signIn, userInfo, withdrawalRecord } from './financeTestSetup.ts';

const testServer = setUpFinanceIslandTests(['ja-JP', 'en-US']);

const sent = (path: string) => testServer().seen.filter((r) => r.path === path);

interface Scene {
  cards?: BankCard[];
  defaultCard?: BankCard | null;
  records?: WithdrawalRecord[];
  user?: Partial<UserInfo>;
  locale?: Locale;
}

async function renderWithdraw({ cards = [bankCard()], defaultCard, records = [], user = {}, locale = 'en-US' }: Scene = {}) {
  signIn(userInfo({ balance: '5000.0000', hasPaymentPassword: true, ...user }));
  testServer().on('/v2/app/user/bank/list', (_, res) => sendJson(res, 200, ok(cards)));
  testServer().on('/v2/app/user/get/bank', (_, res) => sendJson(res, 200, ok(defaultCard === undefined ? (cards.find((c) => c.isDefault) ?? null) : defaultCard)));
  testServer().on('/v2/app/draw/list', (_, res) => sendJson(res, 200, ok(pageOf(records))));
  $locale.set(locale);
  render(<Withdraw locale={locale} />);
  await screen.findByRole('table');
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

function fillForm(amount = '1000', password = '123456') {
  type('Amount', amount);
  type('Fund password', password);
}

describe('Withdraw', () => {
  it('preselects the default card named by user/get/bank and shows the balance', async () => {
    // The list alone would suggest the first card; user/get/bank names the second.
    const cards = [bankCard({ id: 1, isDefault: false, cardNumberMasked: '**** 1111' }), bankCard({ id: 2, isDefault: false, cardNumberMasked: '**** 2222' })];
    await renderWithdraw({ cards, defaultCard: { ...cards[1]!, isDefault: true } });
    await vi.waitFor(() => expect((screen.getByLabelText('Withdraw to bank card') as HTMLSelectElement).value).toBe('2'));
    expect(screen.getByText('5,000 coins')).toBeTruthy();
    expect(screen.getByText('Available: 5,000 coins')).toBeTruthy();
  });

  it('asks to bind a card first when none is bound', async () => {
    await renderWithdraw({ cards: [], defaultCard: null });
    const notice = await screen.findByText('Please bind the bank card first');
    expect(within(notice.parentElement!).getByRole('link', { name: 'Bind a bank card' }).getAttribute('href')).toBe('/en-US/user/bankcard-setting');
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).toBeNull();
  });

  it('sends a player without a fund password to set one', async () => {
    await renderWithdraw({ user: { hasPaymentPassword: false } });
    const link = await screen.findByRole('link', { name: 'Set a fund password' });
    expect(link.getAttribute('href')).toBe('/en-US/user/payment-password');
    expect(screen.queryByLabelText('Fund password')).toBeNull();
    expect((screen.getByRole('button', { name: 'Request withdrawal' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the amount against the balance and the fund password’s shape before sending', async () => {
    await renderWithdraw();
    await vi.waitFor(() => expect((screen.getByLabelText('Withdraw to bank card') as HTMLSelectElement).value).toBe('1'));
    fillForm('5000.0001', '12345');
    submit();
    expect(await screen.findByText('This is more than your balance (5,000 coins)')).toBeTruthy();
    expect(screen.getByText('The fund password is six digits')).toBeTruthy();
    expect(sent('/v2/app/draw/withdraw')).toEqual([]);
  });

  it('requests the withdrawal, says so, refreshes the balance and the records', async () => {
    await renderWithdraw();
    await vi.waitFor(() => expect((screen.getByLabelText('Withdraw to bank card') as HTMLSelectElement).value).toBe('1'));
    testServer().on('/v2/app/draw/withdraw', (_, res) => {
      testServer().on('/v2/app/draw/list', (_, listRes) => sendJson(listRes, 200, ok(pageOf([withdrawalRecord()]))));
      sendJson(res, 200, ok(withdrawalRecord()));
    });
    testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '2000.0000', hasPaymentPassword: true }))));
    fillForm('3000', '123456');
    submit();
    expect(await screen.findByText('Withdrawal requested (order W202603040001). It is paid to your bank card after review.')).toBeTruthy();
    const [request] = sent('/v2/app/draw/withdraw');
    expect(request?.body).toEqual({ bankCardId: 1, amount: '3000', paymentPassword: '123456' });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect($balance.get()).toBe('2000.0000'));
    expect(screen.getByText('2,000 coins')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Withdrawal records' });
    expect(await within(table).findByText('W202603040001')).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Fund password') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal in the page language, on the fund password field', async () => {
    await renderWithdraw({ locale: 'ja-JP' });
    await vi.waitFor(() => expect((screen.getByLabelText('出金先の銀行口座') as HTMLSelectElement).value).toBe('1'));
    testServer().on('/v2/app/draw/withdraw', (_, res) =>
      sendJson(res, 422, failure(422, 'PAYMENT_PASSWORD_INCORRECT', '資金パスワードが違います。あと4回でロックされます。')),
    );
    type('出金額', '1000');
    type('資金パスワード', '654321');
    fireEvent.click(screen.getByRole('button', { name: '出金を申請する' }));
    expect(await screen.findByText('資金パスワードが違います。あと4回でロックされます。')).toBeTruthy();
    expect(screen.getByLabelText('資金パスワード').getAttribute('aria-invalid')).toBe('true');
    // The server answers in the language the page asked for.
    expect(sent('/v2/app/draw/withdraw')[0]?.headers['accept-language']).toBe('ja-JP');
  });

  it('keeps a refusal that belongs to no field on screen', async () => {
    await renderWithdraw();
    await vi.waitFor(() => expect((screen.getByLabelText('Withdraw to bank card') as HTMLSelectElement).value).toBe('1'));
    testServer().on('/v2/app/draw/withdraw', (_, res) => sendJson(res, 422, failure(422, 'WITHDRAWAL_FAILED', 'Withdrawal Failed')));
    fillForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Withdrawal Failed');
  });

  it('a withdrawal refused for want of approved identity documents links to the KYC screen, in the page language', async () => {
    await renderWithdraw({ locale: 'ja-JP' });
    await vi.waitFor(() => expect((screen.getByLabelText('出金先の銀行口座') as HTMLSelectElement).value).toBe('1'));
    expect(screen.queryByRole('link', { name: '本人確認へ進む' })).toBeNull();
    testServer().on('/v2/app/draw/withdraw', (_, res) => sendJson(res, 422, failure(422, 'KYC_REQUIRED', 'この出金には本人確認（KYC）の承認が必要です。')));
    type('出金額', '3000');
    type('資金パスワード', '123456');
    fireEvent.click(screen.getByRole('button', { name: '出金を申請する' }));
    const link = await screen.findByRole('link', { name: '本人確認へ進む' });
    expect(link.getAttribute('href')).toBe('/user/kyc');
    expect(link.parentElement!.textContent).toContain('この出金には本人確認が必要です。');
  });

  it('lists the withdrawals with every status in the page language, and why one failed', async () => {
    const records = withdrawalStatuses.map((status, i) =>
      withdrawalRecord({ orderSn: `W${i}`, status, failureReason: status === 'failed' ? 'Account closed' : null }),
    );
    await renderWithdraw({ records, locale: 'ja-JP' });
    const table = screen.getByRole('table', { name: '出金履歴' });
    const statuses = within(table).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent);
    expect(statuses).toEqual(['出金審査中', '出金処理中', '出金完了', '出金失敗理由：Account closed']);
    expect(within(table).getAllByText('Mizuho Bank **** 4567')).toHaveLength(4);
    expect(sent('/v2/app/draw/list')[0]?.body).toEqual({ pageNum: 1, pageSize: 10, method: 'bank' });
  });

  it('follows a withdrawal under review until the server moves it on, with a fake clock and no reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      let status: WithdrawalRecord['status'] = 'review';
      await renderWithdraw({ records: [withdrawalRecord({ status: 'review' })] });
      testServer().on('/v2/app/draw/list', (_, res) => sendJson(res, 200, ok(pageOf([withdrawalRecord({ status })]))));
      testServer().on('/v2/app/user/info', (_, res) => sendJson(res, 200, ok(userInfo({ balance: '5000.0000' }))));
      const table = screen.getByRole('table', { name: 'Withdrawal records' });
      expect(await within(table).findByText('Withdrawal review')).toBeTruthy();
      const reads = sent('/v2/app/draw/list').length;

      // An operator approves it; the page reads again within one interval.
      status = 'withdrawing';
      await vi.advanceTimersByTimeAsync(ACTIVE_POLL_MS);
      expect(await within(table).findByText('Withdrawing')).toBeTruthy();
      // The payout fails: the hold comes back, so the balance is read again.
      status = 'failed';
      await vi.advanceTimersByTimeAsync(ACTIVE_POLL_MS);
      expect(await within(table).findByText('Withdrawal Failed')).toBeTruthy();
      await vi.waitFor(() => expect(sent('/v2/app/user/info').length).toBeGreaterThan(0));
      // Final: nothing more to follow.
      const settled = sent('/v2/app/draw/list').length;
      expect(settled).toBe(reads + 2);
      await vi.advanceTimersByTimeAsync(10 * ACTIVE_POLL_MS);
      expect(sent('/v2/app/draw/list').length).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });
});
