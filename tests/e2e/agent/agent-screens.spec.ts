// The agent's screens against the real server: a player applies in the user centre (confirming
// first), an operator approves, the agent menu appears (before paint on the next page), the agent
// shares the sign-up link (which opens registration with the code filled in for a visitor), sees
// the new member, creates another, transfers coins in and takes some back with the member's
// password; and a player who is not an agent sees the application panel on an agent page.
import { LOCALES, localizePath } from '../../../shared/locales.ts';
import { countOpenRequests, settleAndMeasure } from '../support/phone-layout.ts';
import { expect, test } from '../support/test.ts';
import { agentText, applyInUserCentre, approveThroughOperator, at, fill } from './support/agent.ts';
import { uniqueAccount } from '../support/accounts.ts';
import { chooseAccountInPopup, popup, text, verifyEmailInPopup } from '../support/popup.ts';
import { FUND_PASSWORD, apiCall, balanceOf, creditThroughOperator, headerBalance, newWalletPlayer, openSignedIn } from '../wallet/support/wallet.ts';

test.describe.configure({ mode: 'parallel' });


for (const locale of ['en-US', 'ja-JP'] as const) {
  test(`${locale}: apply, approval, the agent menu, sharing the link, a member joins, transfer in and take back`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const agent = await newWalletPlayer(page.request, 'ag');
    await creditThroughOperator(page.request, agent, '1000');

    // Not an agent yet: no agent menu anywhere, and the user centre offers to apply.
    await openSignedIn(page, at(locale, '/user/user-center'), agent);
    await expect(page.locator('html')).not.toHaveAttribute('data-agent');
    const agentLink = page.locator('[data-user-area] [data-agent-link]');
    await expect(agentLink).toBeHidden();
    await applyInUserCentre(page, locale);

    // An operator approves; the next page knows the player is an agent.
    await approveThroughOperator(page, agent.account);
    await page.reload();
    await expect(page.getByRole('region', { name: agentText(locale, 'invite.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-agent', '');
    await expect(agentLink).toBeVisible();
    await expect(agentLink).toHaveText(agentText(locale, 'menu.short'));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('agent'))).toBe('1');
    // The user centre's side menu has the agent menu too.
    await expect(page.getByRole('navigation', { name: agentText(locale, 'menu.label') }).first()).toBeVisible();

    // Before paint: with every module script blocked, the inline head script alone marks the agent.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.goto(at(locale, '/game/notice'));
    await expect(page.locator('html')).toHaveAttribute('data-agent', '');
    await expect(agentLink).toBeVisible();
    await page.unroute('**/_astro/**/*.js');

    // /agent goes on to subordinate management; the invitation is there.
    await page.goto(at(locale, '/agent'));
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/agent/subordinate-management')}$`));
    const invite = page.getByRole('region', { name: agentText(locale, 'invite.title') });
    const code = (await invite.locator('[data-agent-code]').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,16}$/);
    const link = `${new URL(baseURL!).origin}${at(locale, '/login')}?tab=register&agentCode=${code}`;
    await expect(invite.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(invite.getByRole('img', { name: agentText(locale, 'invite.qr') })).toHaveAttribute('data-qr-value', link);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await invite.getByRole('button', { name: agentText(locale, 'invite.copyLink') }).click();
    await expect(page.getByRole('status').filter({ hasText: agentText(locale, 'invite.copiedLink') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A visitor opening the link gets registration with the code filled in, and joins the team.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const recruit = uniqueAccount('rc');
    await visitor.goto(link);
    await verifyEmailInPopup(visitor, locale, recruit);
    await expect(popup(visitor).getByLabel(text(locale, 'auth', 'fields.agentCode'), { exact: true })).toHaveValue(code);
    await chooseAccountInPopup(visitor, locale, recruit);
    await expect(popup(visitor)).toBeHidden();
    await visitorContext.close();

    const list = page.getByRole('region', { name: agentText(locale, 'members.caption') });
    await page.reload();
    const transferIn = (account: string) => list.getByRole('button', { name: `${agentText(locale, 'members.transferIn')}: ${account}` });
    const takeBack = (account: string) => list.getByRole('button', { name: `${agentText(locale, 'members.takeBack')}: ${account}` });
    await expect(transferIn(recruit.account)).toBeVisible();

    // Create a member from the dialog; it shows in the list.
    const created = uniqueAccount('cm');
    await page.getByRole('button', { name: agentText(locale, 'create.open') }).click();
    const createDialog = page.getByRole('dialog', { name: agentText(locale, 'create.title') });
    await createDialog.getByLabel(agentText(locale, 'create.account'), { exact: true }).fill(created.account);
    await createDialog.getByLabel(agentText(locale, 'create.password'), { exact: true }).fill(created.password);
    await createDialog.getByLabel(agentText(locale, 'create.confirmPassword'), { exact: true }).fill(created.password);
    await createDialog.getByRole('button', { name: agentText(locale, 'create.submit'), exact: true }).click();
    await expect(createDialog).toBeHidden();
    await expect(transferIn(created.account)).toBeVisible();

    // Transfer 100 coins in to the recruit with the fund password.
    await transferIn(recruit.account).click();
    const inDialog = page.getByRole('dialog', { name: fill(agentText(locale, 'transfer.inTitle'), { account: recruit.account }) });
    await inDialog.getByLabel(agentText(locale, 'transfer.amount')).fill('100');
    await inDialog.getByLabel(agentText(locale, 'transfer.paymentPassword')).fill(FUND_PASSWORD);
    await inDialog.getByRole('button', { name: agentText(locale, 'transfer.submitIn'), exact: true }).click();
    await expect(inDialog).toBeHidden();
    await expect(headerBalance(page, locale)).toContainText('900');
    expect(await balanceOf(page.request, agent)).toBe('900.0000');

    // Take 40 back: a wrong member password is said in the form and moves nothing; the right one works.
    await takeBack(recruit.account).click();
    const outDialog = page.getByRole('dialog', { name: fill(agentText(locale, 'transfer.outTitle'), { account: recruit.account }) });
    await outDialog.getByLabel(agentText(locale, 'transfer.amount')).fill('40');
    await outDialog.getByLabel(agentText(locale, 'transfer.memberPassword')).fill(`${recruit.password}wrong`);
    await outDialog.getByRole('button', { name: agentText(locale, 'transfer.submitOut'), exact: true }).click();
    await expect(outDialog.locator('[aria-invalid="true"]')).toHaveCount(1);
    expect(await balanceOf(page.request, agent)).toBe('900.0000');
    await outDialog.getByLabel(agentText(locale, 'transfer.memberPassword')).fill(recruit.password);
    await outDialog.getByRole('button', { name: agentText(locale, 'transfer.submitOut'), exact: true }).click();
    await expect(outDialog).toBeHidden();
    await expect(headerBalance(page, locale)).toContainText('940');
    expect(await balanceOf(page.request, agent)).toBe('940.0000');

    // On a phone the page with its table and dialogs is no wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(transferIn(recruit.account)).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await transferIn(recruit.account).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('a player who is not an agent sees the application panel on every agent page', async ({ page }) => {
  const locale = 'ja-JP';
  const player = await newWalletPlayer(page.request, 'na');
  await openSignedIn(page, '/agent/subordinate-management', player);
  const panel = page.getByRole('region', { name: agentText(locale, 'apply.title') });
  await expect(panel.getByText(agentText(locale, 'apply.agentsOnly'))).toBeVisible();
  await expect(panel.getByRole('button', { name: agentText(locale, 'apply.button') })).toBeVisible();
  await expect(page.getByRole('region', { name: agentText(locale, 'invite.title') })).toHaveCount(0);
});

test('an agent’s own screens fit 360 and 390 px phones in every language, no word broken', async ({ page, context }) => {
  test.setTimeout(240_000);
  const agent = await newWalletPlayer(page.request, 'ph');
  await creditThroughOperator(page.request, agent, '1000');
  await apiCall(page.request, '/v2/app/agent/apply', {}, { token: agent.token });
  await approveThroughOperator(page, agent.account);
  const member = uniqueAccount('pm');
  await apiCall(page.request, '/v2/app/agent/sub/member/create', { account: member.account, password: member.password }, { token: agent.token });
  await countOpenRequests(context);
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, '/agent/subordinate-management', agent);
  const failures: string[] = [];
  for (const locale of LOCALES) {
    for (const route of ['/agent/subordinate-management', '/user/user-center']) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(localizePath(route, locale));
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const finding = await settleAndMeasure(page);
        if (finding.scrollWidth > finding.innerWidth) failures.push(`${locale} ${route} ${width}px: ${finding.scrollWidth}px wide (${finding.widest?.selector})`);
        for (const broken of finding.brokenWords) failures.push(`${locale} ${route} ${width}px: "${broken.word}" broken in ${broken.selector}`);
      }
    }
    // With the take-back dialog open over the table.
    await page.goto(localizePath('/agent/subordinate-management', locale));
    await page.getByRole('button', { name: `${agentText(locale, 'members.takeBack')}: ${member.account}` }).click();
    const finding = await settleAndMeasure(page);
    if (finding.scrollWidth > finding.innerWidth) failures.push(`${locale} dialog: ${finding.scrollWidth}px wide (${finding.widest?.selector})`);
    for (const broken of finding.brokenWords) failures.push(`${locale} dialog: "${broken.word}" broken in ${broken.selector}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('an agent’s header keeps one row with the Agent link at 1280 px in every language, and the narrow menu holds the agent menu', async ({ page }) => {
  test.setTimeout(120_000);
  const agent = await newWalletPlayer(page.request, 'hd');
  await apiCall(page.request, '/v2/app/agent/apply', {}, { token: agent.token });
  await approveThroughOperator(page, agent.account);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/user/user-center', agent);
  await expect(page.locator('html')).toHaveAttribute('data-agent', '');
  for (const locale of LOCALES) {
    await page.goto(localizePath('/game/notice', locale));
    const link = page.locator('[data-user-area] [data-agent-link]');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', localizePath('/agent/subordinate-management', locale));
    const height = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().height);
    expect(height, `${locale}: the header is one row`).toBeLessThanOrEqual(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale}: nothing wider than the window`).toBeLessThanOrEqual(1280);
  }
  // Narrower windows: the menu dialog has the agent menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(localizePath('/game/notice', 'en-US'));
  await page.getByRole('button', { name: text('en-US', 'common', 'siteMenu.open') }).click();
  const menu = page.getByRole('dialog', { name: text('en-US', 'common', 'siteMenu.title') });
  const agentMenu = menu.getByRole('navigation', { name: agentText('en-US', 'menu.label') });
  await expect(agentMenu.getByRole('link', { name: agentText('en-US', 'menu.subordinateManagement') })).toHaveAttribute('href', '/en-US/agent/subordinate-management');
  await expect(agentMenu.getByRole('link')).toHaveCount(4);
});
