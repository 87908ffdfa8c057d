// The agent's report screens against the real server, signed in as the seeded demo agent
// (`agent`, code DEMO2026; Google links the demo address, the provider having verified it): the
// team report's cards, day-by-day table and member table show exactly what the report calls
// answer for the same range and calendar; a member with a team links one level down (no page
// load) with the breadcrumb back up; the team's deposit and withdrawal lists show the API's rows.
// The test adds a small branch to the seeded team (a recruit who becomes an agent with a member
// of their own), so there is always one level to drill into.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { expect, test } from '../support/test.ts';
import { mailedCode, signInWithGoogleThroughApi, uniqueAccount } from '../support/accounts.ts';
import { text } from '../support/popup.ts';
import { GOOGLE_CLIENT_ID, PROVIDERS_ORIGIN } from '../support/servers.ts';
import { apiCall } from '../wallet/support/wallet.ts';

const LOCALE = 'en-US';
const ZONE = 'Asia/Tokyo';
const TOKYO_OFFSET = 540;
const t = (key: string) => text(LOCALE, 'agentReport', key);
const amount = (value: string, signed = false) => formatAmount(value, LOCALE, { signed });

test.use({ timezoneId: ZONE });

/** Today in Tokyo and 29 days before: the report's default range as the browser counts it. */
function defaultRange(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const start = new Date(`${today}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 29);
  return { from: start.toISOString().slice(0, 10), to: today };
}

async function registerWithCode(request: APIRequestContext, agentCode: string) {
  const who = uniqueAccount('tr');
  await apiCall(request, '/v2/app/register/send/email/code', { email: who.email });
  const code = await mailedCode(request, who.email);
  await apiCall(request, '/v2/app/register/verify/code', { email: who.email, code, acceptTerms: true });
  const { token } = await apiCall<{ token: string }>(request, '/v2/app/register/user', { account: who.account, email: who.email, password: who.password, agentCode });
  return { ...who, token };
}

/** A recruit of the demo agent who becomes an agent and creates a member of their own. */
async function addBranch(request: APIRequestContext): Promise<{ account: string }> {
  const sub = await registerWithCode(request, 'DEMO2026');
  await apiCall(request, '/v2/app/agent/apply', undefined, { token: sub.token });
  const pending = await apiCall<{ list: { id: number; account: string }[] }>(request, '/v2/ops/agent/application/list', { pageNum: 1, pageSize: 100 }, { operator: true });
  const application = pending.list.find((row) => row.account === sub.account);
  expect(application, `a pending application of ${sub.account}`).toBeTruthy();
  await apiCall(request, '/v2/ops/agent/application/approve', { id: application!.id }, { operator: true });
  const leaf = uniqueAccount('lf');
  await apiCall(request, '/v2/app/agent/sub/member/create', { account: leaf.account, password: leaf.password }, { token: sub.token });
  return sub;
}

/** The value of the statistics card whose label is `label`. */
function card(page: Page, label: string): Locator {
  return page
    .getByRole('group', { name: /^Team figures,/ })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

type Figures = Record<string, string | number>;

async function expectCards(page: Page, figures: Figures) {
  const amounts: [string, string, boolean?][] = [
    ['stats.betAmount', 'betAmount'],
    ['stats.winAmount', 'winAmount'],
    ['stats.netAmount', 'netAmount', true],
    ['stats.rechargeAmount', 'rechargeAmount'],
    ['stats.withdrawAmount', 'withdrawAmount'],
    ['stats.rebateAmount', 'rebateAmount'],
    ['stats.giftAmount', 'giftAmount'],
    ['stats.transferInAmount', 'transferInAmount'],
    ['stats.transferOutAmount', 'transferOutAmount'],
    ['stats.teamBalance', 'teamBalance'],
  ];
  for (const [label, field, signed] of amounts) {
    await expect(card(page, t(label)), field).toHaveText(amount(String(figures[field]), signed));
  }
  for (const [label, field] of [
    ['stats.registrations', 'registrations'],
    ['stats.activeUsers', 'activeUsers'],
    ['stats.teamSize', 'teamSize'],
  ] as const) {
    await expect(card(page, t(label)), field).toHaveText(new Intl.NumberFormat(LOCALE).format(Number(figures[field])));
  }
}

test.describe.configure({ mode: 'serial' });

test('en-US: the demo agent’s team report, drill-down and team lists show what the API answers', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sub = await addBranch(page.request);
  const token = await signInWithGoogleThroughApi(page.request, PROVIDERS_ORIGIN, GOOGLE_CLIENT_ID, new URL(baseURL!).origin, 'agent@demo.game-hall.test');
  const range = defaultRange();
  const body = { ...range, tzOffsetMinutes: TOKYO_OFFSET };
  const call = <T>(path: string, data: unknown) => apiCall<T>(page.request, `/v2/app/agent/${path}`, data, { token });

  await page.goto(`/${LOCALE}/agent/team-report?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('button', { name: t('range.last30') })).toHaveAttribute('aria-pressed', 'true');

  // The cards: every figure as the statistics call answers it for the default range in Tokyo.
  const statistics = await call<Figures & { path: { userId: number; account: string }[] }>('data/statistics', body);
  expect(statistics.path.map((step) => step.account)).toEqual(['agent']);
  // The seeded team played and deposited over the last two weeks: the figures compared are not zeros.
  expect(Number(statistics.betAmount)).toBeGreaterThan(0);
  expect(Number(statistics.rechargeCount)).toBeGreaterThan(0);
  await expectCards(page, statistics);

  // The day-by-day figures: one row a day, each day's bets, deposits and registrations.
  const { days } = await call<{ days: (Figures & { date: string })[] }>('type/report/statistics', body);
  expect(days).toHaveLength(30);
  const dayTable = page.getByRole('table', { name: t('chart.caption') });
  const dayRows = dayTable.locator('tbody tr');
  await expect(dayRows).toHaveCount(days.length);
  for (const [index, day] of days.entries()) {
    await expect(dayRows.nth(index).locator('td').nth(1), day.date).toHaveText(amount(String(day.betAmount)));
    await expect(dayRows.nth(index).locator('td').nth(2), day.date).toHaveText(amount(String(day.rechargeAmount)));
    await expect(dayRows.nth(index).locator('td').nth(3), day.date).toHaveText(String(day.registrations));
  }

  // The member table, sorted by account: the API's first page in the same order and figures.
  const members = page.getByRole('table', { name: t('members.caption') });
  await members.getByRole('button', { name: t('members.account'), exact: true }).click();
  await expect(page).toHaveURL(/sort=account&order=asc/);
  const memberPage = await call<{ list: (Figures & { account: string; userId: number; teamSize: number })[]; total: number }>('sub/member/report/page', {
    ...body,
    sortBy: 'account',
    sortOrder: 'asc',
    pageNum: 1,
    pageSize: 10,
  });
  expect(memberPage.list.map((row) => row.account)).toContain(sub.account);
  const memberRows = members.locator('tbody tr');
  await expect(memberRows).toHaveCount(memberPage.list.length);
  for (const [index, row] of memberPage.list.entries()) {
    const cells = memberRows.nth(index).locator('td');
    await expect(cells.nth(0)).toContainText(row.account);
    await expect(cells.nth(2), `${row.account} bets`).toHaveText(amount(String(row.betAmount)));
    await expect(cells.nth(4), `${row.account} result`).toHaveText(amount(String(row.netAmount), true));
    await expect(cells.nth(5), `${row.account} deposits`).toHaveText(amount(String(row.rechargeAmount)));
  }

  // One level down, without loading the page: the member's own figures and the way back up.
  const subRow = memberPage.list.find((row) => row.account === sub.account)!;
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await members.getByRole('link', { name: t('members.openTeam').replace('{{account}}', sub.account) }).click();
  await expect(page).toHaveURL(new RegExp(`/${LOCALE}/agent/team-report/${subRow.userId}\\?from=${range.from}&to=${range.to}$`));
  const crumbs = page.getByRole('navigation', { name: text(LOCALE, 'ds', 'teamPath') });
  await expect(crumbs.getByRole('link')).toHaveText(['agent', sub.account]);
  await expect(crumbs.getByRole('link', { name: sub.account })).toHaveAttribute('aria-current', 'page');
  const subStatistics = await call<Figures>('data/statistics', { ...body, userId: subRow.userId });
  expect(subStatistics.teamSize).toBe(1);
  await expectCards(page, subStatistics);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await crumbs.getByRole('link', { name: 'agent' }).click();
  await expect(page).toHaveURL(new RegExp(`/${LOCALE}/agent/team-report\\?from=`));
  await expectCards(page, statistics);

  // The same page opened at a member's address (the server answers any id with it), on a phone:
  // no wider than the screen, the member table scrolling in its own box.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/${LOCALE}/agent/team-report/${subRow.userId}`);
  await expectCards(page, subStatistics);
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The team's deposits and withdrawals: the API's first page, row by row.
  for (const [route, path, caption] of [
    ['team-recharge', 'sub/member/recharge/page', 'orders.rechargeCaption'],
    ['team-withdraw', 'sub/member/draw/page', 'orders.withdrawCaption'],
  ] as const) {
    await page.goto(`/${LOCALE}/agent/${route}`);
    const listed = await call<{ list: { orderSn: string; account: string }[] }>(path, { pageNum: 1, pageSize: 10, tzOffsetMinutes: TOKYO_OFFSET });
    const table = page.getByRole('table', { name: t(caption) });
    await expect(table).toBeVisible();
    if (listed.list.length === 0) {
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table).toContainText(t(route === 'team-recharge' ? 'orders.emptyRecharge' : 'orders.emptyWithdraw'));
    } else {
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(listed.list.length);
      for (const [index, row] of listed.list.entries()) {
        await expect(rows.nth(index).locator('td').nth(1)).toHaveText(row.account);
        await expect(rows.nth(index).locator('td').nth(2)).toHaveText(row.orderSn);
      }
    }
  }
});
