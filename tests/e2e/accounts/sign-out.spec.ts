// Signing out keeps the player in their language and says it worked; a session the server ends
// lands in the same place and says why.
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { signedInPage } from '../support/session.ts';

test.describe.configure({ mode: 'parallel' });

test('signing out from the header of an English page lands on the English home page and confirms it', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!);
  await page.goto('/en-US/user/record');
  await page.getByRole('navigation', { name: text('en-US', 'user', 'header.label') }).getByRole('button', { name: text('en-US', 'user', 'header.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en-US\/$/);
  await expect(page.getByRole('status').filter({ hasText: text('en-US', 'client', 'signedOut') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Said once: the next page is quiet again.
  await page.goto('/en-US/game/notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text('en-US', 'client', 'signedOut'))).toHaveCount(0);
});

test('signing out from the user centre of a Korean page lands on the Korean home page and confirms it', async ({ page, baseURL }) => {
  await signedInPage(page, baseURL!);
  await page.goto('/ko-KR/user/user-center');
  await page.getByRole('main').getByRole('button', { name: text('ko-KR', 'user', 'centre.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/ko-KR\/$/);
  await expect(page.getByRole('status').filter({ hasText: text('ko-KR', 'client', 'signedOut') })).toBeVisible();
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
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
