// The console's player screen in Chromium against the production build: an operator (the demo
// admin's CLI credential, sent as the console's calls' Authorization) finds a player by account
// prefix, opens the profile, locks the player (whose own session then answers ACCOUNT_FROZEN),
// unlocks, adds a note that the notes tab shows, and axe finds no violation on the search and the
// profile in ja-JP and en-US.
import type { Page } from '@playwright/test';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { text } from '../support/popup.ts';
import { operatorToken } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';
import { newWalletPlayer, type WalletPlayer } from '../wallet/support/wallet.ts';

const p = (locale: Locale, key: string) => text(locale, 'opsPlayers', `players.${key}`);

async function openAsOperator(page: Page, locale: Locale) {
  await page.setExtraHTTPHeaders({ authorization: `Bearer ${operatorToken()}` });
  await page.goto(localizePath('/ops/players/', locale), { waitUntil: 'networkidle' });
}

async function findAndOpen(page: Page, locale: Locale, player: WalletPlayer) {
  await page.getByLabel(p(locale, 'search.query'), { exact: true }).fill(player.account.slice(0, -1));
  await page.getByLabel(p(locale, 'search.match'), { exact: true }).selectOption('prefix');
  await page.getByRole('button', { name: p(locale, 'search.submit'), exact: true }).click();
  const open = page.getByRole('button', { name: `${p(locale, 'search.open')} ${player.account}` });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page.getByRole('heading', { level: 2, name: p(locale, 'profile.heading').replace('{{account}}', player.account) })).toBeVisible();
}

test('en-US: search by prefix, open, lock (the player’s session ends), unlock, add a note', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const locale = 'en-US';
  const player = await newWalletPlayer(page.request, 'op');
  await openAsOperator(page, locale);
  await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
  await findAndOpen(page, locale, player);
  // The demo admin holds every role: nothing is masked.
  await expect(page.locator('dd', { hasText: 'Yamada Taro' })).toBeVisible();
  await expectNoRawKeys(page);

  const actions = page.getByRole('region', { name: p(locale, 'actions.heading') });
  await actions.getByLabel(p(locale, 'actions.reason'), { exact: true }).fill('Suspected account sharing');
  await actions.getByRole('button', { name: p(locale, 'actions.lock') }).click();
  await expect(page.getByRole('status').filter({ hasText: p(locale, 'actions.done.lock') })).toBeVisible();
  await expect(page.locator('dd', { hasText: p(locale, 'status.frozen') })).toBeVisible();
  const info = await page.request.post('/v2/app/user/info', { data: {}, headers: { TOKEN: player.token } });
  expect(info.status()).toBe(402);
  expect((await info.json()).error).toBe('ACCOUNT_FROZEN');

  await actions.getByLabel(p(locale, 'actions.reason'), { exact: true }).fill('Identity confirmed');
  await actions.getByRole('button', { name: p(locale, 'actions.unlock') }).click();
  await expect(page.getByRole('status').filter({ hasText: p(locale, 'actions.done.unlock') })).toBeVisible();

  await actions.getByLabel(p(locale, 'actions.note'), { exact: true }).fill('Called about a late deposit');
  await actions.getByRole('button', { name: p(locale, 'actions.addNote') }).click();
  await expect(page.getByRole('status').filter({ hasText: p(locale, 'actions.done.note') })).toBeVisible();
  await page.getByRole('button', { name: p(locale, 'tabs.notes'), exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Called about a late deposit' })).toBeVisible();
  await page.getByRole('button', { name: p(locale, 'tabs.audit'), exact: true }).click();
  await expect(page.getByRole('cell', { name: 'player.lock' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'player.unlock' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`axe finds no violation on the player search and profile in ${locale}`, async ({ page }) => {
    test.setTimeout(90_000);
    const player = await newWalletPlayer(page.request, 'ax');
    await openAsOperator(page, locale);
    await expectNoAxeViolations(page, 'search');
    await findAndOpen(page, locale, player);
    await page.getByRole('button', { name: p(locale, 'tabs.sessions'), exact: true }).click();
    await expect(page.getByRole('cell', { name: 'web', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'profile');
  });
}
