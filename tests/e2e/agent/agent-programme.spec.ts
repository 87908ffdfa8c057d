// The agent programme end to end in Chromium, in Japanese and English: a player applies (confirming
// first), an operator approves through the operator API, the new agent copies the sign-up link (and
// its QR code decodes to it), a visitor registers through the link with the code filled in, deposits
// through the sandbox checkout and plays rounds; the agent sees the member, transfers coins in and
// takes some back with the member's password; the last finished day's rebates are settled (once);
// and the team report's cards equal the member's own records.
import type { Locator, Page } from '@playwright/test';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import type { Locale } from '../../../shared/locales.ts';
import { dayIn } from '../../../server/config/hall-time-zone.ts';
import { expect, test } from '../support/test.ts';
import { applyInUserCentre, approveThroughOperator, at, decodeQr, fill } from './support/agent.ts';
import { signInWithGoogleThroughApi, uniqueAccount } from '../support/accounts.ts';
import { GOOGLE_CLIENT_ID, operatorToken, PROVIDERS_ORIGIN } from '../support/servers.ts';
import { chooseAccountInPopup, popup, text, verifyEmailInPopup } from '../support/popup.ts';
import { FUND_PASSWORD, PLAYER_NAME, apiCall, balanceOf, bindCardThroughApi, creditThroughOperator, newWalletPlayer, openSignedIn, type WalletPlayer } from '../wallet/support/wallet.ts';

test.describe.configure({ mode: 'parallel' });
test.use({ timezoneId: 'Asia/Tokyo' });


/** The value of the team report's statistics card labelled `label`. */
function card(page: Page, locale: Locale, label: string): Locator {
  const groupName = text(locale, 'agentReport', 'stats.label').split('{{')[0]!;
  return page
    .getByRole('group', { name: new RegExp(`^${groupName.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')}`) })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`${locale}: apply → approval → link and QR → a recruit deposits and plays → transfers → rebate settled → the team report equals the member's records`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const agentText = (key: string) => text(locale, 'agent', key);
    await page.setViewportSize({ width: 1280, height: 900 });
    const agent = await newWalletPlayer(page.request, 'ap');
    await creditThroughOperator(page.request, agent, '1000');

    // A player applies in the user centre, confirming first.
    await openSignedIn(page, at(locale, '/user/user-center'), agent);
    await applyInUserCentre(page, locale);

    // The operator approves; the player is an agent with the agent menu.
    await approveThroughOperator(page, agent.account);
    await page.goto(at(locale, '/agent'));
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/agent/subordinate-management')}$`));
    await expect(page.locator('[data-user-area] [data-agent-link]')).toBeVisible();

    // The registration link: copied, and the QR code decodes to it.
    const invite = page.getByRole('region', { name: agentText('invite.title') });
    const code = (await invite.locator('[data-agent-code]').textContent())!.trim();
    const link = `${new URL(baseURL!).origin}${at(locale, '/login')}?tab=register&agentCode=${code}`;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await invite.getByRole('button', { name: agentText('invite.copyLink') }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await decodeQr(invite.getByRole('img', { name: agentText('invite.qr') }))).toBe(link);

    // A visitor registers through the link: the code is filled in.
    const visitorContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' });
    const visitor = await visitorContext.newPage();
    const recruit = uniqueAccount('pr');
    await visitor.goto(link);
    await verifyEmailInPopup(visitor, locale, recruit);
    await expect(popup(visitor).getByLabel(text(locale, 'auth', 'fields.agentCode'), { exact: true })).toHaveValue(code);
    await chooseAccountInPopup(visitor, locale, recruit);
    await expect(popup(visitor)).toBeHidden();
    // Signed up, the login page goes on to the home page: read the session there, not mid-navigation.
    await visitor.waitForURL((url) => !url.pathname.endsWith('/login'));
    await visitor.waitForLoadState();
    await expect.poll(() => visitor.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const member: WalletPlayer = { ...recruit, token: (await visitor.evaluate(() => localStorage.getItem('token')))! };

    // The member deposits 2,000 JPY through the sandbox checkout (a card in their name first).
    await apiCall(page.request, '/v2/app/user/update', PLAYER_NAME, { token: member.token });
    await bindCardThroughApi(page.request, member);
    const fin = (key: string) => text(locale, 'finance', key);
    await visitor.goto(at(locale, '/user/finance/deposit'));
    const depositForm = visitor.getByRole('region', { name: fin('deposit.formTitle') });
    await depositForm.getByRole('radio', { name: /JPY/ }).check();
    await depositForm.getByLabel(fin('deposit.amount'), { exact: true }).fill('2000');
    const cardPicker = depositForm.getByLabel(fin('deposit.card'), { exact: true });
    await cardPicker.selectOption((await cardPicker.getByRole('option', { name: /1111/ }).getAttribute('value'))!);
    await depositForm.getByRole('button', { name: fin('deposit.submit') }).click();
    await expect(visitor).toHaveURL(/\/sandbox\/psp\/checkout\//);
    await visitor.getByRole('button', { name: text(locale, 'payments', 'checkout.pay'), exact: true }).click();
    await expect(visitor).toHaveURL(/\/user\/finance\/deposit\?orderSn=/);
    await expect(visitor.getByRole('region', { name: fin('deposit.orderTitle') }).getByRole('status')).toHaveText(fin('deposit.paidDone').replace('{{coins}}', formatAmount('2000', locale)), { timeout: 20_000 });

    // … and plays three rounds.
    for (let round = 0; round < 3; round += 1) {
      await apiCall(page.request, '/v2/app/game/play', { machineId: 'lucky-sevens', bet: '10' }, { token: member.token, idempotent: true });
    }

    // The agent sees the member, transfers 100 in and takes 40 back with the member's password.
    await page.reload();
    const list = page.getByRole('region', { name: agentText('members.caption') });
    await list.getByRole('button', { name: `${agentText('members.transferIn')}: ${member.account}` }).click();
    const inDialog = page.getByRole('dialog', { name: fill(agentText('transfer.inTitle'), { account: member.account }) });
    await inDialog.getByLabel(agentText('transfer.amount')).fill('100');
    await inDialog.getByLabel(agentText('transfer.paymentPassword')).fill(FUND_PASSWORD);
    await inDialog.getByRole('button', { name: agentText('transfer.submitIn'), exact: true }).click();
    await expect(inDialog).toBeHidden();
    await list.getByRole('button', { name: `${agentText('members.takeBack')}: ${member.account}` }).click();
    const outDialog = page.getByRole('dialog', { name: fill(agentText('transfer.outTitle'), { account: member.account }) });
    await outDialog.getByLabel(agentText('transfer.amount')).fill('40');
    await outDialog.getByLabel(agentText('transfer.memberPassword')).fill(member.password);
    await outDialog.getByRole('button', { name: agentText('transfer.submitOut'), exact: true }).click();
    await expect(outDialog).toBeHidden();
    expect(await balanceOf(page.request, agent)).toBe('940.0000');

    // The last finished day in the hall's time zone is settled for every agent, once: a second run
    // changes nothing. (Today's play is settled once today has ended, by the job or the operator.)
    const yesterday = new Date(Date.parse(`${dayIn(new Date(), 'Asia/Tokyo')}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const settled = await apiCall<{ period: string; agentsPaid: number; total: string; settledNow: number }>(page.request, '/v2/ops/agent/rebate/settle', { period: yesterday }, { operator: true });
    const again = await apiCall<typeof settled>(page.request, '/v2/ops/agent/rebate/settle', { period: yesterday }, { operator: true });
    expect(again).toEqual({ ...settled, settledNow: 0 });
    const today = dayIn(new Date(), 'Asia/Tokyo');
    const refused = await page.request.post('/v2/ops/agent/rebate/settle', { data: { period: today }, headers: { authorization: `Bearer ${operatorToken()}` } });
    expect(refused.status()).toBe(422);

    // The member's own records (what their record pages show) …
    const range = { tzOffsetMinutes: 540 };
    const games = await apiCall<{ count: number; bet: string }>(page.request, '/v2/app/record/game/record/count', range, { token: member.token });
    expect(games.count).toBe(3);
    const finance = await apiCall<{ list: { type: string; amount: string; status: string }[] }>(page.request, '/v2/app/record/finance/query', { ...range, pageNum: 1, pageSize: 50 }, { token: member.token });
    const deposits = finance.list.filter((r) => r.type === 'deposit' && r.status === 'paid').reduce((sum, r) => sum + Number(r.amount), 0);
    const transfersIn = finance.list.filter((r) => r.type === 'transfer' && !r.amount.startsWith('-')).reduce((sum, r) => sum + Number(r.amount), 0);
    const transfersOut = finance.list.filter((r) => r.type === 'transfer' && r.amount.startsWith('-')).reduce((sum, r) => sum - Number(r.amount), 0);
    expect([deposits, transfersIn, transfersOut]).toEqual([2000, 100, 40]);

    // The member's records page shows the deposit and both transfers.
    const rec = (key: string) => text(locale, 'records', key);
    await visitor.goto(at(locale, '/user/record'));
    const records = visitor.getByRole('table', { name: rec('table.caption') });
    await expect(records.getByRole('row').filter({ hasText: rec('type.deposit') })).toContainText(formatAmount('2000', locale));
    const transferRows = records.getByRole('row').filter({ hasText: rec('type.transfer') });
    await expect(transferRows).toHaveCount(2);
    // By the amount cell itself: a row's order number or time may contain "100" as well.
    const amountCell = (amount: string) => visitor.getByRole('cell', { name: formatAmount(amount, locale, { signed: true }), exact: true });
    await expect(transferRows.filter({ has: amountCell('100') })).toHaveCount(1);
    await expect(transferRows.filter({ has: amountCell('-40') })).toHaveCount(1);
    await visitorContext.close();

    // … equal the agent's team report cards (the team is this one member).
    await page.goto(at(locale, '/agent/team-report'));
    const report = (key: string) => card(page, locale, text(locale, 'agentReport', key));
    await expect(report('stats.betAmount')).toHaveText(formatAmount(games.bet, locale));
    await expect(report('stats.rechargeAmount')).toHaveText(formatAmount(String(deposits), locale));
    await expect(report('stats.transferInAmount')).toHaveText(formatAmount(String(transfersIn), locale));
    await expect(report('stats.transferOutAmount')).toHaveText(formatAmount(String(transfersOut), locale));
    // A team that started playing today has earned no settled rebate yet.
    await expect(report('stats.rebateAmount')).toHaveText(formatAmount('0', locale));
  });
}

test('en-US: the demo agent’s rebate for the last finished day shows in their financial records and in the team report, the same amount', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const locale = 'en-US';
  const rec = (key: string) => text(locale, 'records', key);
  // The seeded team plays every day (server/db/seed-team.ts), so the demo agent earns on yesterday.
  const yesterday = new Date(Date.parse(`${dayIn(new Date(), 'Asia/Tokyo')}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await apiCall(page.request, '/v2/ops/agent/rebate/settle', { period: yesterday }, { operator: true });
  const token = await signInWithGoogleThroughApi(page.request, PROVIDERS_ORIGIN, GOOGLE_CLIENT_ID, new URL(baseURL!).origin, 'agent@demo.game-hall.test');
  const { list } = await apiCall<{ list: { orderSn: string; amount: string }[] }>(page.request, '/v2/app/record/finance/query', { type: 'rebate', tzOffsetMinutes: 540, pageNum: 1, pageSize: 50 }, { token });
  const paid = list.find((row) => row.orderSn === `RB${yesterday.replace(/-/g, '')}`);
  expect(paid, `the demo agent's rebate for ${yesterday}`).toBeTruthy();
  expect(Number(paid!.amount)).toBeGreaterThan(0);

  // The financial records page lists it as a rebate, paid, for that day.
  await page.goto(`/${locale}/user/record?type=rebate&token=${encodeURIComponent(token)}`);
  const row = page.getByRole('table', { name: rec('table.caption') }).getByRole('row').filter({ hasText: paid!.orderSn });
  await expect(row).toContainText(rec('type.rebate'));
  await expect(row).toContainText(rec('status.rebate.success'));
  await expect(row).toContainText(formatAmount(paid!.amount, locale));

  // The team report over that one day shows the same rebate.
  await page.goto(`/${locale}/agent/team-report?from=${yesterday}&to=${yesterday}`);
  await expect(card(page, locale, text(locale, 'agentReport', 'stats.rebateAmount'))).toHaveText(formatAmount(paid!.amount, locale));
});
