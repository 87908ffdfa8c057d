import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// The journeys run `npm start` in demo mode: every kind of page says so in its own language — a
// static page, an island page, the springboard's game window and a not-found page — from the HTML
// itself (no script), so it is there at first paint and nothing moves when scripts start.
const BANNER = {
  'ja-JP': { prefix: '', text: 'デモ版 — 実際のお金は使われません' },
  'en-US': { prefix: '/en-US', text: 'Demo — no real money' },
} as const;

const PAGES = [
  { kind: 'a static page', path: '/support', status: 200 },
  { kind: 'an island page', path: '/login', status: 200 },
  { kind: 'the game window', path: '/amigo-springboard?machine=coral-reef', status: 200 },
  { kind: 'a not-found page', path: '/no-such-page', status: 404 },
];

async function expectBanner(page: Page, text: string) {
  const banner = page.locator('[data-demo-banner]');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(text);
  await expect(banner).toHaveAttribute('role', 'note');
  // First thing on the page, above the header or the game.
  const first = await page.evaluate(() => document.body.firstElementChild?.hasAttribute('data-demo-banner'));
  expect(first).toBe(true);
}

for (const [locale, { prefix, text }] of Object.entries(BANNER)) {
  test.describe(`demo banner in ${locale}`, () => {
    for (const { kind, path, status } of PAGES) {
      test(`shows on ${kind} (${prefix}${path})`, async ({ page }) => {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status()).toBe(status);
        await expect(page.locator('html')).toHaveAttribute('data-demo', '');
        await expectBanner(page, text);
      });
    }
  });
}

test.describe('demo banner without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is in the served HTML, before any script runs, and keeps its place once scripts run', async ({ page, browser }) => {
    await page.goto('/en-US/support');
    await expectBanner(page, BANNER['en-US'].text);
    const without = await page.locator('header').first().boundingBox();

    const scripted = await browser.newPage();
    try {
      await scripted.goto('/en-US/support', { waitUntil: 'networkidle' });
      const withScripts = await scripted.locator('header').first().boundingBox();
      expect(withScripts?.y).toBe(without?.y);
      expect(without!.y).toBeGreaterThan(0);
    } finally {
      await scripted.close();
    }
  });
});
