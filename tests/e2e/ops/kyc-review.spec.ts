// The console's KYC review in Chromium against the production build: a player sends three photos;
// an operator (the demo admin's CLI credential on the console's calls) opens the submission from the
// queue, sees the three photos side by side beside the declared name, zooms one, rejects without a
// reason (refused in the page), then with a template's reason; the player's status says rejected
// with that reason. axe finds no violation on the queue and the opened submission in ja-JP and en-US.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { operatorToken } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';
import { apiCall, newWalletPlayer, type WalletPlayer } from '../wallet/support/wallet.ts';

const k = (locale: Locale, key: string) => text(locale, 'opsPlayers', `kyc.${key}`);
const ops = (locale: Locale, key: string) => text(locale, 'ops', `opsConsole.${key}`);

async function submitPhotos(request: APIRequestContext, player: WalletPlayer): Promise<number> {
  const photo = async (shade: number) =>
    (await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: shade, g: 90, b: 160 } } }).jpeg().toBuffer()).toString('base64');
  await apiCall(request, '/v2/app/user/kyc/add', { front: await photo(20), back: await photo(120), handheld: await photo(220) }, { token: player.token });
  return (await apiCall<{ id: number }>(request, '/v2/app/user/kyc/latest', {}, { token: player.token })).id;
}

async function openSubmission(page: Page, locale: Locale, player: WalletPlayer) {
  await page.setExtraHTTPHeaders({ authorization: `Bearer ${operatorToken()}` });
  await page.goto(localizePath('/ops/kyc/', locale), { waitUntil: 'networkidle' });
  const grid = page.getByRole('table', { name: k(locale, 'queue') });
  // The queue is oldest first: page on until this player's submission shows.
  const open = page.getByRole('button', { name: `${k(locale, 'open')} ${player.account}` });
  for (let i = 0; i < 20 && !(await open.isVisible()); i += 1) {
    await expect(grid).toBeVisible();
    await page.getByRole('button', { name: ops(locale, 'grid.next') }).click();
  }
  await open.click();
  await expect(page.getByRole('heading', { level: 2, name: k(locale, 'declared') })).toBeVisible();
}

test('en-US: three photos beside the declared name, zoom, reject with a template reason', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const locale = 'en-US';
  const player = await newWalletPlayer(page.request, 'kr');
  const id = await submitPhotos(page.request, player);
  await openSubmission(page, locale, player);
  await expect(page.locator('dd', { hasText: 'Yamada Taro' })).toBeVisible();
  for (const side of ['front', 'back', 'handheld']) {
    await expect(page.getByRole('img', { name: `${k(locale, `sides.${side}`)} (${player.account})` })).toBeVisible();
  }
  const zoomIn = page.getByRole('button', { name: ops(locale, 'image.zoomIn') }).first();
  await zoomIn.click();
  await expect(page.getByText(`${k(locale, 'sides.front')}: 1`, { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: ops(locale, 'review.reject') }).click();
  await expect(page.getByText(ops(locale, 'review.reasonRequired'))).toBeVisible();
  await page.getByLabel(ops(locale, 'review.template')).selectOption({ label: k(locale, 'templates.blurred.label') });
  await page.getByRole('button', { name: ops(locale, 'review.reject') }).click();
  await expect(page.getByRole('status').filter({ hasText: k(locale, 'decided.rejected').replace('{{id}}', String(id)) })).toBeVisible();
  const latest = await apiCall<{ status: string; reason: string }>(page.request, '/v2/app/user/kyc/latest', {}, { token: player.token });
  expect(latest).toMatchObject({ status: 'rejected', reason: k(locale, 'templates.blurred.text') });
  expect(errors).toEqual([]);
});

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`axe finds no violation on the KYC queue and an opened submission in ${locale}`, async ({ page }) => {
    test.setTimeout(90_000);
    const player = await newWalletPlayer(page.request, 'ka');
    await submitPhotos(page.request, player);
    await page.setExtraHTTPHeaders({ authorization: `Bearer ${operatorToken()}` });
    await page.goto(localizePath('/ops/kyc/', locale), { waitUntil: 'networkidle' });
    await expect(page.getByRole('table', { name: k(locale, 'queue') })).toBeVisible();
    await expectNoAxeViolations(page, 'queue');
    await openSubmission(page, locale, player);
    await expect(page.getByRole('img', { name: `${k(locale, 'sides.front')} (${player.account})` })).toBeVisible();
    await expectNoAxeViolations(page, 'submission');
  });
}
