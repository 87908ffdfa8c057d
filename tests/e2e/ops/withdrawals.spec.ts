// The withdrawal review in a browser, from the production build: an operator holding only the
// payments role (made by the demo admin's credential, enrolled through the API) signs in with
// password and a TOTP code computed here, finds a player's 5 000-coin withdrawal in the queue by
// filtering on the account, opens it (the player's balance beside it), rejects it with a reason,
// and the player's own withdrawal records show it failed with that reason. axe finds nothing on
// the dashboard or the withdrawal screens, signed in with data on them, in ja-JP and en-US.
import type { APIRequestContext } from '@playwright/test';
import { localizePath } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { enrolledOperator, signInOperator } from './support/operators.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, FUND_PASSWORD, newWalletPlayer, openSignedIn, type WalletPlayer } from '../wallet/support/wallet.ts';

/** A player with a bound card and 8 000 coins who asks to withdraw 5 000; answers the order number. */
async function playerWithWithdrawal(request: APIRequestContext): Promise<{ player: WalletPlayer; orderSn: string }> {
  const player = await newWalletPlayer(request, 'opsq');
  await bindCardThroughApi(request, player);
  await creditThroughOperator(request, player, '8000');
  const [card] = await apiCall<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, { token: player.token });
  const withdrawal = await apiCall<{ orderSn: string }>(
    request,
    '/v2/app/draw/withdraw',
    { bankCardId: card!.id, amount: '5000', paymentPassword: FUND_PASSWORD },
    { token: player.token, idempotent: true },
  );
  return { player, orderSn: withdrawal.orderSn };
}


for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`a payments operator rejects a 5,000-coin withdrawal with a reason and the player sees it failed (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const q = (key: string) => text(locale, 'opsQueue', key);
    const review = (key: string) => text(locale, 'ops', `opsConsole.review.${key}`);
    const grid = (key: string) => text(locale, 'ops', `opsConsole.grid.${key}`);
    const { player, orderSn } = await playerWithWithdrawal(request);
    const operator = await enrolledOperator(request, `pay-${locale === 'ja-JP' ? 'j' : 'e'}`, ['payments']);

    await signInOperator(page, locale, operator);

    // The dashboard: the withdrawals waiting (at least this one) and today's figures for payments.
    await page.goto(localizePath('/ops/', locale), { waitUntil: 'networkidle' });
    const waiting = page.getByRole('region', { name: q('dashboard.queues') });
    await expect(waiting.getByText(q('dashboard.withdrawals'))).toBeVisible();
    await expect(page.getByText(q('dashboard.ggr'))).toBeVisible();
    await expect(page.getByText(q('dashboard.kyc'))).toHaveCount(0);
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page, '/ops/');

    // The queue, filtered to this player's account.
    await waiting.getByRole('link', { name: q('dashboard.openQueue') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/ops/withdrawals/', locale)}$`));
    const search = page.getByRole('search', { name: grid('filters') });
    await search.getByLabel(q('withdrawals.filters.account'), { exact: true }).fill(player.account);
    await search.getByRole('button', { name: grid('apply') }).click();
    const queue = page.getByRole('table', { name: q('withdrawals.caption') });
    const row = queue.getByRole('row').filter({ hasText: orderSn });
    await expect(row).toContainText(player.account);
    await expect(row).toContainText('5,000');
    await expect(row).toContainText(q('withdrawals.status.review'));
    await expect(queue.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page, '/ops/withdrawals/');

    // The detail: the player's balance (8 000 − 5 000 held) and the step so far.
    await row.getByRole('link', { name: orderSn }).click();
    await expect(page).toHaveURL(new RegExp(`#${orderSn}$`));
    const detail = page.getByRole('region', { name: q('withdrawals.detail.title').replace('{{orderSn}}', orderSn) });
    const balance = detail.getByRole('group', { name: q('withdrawals.detail.balance') });
    await expect(balance).toContainText('3,000');
    await expect(balance).toContainText('5,000');
    await expect(detail.getByRole('table', { name: q('withdrawals.detail.steps') })).toContainText(q('withdrawals.detail.events.requested'));
    await expect(detail.getByRole('table', { name: q('withdrawals.detail.adjustments') })).toContainText('e2e journey funds');
    await expectNoAxeViolations(page, `/ops/withdrawals/#${orderSn}`);

    // Reject without a reason: refused before anything is sent. Then with one.
    await detail.getByRole('button', { name: review('reject') }).click();
    await expect(detail.getByText(review('reasonRequired'))).toBeVisible();
    const reason = locale === 'ja-JP' ? '口座名義が一致しません' : 'Card holder name does not match';
    await detail.getByLabel(review('reason'), { exact: true }).fill(reason);
    await detail.getByRole('button', { name: review('reject') }).click();
    await expect(detail.getByText(q('withdrawals.detail.answered').replace('{{status}}', q('withdrawals.status.failed')))).toBeVisible();
    await expect(detail.getByText(review('decided.rejected').replace('{{name}}', operator.name))).toBeVisible();
    const steps = detail.getByRole('table', { name: q('withdrawals.detail.steps') });
    await expect(steps.getByRole('row').filter({ hasText: q('withdrawals.detail.events.reject') })).toContainText(operator.name);
    await expect(steps).toContainText(reason);
    await expect(balance).toContainText('8,000');
    // The queue was read again: the rejected withdrawal has left the review queue; with every status it shows failed.
    await expect(row).toHaveCount(0);
    await search.getByLabel(q('withdrawals.filters.status'), { exact: true }).selectOption('');
    await search.getByRole('button', { name: grid('apply') }).click();
    await expect(row).toContainText(q('withdrawals.status.failed'));
    await expectNoAxeViolations(page, `/ops/withdrawals/#${orderSn} decided`);

    // The player's own withdrawal records: failed, with the operator's reason.
    const records = await apiCall<{ list: { orderSn: string; status: string; failureReason: string | null }[] }>(
      request,
      '/v2/app/draw/list',
      { pageNum: 1, pageSize: 10 },
      { token: player.token },
    );
    expect(records.list.find((w) => w.orderSn === orderSn)).toMatchObject({ status: 'failed', failureReason: reason });
    const playerPage = await page.context().newPage();
    await openSignedIn(playerPage, localizePath('/user/finance/withdraw', locale), player);
    const playerRow = playerPage.getByRole('table', { name: text(locale, 'finance', 'withdraw.recordsTitle') }).getByRole('row').filter({ hasText: orderSn });
    // A second page of the same browser on a busy machine: its records may take a while to load.
    await expect(playerRow).toContainText(text(locale, 'records', 'status.withdrawal.failed'), { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
}
