import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { logInInPopup, text } from '../support/popup.ts';

// Targets taken from the address (`?redirect=`, the springboard's `?return=`) lead only to paths of
// this site: `/.//evil.example/` normalises to the protocol-relative `//evil.example/`, which a
// browser follows off the site. Any request to the other host is recorded and refused here.
const HOSTILE = '/.//evil.example/';

function watchForEscape(page: Page): string[] {
  const escaped: string[] = [];
  void page.route((url) => url.hostname === 'evil.example', (route) => {
    escaped.push(route.request().url());
    return route.abort();
  });
  return escaped;
}

test('a real sign-in from /login?redirect=/.//evil.example/ stays on this site', async ({ page, baseURL }) => {
  const escaped = watchForEscape(page);
  const who = await registerThroughApi(page.request);
  await page.goto(`/login?redirect=${encodeURIComponent(HOSTILE)}`);
  await logInInPopup(page, 'ja-JP', who);
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  expect(escaped).toEqual([]);
});

test('the springboard’s exit with a hostile return goes to the hall, not another site', async ({ page, baseURL }) => {
  const escaped = watchForEscape(page);
  const player = await registerThroughApi(page.request);
  const query = new URLSearchParams({ machine: 'coral-reef', return: HOSTILE, token: player.token });
  await page.goto(`/en-US/amigo-springboard?${query}`);
  const exit = page.getByRole('link', { name: text('en-US', 'machine', 'back') });
  await expect(exit).toHaveAttribute('href', '/en-US/amigo');
  await exit.click();
  await expect(page).toHaveURL(`${new URL(baseURL!).origin}/en-US/amigo`);
  expect(escaped).toEqual([]);
});
