// The approvals inbox in a browser, from the production build: the demo admin (as a payments
// operator, through the API) sends two withdrawals for a second approval with a reason; an operator
// holding only `approver` (enrolled through the API) signs in with a computed code — a fresh step-up
// — sees both with the maker's name and reason, approves one (the player's withdrawal is paid out)
// and rejects the other with a template reason (it returns to the review queue). axe finds nothing
// on the inbox in ja-JP and en-US.
import type { APIRequestContext } from '@playwright/test';
import { localizePath } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { enrolledOperator, signInOperator } from './support/operators.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, FUND_PASSWORD, newWalletPlayer } from '../wallet/support/wallet.ts';

/** A player's 1 000-coin withdrawal sent for a second approval by the demo admin; answers its order number. */
async function escalatedWithdrawal(request: APIRequestContext, reason: string): Promise<string> {
  const player = await newWalletPlayer(request, 'appr');
  await bindCardThroughApi(request, player);
  await creditThroughOperator(request, player, '5000');
  const [card] = await apiCall<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, { token: player.token });
  const { orderSn } = await apiCall<{ orderSn: string }>(
    request,
    '/v2/app/draw/withdraw',
    { bankCardId: card!.id, amount: '1000', paymentPassword: FUND_PASSWORD },
    { token: player.token, idempotent: true },
  );
  await apiCall(request, '/v2/ops/withdrawal/escalate', { orderSn, reason }, { operator: true, idempotent: true });
  return orderSn;
}


for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`an approver approves one withdrawal and rejects another with a template reason (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const a = (key: string) => text(locale, 'opsApprovals', `approvals.${key}`);
    const paidSn = await escalatedWithdrawal(request, 'New card, second look');
    const refusedSn = await escalatedWithdrawal(request, 'Player changed the card today');
    const approver = await enrolledOperator(request, `appr-${locale === 'ja-JP' ? 'j' : 'e'}`, ['approver']);

    await signInOperator(page, locale, approver);
    await page.goto(localizePath('/ops/approvals/', locale), { waitUntil: 'networkidle' });
    const inbox = page.getByRole('table', { name: a('caption') });
    const paid = inbox.getByRole('row').filter({ hasText: paidSn });
    const refused = inbox.getByRole('row').filter({ hasText: refusedSn });
    await expect(paid).toContainText('demo-admin');
    await expect(paid).toContainText('New card, second look');
    await expect(paid).toContainText('1,000');
    await expect(refused).toContainText('Player changed the card today');
    await expectNoRawKeys(page);
    await expectNoAxeViolations(page, '/ops/approvals/');

    // Signing in was the step-up: approving pays at once.
    await paid.getByRole('button', { name: a('approve') }).click();
    await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
    await expect(paid).toHaveCount(0);
    const detail = await apiCall<{ withdrawal: { status: string } }>(request, '/v2/ops/withdrawal/detail', { orderSn: paidSn }, { operator: true });
    // Approved and sent to the payout provider; its sandbox may already have settled it.
    expect(['withdrawing', 'success']).toContain(detail.withdrawal.status);

    // Reject with a template: the reason field is pre-filled with its text, which is what is sent.
    await refused.getByRole('button', { name: a('reject') }).click();
    const form = page.locator('form').filter({ has: page.getByLabel(a('reasonLabel'), { exact: true }) });
    await form.getByLabel(a('template'), { exact: true }).selectOption('destinationUnverified');
    const reason = text(locale, 'opsApprovals', 'reasonTemplates.approval-reject.destinationUnverified');
    await expect(form.getByLabel(a('reasonLabel'), { exact: true })).toHaveValue(reason);
    await expectNoAxeViolations(page, '/ops/approvals/ reject');
    await form.getByRole('button', { name: a('confirmReject') }).click();
    await expect(refused).toHaveCount(0);
    const back = await apiCall<{ withdrawal: { status: string } }>(request, '/v2/ops/withdrawal/detail', { orderSn: refusedSn }, { operator: true });
    expect(back.withdrawal.status).toBe('review');
    const all = await apiCall<{ list: { target: { orderSn?: string }; status: string; decisionReason: string | null }[] }>(
      request,
      '/v2/ops/approval/list',
      { filter: 'all', pageSize: 100 },
      { operator: true },
    );
    expect(all.list.find((x) => x.target.orderSn === refusedSn)).toMatchObject({ status: 'rejected', decisionReason: reason });
    expect(errors).toEqual([]);
  });
}
