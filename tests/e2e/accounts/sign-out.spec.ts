// Signing out keeps the player in their language and says it worked; a session the server ends
// lands in the same place and says why.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { signedInPage } from '../support/session.ts';

test.describe.configure({ mode: 'parallel' });

declare global {
  interface Window {
    __toastsSeen?: { role: string; text: string }[];
  }
}

// Every page records each toast it shows, so a test can ask what the landing page said however
// briefly it said it (a toast leaves after 2 s; a busy machine can take longer to look).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const seen: { role: string; text: string }[] = [];
    window.__toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')) {
        const entry = { role: toast.getAttribute('role')!, text: toast.textContent?.replace('×', '').trim() ?? '' };
        if (entry.text && !seen.some((s) => s.role === entry.role && s.text === entry.text)) seen.push(entry);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
});

/** The landing page says it once its chrome has started: on a busy machine that took over 10 s (a CI run). */
const LANDING_TOAST_MS = 30_000;
const toastsSeen = (page: Page) => page.evaluate(() => window.__toastsSeen ?? []);
/** Every island of the page has started (AppChrome shows a waiting toast when it starts). */
const islandsStarted = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test('signing out from the header of an English page lands on the English home page and confirms it', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!);
  await page.goto('/en-US/user/record');
  await page.getByRole('navigation', { name: text('en-US', 'user', 'header.label') }).getByRole('button', { name: text('en-US', 'user', 'header.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en-US\/$/);
  await expect.poll(() => toastsSeen(page), { timeout: LANDING_TOAST_MS }).toContainEqual({ role: 'status', text: text('en-US', 'client', 'signedOut') });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Said once: the next page is quiet again.
  await page.goto('/en-US/game/notice');
  await islandsStarted(page);
  expect((await toastsSeen(page)).map((toast) => toast.text)).not.toContain(text('en-US', 'client', 'signedOut'));
});

test('signing out from the user centre of a Korean page lands on the Korean home page and confirms it', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!);
  await page.goto('/ko-KR/user/user-center');
  await page.getByRole('main').getByRole('button', { name: text('ko-KR', 'user', 'centre.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ko-KR\/$/);
  await expect.poll(() => toastsSeen(page), { timeout: LANDING_TOAST_MS }).toContainEqual({ role: 'status', text: text('ko-KR', 'client', 'signedOut') });
});

test('a session the server ended sends an English player to the English home page, saying why', async ({ page, baseURL }) => {
  const { token } = await signedInPage(page, baseURL!);
  await page.goto('/en-US/user/user-center');
  await expect(page.getByRole('button', { name: text('en-US', 'user', 'centre.refreshBalance') })).toBeVisible();
  // The session ends elsewhere (here: revoked through the API), then the page makes a call with it.
  const revoked = await page.request.post('/v2/app/auth/logout', { headers: { TOKEN: token, 'Accept-Language': 'en-US' }, data: {} });
  expect(revoked.status()).toBe(200);
  await page.getByRole('button', { name: text('en-US', 'user', 'centre.refreshBalance') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en-US\/$/);
  await expect.poll(async () => (await toastsSeen(page)).filter((toast) => toast.role === 'alert').length).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
