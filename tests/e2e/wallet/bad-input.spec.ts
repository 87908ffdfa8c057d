// Money screens refusing what they must, in the page's language: no bound card means no withdrawal
// (and no card deposit), and a wrong fund password is answered with the attempts left while not
// one coin moves.
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { apiCall, balanceOf, bindCardThroughApi, coinsText, creditThroughOperator, headerBalance, newWalletPlayer, openSignedIn } from './support/wallet.ts';

test.describe.configure({ mode: 'parallel' });

const MAX_FUND_PASSWORD_ATTEMPTS = 5;

test('without a bound card the withdraw page says to bind one first (en-US), and so does the deposit form (ja-JP)', async ({ page }) => {
  const player = await newWalletPlayer(page.request, 'wn');

  await openSignedIn(page, '/en-US/user/finance/withdraw', player);
  const form = page.getByRole('region', { name: text('en-US', 'finance', 'withdraw.formTitle') });
  await expect(form.getByText('Please bind the bank card first')).toBeVisible();
  await expect(form.getByRole('link', { name: text('en-US', 'finance', 'bankCard.bindLink') })).toHaveAttribute('href', '/en-US/user/bankcard-setting');
  await expect(form.getByRole('button', { name: text('en-US', 'finance', 'withdraw.submit') })).toHaveCount(0);
  await expect(form.getByLabel(text('en-US', 'finance', 'withdraw.amount'))).toHaveCount(0);

  await page.goto('/user/finance/deposit');
  const deposit = page.getByRole('region', { name: text('ja-JP', 'finance', 'deposit.formTitle') });
  await deposit.getByRole('radio', { name: /JPY/ }).check();
  await expect(deposit.getByText(text('ja-JP', 'finance', 'bankCard.needed'))).toBeVisible();
  await expect(deposit.getByRole('link', { name: text('ja-JP', 'finance', 'bankCard.bindLink') })).toHaveAttribute('href', '/user/bankcard-setting');
  await expect(deposit.getByRole('button', { name: text('ja-JP', 'finance', 'deposit.submit') })).toBeDisabled();

  const withdrawals = await apiCall<{ total: number }>(page.request, '/v2/app/draw/list', { pageNum: 1, pageSize: 10 }, { token: player.token });
  expect(withdrawals.total).toBe(0);
});

test('a wrong fund password is refused in Japanese with the attempts left, and nothing is withdrawn', async ({ page }) => {
  const locale = 'ja-JP';
  const fin = (key: string) => text(locale, 'finance', key);
  const player = await newWalletPlayer(page.request, 'wp');
  await bindCardThroughApi(page.request, player);
  await creditThroughOperator(page.request, player, '1000');

  await openSignedIn(page, '/user/finance/withdraw', player);
  const form = page.getByRole('region', { name: fin('withdraw.formTitle') });
  await expect(form.getByLabel(fin('withdraw.card'), { exact: true })).not.toHaveValue('');
  const amount = form.getByLabel(fin('withdraw.amount'), { exact: true });
  const password = form.getByLabel(fin('withdraw.paymentPassword'), { exact: true });
  const submit = form.getByRole('button', { name: fin('withdraw.submit') });
  const incorrect = (remaining: number) => text(locale, 'errors', 'PAYMENT_PASSWORD_INCORRECT').replace('{{remaining}}', String(remaining));

  await amount.fill('500');
  await password.fill('654321');
  await submit.click();
  await expect(form.getByText(incorrect(MAX_FUND_PASSWORD_ATTEMPTS - 1))).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // A second wrong guess counts down; the amount typed is still there to try again.
  await expect(amount).toHaveValue('500');
  await password.fill('111111');
  await submit.click();
  await expect(form.getByText(incorrect(MAX_FUND_PASSWORD_ATTEMPTS - 2))).toBeVisible();

  // Nothing was held or withdrawn: the balance is whole and no withdrawal was recorded.
  await expect(form.getByRole('status')).toHaveCount(0);
  await page.getByRole('group', { name: fin('balance.label') }).getByRole('button', { name: fin('balance.refresh') }).click();
  await expect(page.getByRole('group', { name: fin('balance.label') })).toContainText(coinsText(locale, '1,000'));
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '1,000'));
  await expect(page.getByRole('table', { name: fin('withdraw.recordsTitle') })).toContainText(fin('records.empty'));
  expect(await balanceOf(page.request, player)).toBe('1000.0000');
  const withdrawals = await apiCall<{ total: number }>(page.request, '/v2/app/draw/list', { pageNum: 1, pageSize: 10 }, { token: player.token });
  expect(withdrawals.total).toBe(0);
});
