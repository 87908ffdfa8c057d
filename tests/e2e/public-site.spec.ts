import type { Page } from '@playwright/test';
import { expect, test as journeyTest, watchContentSecurityPolicy } from './support/test.ts';
import { APP_ORIGIN } from './support/servers.ts';
import { LOCALES, LOCALE_META, localizePath } from '../../shared/locales.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { expectNoRawKeys, expectNoSeriousAxeViolations, watchPageErrors } from './page-checks.ts';
import { checkedInTurn, turnCoverage } from './support/locales-in-turn.ts';
import { countOpenRequests, gotoAndMeasurePhoneWidths, settle } from './support/phone-layout.ts';

// Each page is also the signed-out phone-layout check of that page (phone-layout.spec.ts walks the
// rest): loaded at 360 px, measured there and at 390 px, then checked at the desktop viewport.
//
// The accessibility audit (axe, ≈ 3 s of CPU a page) runs on every route in ja-JP and on every
// route in one more language, taken in turn, so each language is audited on some routes and each
// route in two languages. The markup and styles are the same template in every language; what a
// language changes (its text, lang attribute, untranslated keys, errors) is checked on every page.
//
// The pages are visited in one browser page per worker, as one visitor would: its HTTP and compiled
// code caches carry from one page to the next, which took about 40 % less CPU a page than a fresh
// browser context for each. This file's `page` is that page, its cookies and storage cleared after
// each test, `cspViolations` the violations during the test and `watchedContext` the context a
// failed test's diagnostics describe: no test opens a context of its own.
const test = journeyTest.extend<{ pageErrors: string[] }, { visitor: { page: Page; cspViolations: string[] } }>({
  visitor: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: APP_ORIGIN });
      const cspViolations = await watchContentSecurityPolicy(context);
      await countOpenRequests(context);
      await use({ page: await context.newPage(), cspViolations });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitor: { page } }, use) => {
    await use(page);
    await page.context().clearCookies();
    await page.evaluate(() => {
      if (location.origin === 'null') return;
      localStorage.clear();
      sessionStorage.clear();
    });
  },
  // A failed test's diagnostics describe the shared page, so no test opens a context for them.
  watchedContext: async ({ visitor: { page } }, use) => {
    await use(page.context());
  },
  // Still automatic: an override keeps the base fixture's `auto`.
  cspViolations: async ({ visitor: { cspViolations } }, use) => {
    const before = cspViolations.length;
    await use(cspViolations);
    expect(cspViolations.slice(before), 'Content-Security-Policy violations').toEqual([]);
  },
  /** Console errors and uncaught exceptions of the shared page during this test. */
  pageErrors: async ({ page }, use) => {
    const watch = watchPageErrors(page);
    await use(watch.errors);
    watch.stop();
  },
});

/** Playwright's default viewport, which the other journeys' pages have. */
const DESKTOP = { width: 1280, height: 720 };

for (const locale of LOCALES) {
  test.describe(`public pages in ${locale}`, () => {
    PUBLIC_ROUTES.forEach((route, routeIndex) => {
      const url = localizePath(route, locale);
      const audit = checkedInTurn(routeIndex, locale);
      test(`${url} answers 200 in ${locale}, fits a phone, translated${audit ? ', accessible' : ''}, without errors`, async ({ page, pageErrors }) => {
        const { status, problems } = await gotoAndMeasurePhoneWidths(page, url, `signed out ${locale} ${route}`);
        expect(status).toBe(200);
        expect(problems, `overflowing page and broken words:\n${problems.join('\n')}`).toEqual([]);
        await page.setViewportSize(DESKTOP);
        // Loaded, every island hydrated with its data, fonts ready: without networkidle's half
        // second of waiting for nothing.
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_META[locale].htmlLang);
        await expect(page.locator('main')).toBeVisible();
        await expectNoRawKeys(page);
        if (audit) await expectNoSeriousAxeViolations(page);
        expect(pageErrors).toEqual([]);
      });
    });
  });
}

test('the audit covers every route in two languages and every language on some route', () => {
  expect(turnCoverage(PUBLIC_ROUTES.length)).toEqual({ languagesPerRoute: PUBLIC_ROUTES.map(() => 2), languagesWithoutRoute: [] });
});

test('every page links to its six translations and x-default', async ({ page }) => {
  await page.goto('/en-US/support');
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
  );
  expect(alternates).toEqual(
    expect.arrayContaining([
      ['ja', '/support'],
      ['en', '/en-US/support'],
      ['ko', '/ko-KR/support'],
      ['zh-Hans', '/zh-CN/support'],
      ['zh-Hant', '/zh-TW/support'],
      ['fil', '/fil-PH/support'],
      ['vi', '/vi-VN/support'],
      ['x-default', '/support'],
    ]),
  );
});

test('/index sends the browser to the home page', async ({ page }) => {
  const response = await page.goto('/index');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('an unknown page shows the not-found page under the home layout with a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ページが見つかりません');
  await page.getByRole('main').getByRole('link', { name: /ホーム/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path under a locale prefix shows that locale’s not-found page', async ({ page }) => {
  const response = await page.goto('/en-US/nowhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Oops! That page can't be found");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown locale prefix is a not-found page', async ({ page }) => {
  const response = await page.goto('/xx-XX/support');
  expect(response?.status()).toBe(404);
});
