import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { text } from '../support/popup.ts';

// Spec §2: a token in the page's query string is saved as the session token. It leaves the
// address bar at once, and it replaces the session of someone already signed in as another
// account only after they say yes.
const locale = 'en-US';
const say = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(locale, 'auth', key));
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const profile = (page: Page) => page.getByRole('region', { name: text(locale, 'user', 'centre.profile') });

test('a visitor’s link token becomes the session and leaves the address bar, other parameters and the hash kept', async ({ page }) => {
  const who = await registerThroughApi(page.request);
  await page.goto(`/en-US/user/user-center?from=mail&token=${encodeURIComponent(who.token)}#top`);
  await expect(profile(page).getByText(who.email, { exact: true })).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.has('token')).toBe(false);
  expect(url.search).toBe('?from=mail');
  expect(url.hash).toBe('#top');
  expect(await storedToken(page)).toBe(who.token);
});

test('a link with another account’s token asks first: declining keeps the session, accepting switches', async ({ page }) => {
  const [alice, bob] = [await registerThroughApi(page.request), await registerThroughApi(page.request)];
  await page.goto('/en-US/support');
  await page.evaluate((token) => localStorage.setItem('token', token), alice.token);

  await page.goto(`/en-US/user/user-center?token=${encodeURIComponent(bob.token)}`);
  const dialog = page.getByRole('dialog', { name: text(locale, 'auth', 'tokenSwitch.title') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(say('tokenSwitch.body', { current: alice.account, incoming: bob.account }));
  // The token is gone from the address while the question is open.
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await dialog.getByRole('button', { name: say('tokenSwitch.stay', { account: alice.account }) }).click();
  await expect(profile(page).getByText(alice.email, { exact: true })).toBeVisible();
  expect(await storedToken(page)).toBe(alice.token);

  await page.goto(`/en-US/user/user-center?token=${encodeURIComponent(bob.token)}`);
  await dialog.getByRole('button', { name: say('tokenSwitch.switch', { account: bob.account }) }).click();
  await expect(profile(page).getByText(bob.email, { exact: true })).toBeVisible();
  expect(await storedToken(page)).toBe(bob.token);
});

test('a link with the signed-in account’s own token is dropped without a question', async ({ page }) => {
  const who = await registerThroughApi(page.request);
  await page.goto('/en-US/support');
  await page.evaluate((token) => localStorage.setItem('token', token), who.token);
  await page.goto(`/en-US/user/user-center?token=${encodeURIComponent(who.token)}`);
  await expect(profile(page).getByText(who.email, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});
