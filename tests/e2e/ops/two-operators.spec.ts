// Two operators and one player, in Chromium against the production build (issue 20's journey).
// A player with approved KYC and 162 000 coins (credited in parts below the adjustments' four-eyes
// threshold) asks for two withdrawals. Operator A (payments) signs in with password and a TOTP code
// computed here, rejects the 5 000-coin one with a template reason — the player's records and inbox
// show it — and approves the 150 000-coin one, which the server holds for a second approver.
// Operator B (approver + auditor) signs in in another browser — the code is the step-up — approves
// it in the approvals inbox, and the player's withdrawal is paid out. B's audit viewer shows A's
// and B's rows (and exports them as CSV); axe finds nothing on it. Then B's browser clock moves 15
// idle minutes: the next click lands on the sign-in page, which says why and, once B signs in
// again, returns to the audit viewer.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { localizePath } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { enrolledOperator, freshCode, signInOperator } from './support/operators.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, FUND_PASSWORD, newWalletPlayer, openSignedIn, type WalletPlayer } from '../wallet/support/wallet.ts';

/** A player whose KYC is approved (withdrawals above 100 000 coins need it), with a card and 162 000 coins. */
async function fundedPlayer(request: APIRequestContext): Promise<WalletPlayer> {
  const player = await newWalletPlayer(request, 'twoop');
  await bindCardThroughApi(request, player);
  const photo = async (shade: number) =>
    (await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: shade, g: 90, b: 160 } } }).jpeg().toBuffer()).toString('base64');
  await apiCall(request, '/v2/app/user/kyc/add', { front: await photo(20), back: await photo(120), handheld: await photo(220) }, { token: player.token });
  const { id } = await apiCall<{ id: number }>(request, '/v2/app/user/kyc/latest', {}, { token: player.token });
  await apiCall(request, '/v2/ops/kyc/approve', { id }, { operator: true, idempotent: true });
  // Adjustments of 10 000 coins or more wait for a second operator: the coins arrive in parts.
  for (let part = 0; part < 18; part += 1) await creditThroughOperator(request, player, '9000');
  return player;
}

async function withdraw(request: APIRequestContext, player: WalletPlayer, amount: string): Promise<string> {
  const [card] = await apiCall<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, { token: player.token });
  const { orderSn } = await apiCall<{ orderSn: string }>(
    request,
    '/v2/app/draw/withdraw',
    { bankCardId: card!.id, amount, paymentPassword: FUND_PASSWORD },
    { token: player.token, idempotent: true },
  );
  return orderSn;
}

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`operator A rejects and escalates, operator B approves and reads the audit log; 15 idle minutes end B's session (${locale})`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(240_000);
    const q = (key: string) => text(locale, 'opsQueue', key);
    const review = (key: string) => text(locale, 'ops', `opsConsole.review.${key}`);
    const grid = (key: string) => text(locale, 'ops', `opsConsole.grid.${key}`);
    const signIn = (key: string) => text(locale, 'ops', `opsConsole.signIn.${key}`);
    const a = (key: string) => text(locale, 'opsApprovals', `approvals.${key}`);
    const au = (key: string) => text(locale, 'opsAudit', key);
    // Action keys hold dots, which the text helper reads as nesting: their names come from the file.
    const actionNames = JSON.parse(readFileSync(new URL(`../../../locales/${locale}/opsAudit.json`, import.meta.url), 'utf8')).actions as Record<string, string>;
    const actionName = (action: string) => actionNames[action]!;
    const tag = locale === 'ja-JP' ? 'j' : 'e';

    const player = await fundedPlayer(request);
    const smallSn = await withdraw(request, player, '5000');
    const bigSn = await withdraw(request, player, '150000');
    const operatorA = await enrolledOperator(request, `pay-a-${tag}`, ['payments']);
    const operatorB = await enrolledOperator(request, `appr-b-${tag}`, ['approver', 'auditor']);

    // ---- Operator A: reject the small one with a template reason, send the large one on. ----
    const errorsA = collectPageErrors(page);
    await signInOperator(page, locale, operatorA);
    await page.goto(localizePath(`/ops/withdrawals/#${smallSn}`, locale), { waitUntil: 'networkidle' });
    const small = page.getByRole('region', { name: q('withdrawals.detail.title').replace('{{orderSn}}', smallSn) });
    await small.getByLabel(review('template'), { exact: true }).selectOption('nameMismatch');
    const reason = text(locale, 'opsApprovals', 'reasonTemplates.withdrawal-reject.nameMismatch');
    await expect(small.getByLabel(review('reason'), { exact: true })).toHaveValue(reason);
    await small.getByRole('button', { name: review('reject'), exact: true }).click();
    await expect(small.getByText(review('decided.rejected').replace('{{name}}', operatorA.name))).toBeVisible();

    // The player's records and inbox say so, with the reason.
    const records = await apiCall<{ list: { orderSn: string; status: string; failureReason: string | null }[] }>(
      request,
      '/v2/app/draw/list',
      { pageNum: 1, pageSize: 10 },
      { token: player.token },
    );
    expect(records.list.find((w) => w.orderSn === smallSn)).toMatchObject({ status: 'failed', failureReason: reason });
    const inbox = await apiCall<{ list: { body: string }[] }>(request, '/v2/app/station/query', { pageNum: 1, pageSize: 10 }, { token: player.token });
    expect(inbox.list.filter((letter) => letter.body.includes(smallSn) && letter.body.includes(reason))).toHaveLength(1);

    await page.goto(localizePath(`/ops/withdrawals/#${bigSn}`, locale), { waitUntil: 'networkidle' });
    const big = page.getByRole('region', { name: q('withdrawals.detail.title').replace('{{orderSn}}', bigSn) });
    await expect(big.getByRole('group', { name: q('withdrawals.detail.balance') })).toBeVisible();
    await big.getByRole('button', { name: review('approve'), exact: true }).click();
    // 150 000 coins is above the four-eyes threshold: nothing is paid, it waits for a second approver.
    await expect(big.getByText(review('decided.sentForApproval').replace('{{name}}', operatorA.name))).toBeVisible();
    const held = await apiCall<{ withdrawal: { status: string; awaitingApproval: { makerName: string } | null } }>(
      request,
      '/v2/ops/withdrawal/detail',
      { orderSn: bigSn },
      { operator: true },
    );
    expect(held.withdrawal).toMatchObject({ status: 'review', awaitingApproval: { makerName: operatorA.name } });
    expect(errorsA).toEqual([]);

    // ---- Operator B, in another browser: approve after the step-up of signing in. ----
    const contextB = await browser.newContext({ baseURL });
    try {
      const pageB = await contextB.newPage();
      const errorsB = collectPageErrors(pageB);
      // B's clock is the page's own, so the idle minutes can pass without waiting for them.
      await pageB.clock.install();
      await signInOperator(pageB, locale, operatorB);
      await pageB.goto(localizePath('/ops/approvals/', locale), { waitUntil: 'networkidle' });
      const pending = pageB.getByRole('table', { name: a('caption') }).getByRole('row').filter({ hasText: bigSn });
      await expect(pending).toContainText(operatorA.name);
      await pending.getByRole('button', { name: a('approve') }).click();
      await expect(pageB.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
      await expect(pending).toHaveCount(0);

      // The player sees it paid (the sandbox bank pays within seconds).
      await expect
        .poll(
          async () =>
            (await apiCall<{ list: { orderSn: string; status: string }[] }>(request, '/v2/app/draw/list', { pageNum: 1, pageSize: 10 }, { token: player.token })).list.find(
              (w) => w.orderSn === bigSn,
            )?.status,
          { timeout: 60_000 },
        )
        .toBe('success');
      const playerPage = await page.context().newPage();
      await openSignedIn(playerPage, localizePath('/user/finance/withdraw', locale), player);
      const paidRow = playerPage.getByRole('table', { name: text(locale, 'finance', 'withdraw.recordsTitle') }).getByRole('row').filter({ hasText: bigSn });
      // The API already answers it paid, so the page's first load shows it so. (Reloading every 5 s
      // never let the page finish loading while a whole test run loaded the machine.)
      await expect(paidRow).toContainText(text(locale, 'records', 'status.withdrawal.success'), { timeout: 30_000 });
      await playerPage.close();

      // ---- B's audit viewer: A's rows and B's. ----
      await pageB.goto(localizePath('/ops/audit/', locale), { waitUntil: 'networkidle' });
      const log = pageB.getByRole('table', { name: au('audit.caption') });
      await expect(log.getByRole('row').nth(1)).toBeVisible();
      await expectNoRawKeys(pageB);
      await expectNoAxeViolations(pageB, '/ops/audit/');
      const search = pageB.getByRole('search', { name: grid('filters') });
      const filterBy = async (operator: string) => {
        await search.getByLabel(au('audit.filters.operator'), { exact: true }).fill(operator);
        await search.getByRole('button', { name: grid('apply') }).click();
      };

      await filterBy(operatorA.name);
      const rejected = log.getByRole('row').filter({ hasText: actionName('withdrawal.reject') });
      await expect(rejected).toContainText(operatorA.name);
      await expect(rejected).toContainText(smallSn);
      await expect(rejected).toContainText(reason);
      await expect(log.getByRole('row').filter({ hasText: actionName('withdrawal.approve') })).toContainText(bigSn);
      // A's rejection opened: before and after, side by side.
      await rejected.getByRole('button', { name: au('audit.openLabel').replace('{{id}}', '') }).first().click();
      const detail = pageB.getByRole('region', { name: au('audit.detail.diffCaption').replace('{{action}}', actionName('withdrawal.reject')) });
      await expect(detail).toContainText('review');
      await expect(detail).toContainText('failed');
      await expectNoAxeViolations(pageB, '/ops/audit/ detail');

      await filterBy(operatorB.name);
      const approved = log.getByRole('row').filter({ hasText: actionName('approval.approve') });
      await expect(approved).toContainText(operatorB.name);
      await expect(log.getByRole('row').filter({ hasText: actionName('auth.sign-in') }).first()).toContainText(operatorB.name);

      // The export holds the rows the filters select.
      const downloading = pageB.waitForEvent('download');
      await pageB.getByRole('button', { name: au('audit.export.button') }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^operator-audit-\d{8}T\d{6}Z\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv).toContain(',approval.approve,');
      expect(csv).toContain(`,${operatorB.name},`);
      expect(csv).not.toContain(',withdrawal.reject,');

      // ---- 15 minutes without activity: the next click lands on sign-in, then back here. ----
      await pageB.clock.fastForward('15:00');
      await search.getByRole('button', { name: grid('apply') }).click();
      await expect(pageB).toHaveURL(new RegExp(`${localizePath('/ops/sign-in', locale)}/?$`));
      await expect(pageB.getByRole('status')).toHaveText(signIn('sessionIdle'));
      // The server's session ended too: its calls answer 401 now.
      const after = await pageB.request.post('/v2/ops/audit/list', { data: { pageNum: 1, pageSize: 1 } });
      expect(after.status()).toBe(401);
      await pageB.getByLabel(signIn('name'), { exact: true }).fill(operatorB.name);
      await pageB.getByLabel(signIn('password'), { exact: true }).fill(operatorB.password);
      await pageB.getByLabel(signIn('totp'), { exact: true }).fill(await freshCode(operatorB));
      await pageB.getByRole('button', { name: signIn('submit') }).click();
      await expect(pageB).toHaveURL(new RegExp(`${localizePath('/ops/audit/', locale)}$`));
      await expect(log.getByRole('row').nth(1)).toBeVisible();
      expect(errorsB).toEqual([]);
    } finally {
      await contextB.close();
    }
  });
}
