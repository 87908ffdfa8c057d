// The site header on a phone and on a desktop, for guests and signed-in players, in Japanese and
// English: one row of a fixed height that does not move when the balance arrives, a menu (a modal
// dialog) and a bottom bar on phones that work from the keyboard, and labels that never break
// inside a word.
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '../../shared/locales.ts';
import { expect, test } from './support/test.ts';
import { text } from './support/popup.ts';
import { signedInPage } from './support/session.ts';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES = ['ja-JP', 'en-US'] as const satisfies readonly Locale[];
/** The header's one row is 3.5rem (56 px) plus its border; anything taller has wrapped. */
const ONE_ROW_MAX_HEIGHT = 64;

const pathIn = (locale: Locale, path: string) => (locale === 'ja-JP' ? path : `/${locale}${path}`);
const header = (page: Page) => page.locator('header').first();
const headerHeight = (page: Page) => header(page).evaluate((element) => element.getBoundingClientRect().height);
const menuButton = (page: Page, locale: Locale) => header(page).getByRole('button', { name: text(locale, 'common', 'siteMenu.open') });
const siteMenu = (page: Page, locale: Locale) => page.getByRole('dialog', { name: text(locale, 'common', 'siteMenu.title') });
const bottomBar = (page: Page, locale: Locale) => page.getByRole('navigation', { name: text(locale, 'common', 'bottomBar.label') });
const balanceAmount = (page: Page) => header(page).locator('[data-balance-amount]').first();

/** Holds every `user/info` answer (the balance) until `release` is called. */
async function holdBalance(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v2/app/user/info', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Texts in `scope` that are drawn on more than one line (a label broken inside itself). */
function brokenLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent?.trim();
      const parent = node.parentElement;
      if (!words || !parent) continue;
      const box = parent.getBoundingClientRect();
      // Not drawn, or only there for screen readers (a 1 px clipped box).
      if (box.width <= 1 || box.height <= 1 || !parent.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(`${words} (${lines.size} lines)`);
    }
    return broken;
  });
}

/** The visible items of the header's row: all on one line, inside the header's box. */
function rowOverflow(page: Page): Promise<string[]> {
  return header(page).evaluate((element) => {
    const bar = element.firstElementChild!;
    const limit = element.getBoundingClientRect();
    return [...bar.children]
      .filter((child) => child.checkVisibility())
      .map((child) => ({ name: child.textContent?.trim() || child.tagName, box: child.getBoundingClientRect() }))
      .filter(({ box }) => box.top < limit.top || box.bottom > limit.bottom || box.right > innerWidth || box.left < 0)
      .map(({ name }) => name);
  });
}

for (const viewport of VIEWPORTS) {
  for (const locale of LOCALES) {
    test.describe(`${viewport.name} ${viewport.width}×${viewport.height}, ${locale}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('the header keeps its height while the balance loads and is one row', async ({ page, baseURL }) => {
        await page.goto(pathIn(locale, '/game/notice'));
        const guest = await headerHeight(page);
        expect(guest).toBeLessThanOrEqual(ONE_ROW_MAX_HEIGHT);
        expect(await rowOverflow(page)).toEqual([]);
        expect(await brokenLabels(header(page))).toEqual([]);

        await signedInPage(page, baseURL!);
        const release = await holdBalance(page);
        await page.goto(pathIn(locale, '/game/notice'), { waitUntil: 'domcontentloaded' });
        const balance = header(page).getByRole('link', { name: new RegExp(text(locale, 'finance', 'balance.label')) });
        await expect(balance).toBeVisible();
        await expect(balanceAmount(page)).toBeEmpty();
        const before = await headerHeight(page);

        release();
        await expect(balanceAmount(page)).toHaveText(/\d/);
        const after = await headerHeight(page);
        expect({ before, after }).toEqual({ before: guest, after: guest });
        expect(await rowOverflow(page)).toEqual([]);
        expect(await brokenLabels(header(page))).toEqual([]);
        // The balance stays in view on every width.
        await expect(balance).toBeInViewport();
      });

      if (viewport.name === 'desktop') {
        test('everything is on the row: no menu button, no bottom bar', async ({ page, baseURL }) => {
          await signedInPage(page, baseURL!);
          await page.goto(pathIn(locale, '/game/notice'));
          await expect(header(page).getByRole('navigation', { name: text(locale, 'common', 'nav.label') })).toBeVisible();
          await expect(header(page).getByRole('link', { name: text(locale, 'user', 'header.userCentre') })).toBeVisible();
          await expect(header(page).getByRole('button', { name: text(locale, 'user', 'header.logout') })).toBeVisible();
          await expect(menuButton(page, locale)).toBeHidden();
          await expect(bottomBar(page, locale)).toBeHidden();
        });
      } else {
        test('the menu opens, is used and closes from the keyboard', async ({ page, baseURL }) => {
          await signedInPage(page, baseURL!);
          await page.goto(pathIn(locale, '/game/notice'));
          const button = menuButton(page, locale);
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await button.focus();
          await page.keyboard.press('Enter');
          const menu = siteMenu(page, locale);
          await expect(menu).toBeVisible();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          // Focus is in the menu and stays there (the page behind is inert).
          for (let step = 0; step < 12; step += 1) {
            expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
            await page.keyboard.press('Tab');
          }
          expect(await brokenLabels(menu)).toEqual([]);
          await expect(menu.getByRole('link', { name: text(locale, 'user', 'header.userCentre') })).toBeVisible();
          await expect(menu.getByRole('button', { name: text(locale, 'user', 'header.logout') })).toBeVisible();

          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(button).toBeFocused();

          // Again, and follow a link of the main menu with the keyboard.
          await page.keyboard.press('Enter');
          await expect(menu).toBeVisible();
          await menu.getByRole('link', { name: text(locale, 'common', 'nav.guide') }).focus();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/game/guide')}$`));
        });

        test('the bottom bar holds the four areas, marks the current one and works from the keyboard', async ({ page }) => {
          await page.goto(pathIn(locale, '/game/notice'));
          const bar = bottomBar(page, locale);
          await expect(bar).toBeInViewport();
          const links = bar.getByRole('link');
          await expect(links).toHaveText(['home', 'promotion', 'finance', 'userCentre'].map((id) => text(locale, 'common', `bottomBar.${id}`)));
          expect(await brokenLabels(bar)).toEqual([]);
          await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);

          await links.nth(1).focus();
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/game/promotion')}$`));
          await expect(bottomBar(page, locale).getByRole('link', { name: text(locale, 'common', 'bottomBar.promotion') })).toHaveAttribute('aria-current', 'page');
          // The end of the page is not hidden behind the bar (scrolled to the end again while the
          // page's islands still add content).
          await expect
            .poll(() =>
              page.evaluate(() => {
                scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
                const footer = document.querySelector('footer')!.getBoundingClientRect();
                const bar = document.querySelector('[data-bottom-bar]')!.getBoundingClientRect();
                return Math.round(footer.bottom - bar.top);
              }),
            )
            .toBeLessThanOrEqual(0);
        });
      }
    });
  }
}

test.describe('narrowest phone, 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const locale of ['ja-JP', 'en-US', 'vi-VN', 'fil-PH'] as const) {
    test(`${locale}: one row, nothing wider than the screen, nothing broken inside a word`, async ({ page, baseURL }) => {
      await page.goto(pathIn(locale, '/game/notice'));
      expect(await headerHeight(page)).toBeLessThanOrEqual(ONE_ROW_MAX_HEIGHT);
      expect(await rowOverflow(page)).toEqual([]);
      expect(await brokenLabels(header(page))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await signedInPage(page, baseURL!);
      await page.goto(pathIn(locale, '/game/notice'));
      await expect(balanceAmount(page)).toHaveText(/\d/);
      expect(await rowOverflow(page)).toEqual([]);
      expect(await brokenLabels(header(page))).toEqual([]);
      await menuButton(page, locale).click();
      expect(await brokenLabels(siteMenu(page, locale))).toEqual([]);
    });
  }
});
