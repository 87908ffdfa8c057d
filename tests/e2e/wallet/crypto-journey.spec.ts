// Crypto in English, end to end in the browser: the player's USDT address on TRC20, a transfer
// from the sandbox chain's dev page, pending while confirmations are counted, credited at the
// 19th, then a withdrawal on the locked network with the address checked by the server.
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { coinsText, FUND_PASSWORD, headerBalance, newWalletPlayer, openSignedIn, withChain } from './support/wallet.ts';

const locale = 'en-US';
const crypto = (key: string) => text(locale, 'crypto', key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const NETWORK = 'TRC20';
const NETWORK_NAME = 'TRON (TRC20)';
const CONFIRMATIONS = 19;
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

test('USDT on TRC20: sent from the sandbox chain, pending until 19 confirmations, credited 3,750, then 20 USDT withdrawn', async ({ page, context }) => {
  test.setTimeout(120_000);
  const player = await newWalletPlayer(page.request, 'wc');

  // The deposit page: USDT on TRC20 and the player's own address.
  await openSignedIn(page, '/en-US/user/finance/deposit/cryptocurrency', player);
  await page.getByLabel(crypto('choice.coin'), { exact: true }).selectOption('USDT');
  await page.getByLabel(crypto('choice.network'), { exact: true }).selectOption({ label: NETWORK_NAME });
  const addressPanel = page.getByRole('region', { name: fill(crypto('address.title'), { coin: 'USDT', network: NETWORK_NAME }) });
  const shownAddress = addressPanel.getByText(TRON_ADDRESS);
  await expect(shownAddress).toBeVisible();
  const address = (await shownAddress.textContent())!.trim();
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '0'));

  const deposits = page.getByRole('table', { name: crypto('deposits.caption') });
  const deposit = deposits.getByRole('row').filter({ hasText: fill(crypto('amountInCoin'), { amount: '25', coin: 'USDT' }) });

  await withChain(NETWORK, async () => {
    // The sandbox chain's dev page, in another tab: send 25 USDT, mine 18 blocks.
    const chainPage = await context.newPage();
    await chainPage.goto('/sandbox/chain?lang=en-US');
    const tron = chainPage.getByRole('region', { name: `${NETWORK_NAME} · USDT` });
    await tron.getByLabel(text(locale, 'chain', 'to'), { exact: true }).fill(address);
    await tron.getByLabel(fill(text(locale, 'chain', 'amount'), { coin: 'USDT' }), { exact: true }).fill('25');
    await tron.getByRole('button', { name: text(locale, 'chain', 'send'), exact: true }).click();
    // The section's status line (its block height is an <output>, a status too).
    const said = tron.getByRole('status').filter({ hasText: /^(Sent|Mined|Failed)/ });
    await expect(said).toHaveText(/^Sent\. Transaction: [0-9a-f]{64}$/);
    const height = Number(await tron.getByRole('status').filter({ hasText: /^\d+$/ }).textContent());
    await tron.getByLabel(text(locale, 'chain', 'blocks'), { exact: true }).fill(String(CONFIRMATIONS - 1));
    await tron.getByRole('button', { name: text(locale, 'chain', 'mine'), exact: true }).click();
    await expect(said).toHaveText(`Mined. Block height: ${height + CONFIRMATIONS - 1}`);

    // Back on the deposit page: waiting for the chain with 18 of 19 confirmations (not "pending payment"), nothing credited yet.
    await page.bringToFront();
    const seen = fill(crypto('deposits.confirmationsOf'), { seen: CONFIRMATIONS - 1, required: CONFIRMATIONS });
    await expect(deposit.getByLabel(seen)).toHaveText(`${CONFIRMATIONS - 1} / ${CONFIRMATIONS}`, { timeout: 45_000 });
    await expect(deposit).toContainText(fill(text(locale, 'records', 'status.deposit.confirming'), { seen: CONFIRMATIONS - 1, required: CONFIRMATIONS }));
    await expect(deposit).not.toContainText(text(locale, 'records', 'status.deposit.pending'));
    await expect(page.getByText(crypto('deposits.watching'))).toBeVisible();
    await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '0'));

    // One more block: the 19th confirmation credits 25 × 150 coins.
    await chainPage.bringToFront();
    await tron.getByLabel(text(locale, 'chain', 'blocks'), { exact: true }).fill('1');
    await tron.getByRole('button', { name: text(locale, 'chain', 'mine'), exact: true }).click();
    await expect(said).toHaveText(`Mined. Block height: ${height + CONFIRMATIONS}`);
    await chainPage.close();
  });

  await page.bringToFront();
  await expect(deposit).toContainText(text(locale, 'records', 'status.deposit.paid'), { timeout: 20_000 });
  await expect(deposit).toContainText('3,750');
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '3,750'));
  await expect(page.getByRole('group', { name: text(locale, 'finance', 'balance.label') })).toContainText(coinsText(locale, '3,750'));

  // Withdrawal: the network is locked to the deposits' one; the address is checked on leaving it.
  await page.goto('/en-US/user/finance/withdraw/cryptocurrency');
  const form = page.getByRole('region', { name: crypto('withdraw.title') });
  const network = form.getByLabel(crypto('choice.network'), { exact: true });
  await expect(network).toBeDisabled();
  await expect(network).toHaveValue(NETWORK);
  const addressField = form.getByLabel(fill(crypto('withdraw.address'), { coin: 'USDT', network: NETWORK_NAME }), { exact: true });
  await addressField.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x');
  await addressField.blur();
  await expect(addressField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(fill(crypto('address.invalid.checksum'), { network: NETWORK_NAME }))).toBeVisible();
  await addressField.fill('not-an-address');
  await addressField.blur();
  await expect(form.getByText(fill(crypto('address.invalid.format'), { network: NETWORK_NAME }))).toBeVisible();
  await addressField.fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await addressField.blur();
  await expect(form.getByText(fill(crypto('address.valid'), { network: NETWORK_NAME }))).toBeVisible();
  await expect(addressField).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(fill(crypto('withdraw.amount'), { coin: 'USDT' }), { exact: true }).fill('20');
  await expect(form.getByText(fill(crypto('withdraw.cost'), { coins: '3,000' }))).toBeVisible();
  await form.getByLabel(crypto('withdraw.paymentPassword'), { exact: true }).fill(FUND_PASSWORD);
  await form.getByRole('button', { name: crypto('withdraw.submit') }).click();

  const [before] = crypto('withdraw.requested').split('{{orderSn}}');
  const requested = form.getByRole('status').filter({ hasText: before! });
  await expect(requested).toContainText('20 USDT, 3,000 coins held');
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '750'));
  await expect(page.getByRole('group', { name: text(locale, 'finance', 'balance.label') })).toContainText(coinsText(locale, '750'));
  const withdrawals = page.getByRole('table', { name: crypto('withdrawals.caption') });
  await expect(withdrawals.getByRole('row').filter({ hasText: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toContainText(text(locale, 'records', 'status.withdrawal.review'));
});
