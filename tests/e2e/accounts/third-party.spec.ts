import { expect, test } from '../support/test.ts';
import { uniqueAccount } from '../support/accounts.ts';
import { popup, text } from '../support/popup.ts';
import { PROVIDERS_ORIGIN } from '../support/servers.ts';

const locale = 'ja-JP';
const rootUrl = /127\.0\.0\.1:\d+\/$/;

/** The confirmation a new account gets, whatever account name the provider's identity was given. */
function welcome(page: import('@playwright/test').Page) {
  const [before, after] = text(locale, 'auth', 'register.welcome').split('{{account}}');
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('status').filter({ hasText: new RegExp(`${escape(before)}\\S+${escape(after)}`) });
}

test.describe.configure({ mode: 'parallel' });

async function expectSignedIn(page: import('@playwright/test').Page, email: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.goto('/user/user-center');
  await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') }).getByText(email, { exact: true })).toBeVisible();
}

test('Google: the rendered button opens the chooser, the credential signs in and creates the account', async ({ page }) => {
  const { email } = uniqueAccount('gg');
  await page.goto('/login');
  const dialog = popup(page);
  const button = dialog.locator('[data-testid="google-button"]').getByRole('button');
  await expect(button).toBeVisible();
  const chooserOpens = page.waitForEvent('popup');
  await button.click();
  const chooser = await chooserOpens;
  await expect(chooser).toHaveURL(new RegExp(`^${PROVIDERS_ORIGIN}/gsi/select`));
  await chooser.getByLabel('Email', { exact: true }).fill(email);
  await chooser.getByLabel('Name', { exact: true }).fill('Google Journey');
  await chooser.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(rootUrl);
  await expect(welcome(page)).toBeVisible();
  await expectSignedIn(page, email);
});

test('LINE: the consent page, Allow, back on the callback and signed in where the user started', async ({ page }) => {
  const { email } = uniqueAccount('ln');
  await page.goto('/user/user-center');
  await popup(page).getByRole('button', { name: text(locale, 'auth', 'thirdParty.line') }).click();

  await expect(page).toHaveURL(new RegExp(`^${PROVIDERS_ORIGIN}/oauth2/v2.1/authorize\\?`));
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('scope')).toBe('profile openid email');
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('client_secret')).toBeNull();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/user\/user-center$/);
  await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') }).getByText(email, { exact: true })).toBeVisible();
  await expect(welcome(page)).toBeVisible();
});

test('LINE: Cancel on the consent page says so, signs nobody in and leads back to the starting page', async ({ page }) => {
  await page.goto('/login?redirect=%2Fsupport');
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v2/app/auth/login3')) exchanges.push(request.url());
  });
  await popup(page).getByRole('button', { name: text(locale, 'auth', 'thirdParty.line') }).click();
  await expect(page).toHaveURL(new RegExp(`^${PROVIDERS_ORIGIN}/oauth2/v2.1/authorize\\?`));
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/auth\/line\/callback\?error=access_denied/);
  await expect(page.getByText(text(locale, 'auth', 'lineCallback.cancelled'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(exchanges).toEqual([]);
  await page.getByRole('link', { name: text(locale, 'auth', 'lineCallback.back') }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsupport$/);
  await expect(popup(page)).toBeVisible();
});
