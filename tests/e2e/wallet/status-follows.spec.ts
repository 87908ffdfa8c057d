// Statuses follow the server on an open page (issue 12): a player withdraws, an operator approves
// through the operator API, and the withdraw page, never reloaded, shows the new status.
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, FUND_PASSWORD, newWalletPlayer, openSignedIn } from './support/wallet.ts';

const locale = 'en-US';
const fin = (key: string) => text(locale, 'finance', key);
const rec = (key: string) => text(locale, 'records', key);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a withdrawal approved by an operator shows its new status on the open page without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const player = await newWalletPlayer(page.request, 'ws');
  await bindCardThroughApi(page.request, player);
  await creditThroughOperator(page.request, player, '5000');

  await openSignedIn(page, '/en-US/user/finance/withdraw', player);
  const form = page.getByRole('region', { name: fin('withdraw.formTitle') });
  await form.getByLabel(fin('withdraw.amount'), { exact: true }).fill('2000');
  await form.getByLabel(fin('withdraw.paymentPassword'), { exact: true }).fill(FUND_PASSWORD);
  await form.getByRole('button', { name: fin('withdraw.submit') }).click();
  const [before, after] = fin('withdraw.done').split('{{orderSn}}');
  const done = form.getByRole('status');
  await expect(done).toHaveText(new RegExp(`^${escape(before!)}\\S+${escape(after!)}$`));
  const orderSn = (await done.textContent())!.slice(before!.length, -after!.length);
  const row = page.getByRole('table', { name: fin('withdraw.recordsTitle') }).getByRole('row').filter({ hasText: orderSn });
  await expect(row).toContainText(rec('status.withdrawal.review'));

  // A mark on this very document: a reload or a navigation would lose it.
  await page.evaluate(() => Object.assign(window, { statusJourneyMark: true }));

  await apiCall(page.request, '/v2/ops/withdrawal/approve', { orderSn }, { operator: true, idempotent: true });
  // Approved: withdrawing, then paid out by the sandbox bank (its 2-second job); each shows by itself.
  await expect(row).toContainText(new RegExp(`${escape(rec('status.withdrawal.withdrawing'))}|${escape(rec('status.withdrawal.success'))}`), {
    timeout: 10_000,
  });
  await expect(row).toContainText(rec('status.withdrawal.success'), { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { statusJourneyMark?: boolean }).statusJourneyMark)).toBe(true);
});
