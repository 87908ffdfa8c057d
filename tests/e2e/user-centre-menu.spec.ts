// The user centre's menu on phones (issue 12): below 768 px it is one row that scrolls sideways
// inside itself instead of a column of a dozen links (≈ 600 px) standing above every user page's
// content; it opens with the current page's link in view. On a desktop it stays a column beside
// the content.
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../shared/locales.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/popup.ts';
import { signedInPage } from './support/session.ts';

test.describe.configure({ mode: 'parallel' });

const pathIn = (locale: Locale, path: string) => (locale === 'ja-JP' ? path : `/${locale}${path}`);
const menu = (page: Page, locale: Locale) => page.getByRole('complementary').getByRole('navigation', { name: text(locale, 'ds', 'userCentreMenu') });

/** The distinct rows (rounded tops) the menu's links are drawn on. */
const linkRows = (nav: Locator) =>
  nav.getByRole('link').evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);

for (const locale of ['ja-JP', 'en-US'] as const) {
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    test(`${locale} ${width}×${height}: the menu is one row scrolling in itself, the page's heading right under it`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height });
      await signedInPage(page, baseURL!);
      // The last page of the menu: its link starts past the right edge of the row.
      await page.goto(pathIn(locale, '/user/station-letter'));
      const nav = menu(page, locale);
      await expect(nav).toBeVisible();
      expect(await linkRows(nav), 'rows of links').toBe(1);
      const box = (await nav.boundingBox())!;
      expect(box.height, 'menu height').toBeLessThanOrEqual(64);
      // It scrolls inside its own box; the page does not.
      const row = nav.getByRole('list');
      expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The current page's link is scrolled into the row's view.
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveText(text(locale, 'user', 'menu.stationLetter'));
      const rowBox = (await row.boundingBox())!;
      const currentBox = (await current.boundingBox())!;
      expect(currentBox.x).toBeGreaterThanOrEqual(rowBox.x - 0.5);
      expect(currentBox.x + currentBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      // The page's own content starts in the first half of the screen, not below a column of links.
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      const headingBox = (await heading.boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
      expect(headingBox.y).toBeLessThan(height / 2);
    });
  }
}

test('en-US 1280×800: the menu is a column beside the page', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInPage(page, baseURL!);
  await page.goto(pathIn('en-US', '/user/station-letter'));
  const nav = menu(page, 'en-US');
  await expect(nav).toBeVisible();
  const links = await nav.getByRole('link').count();
  expect(await linkRows(nav)).toBe(links);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  expect((await heading.boundingBox())!.x).toBeGreaterThan((await nav.boundingBox())!.x + (await nav.boundingBox())!.width - 0.5);
});
