import { expect, test } from '../support/test.ts';
import { stillAvailable, uniqueAccount } from '../support/accounts.ts';
import { chooseAccountInPopup, popup, text, verifyEmailInPopup } from '../support/popup.ts';

test.describe.configure({ mode: 'parallel' });

const locale = 'en-US';

test('registration refuses missing terms, invalid account characters and mismatched passwords in the page language, creating nothing', async ({ page }) => {
  const who = uniqueAccount('bad');
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/app/register/user')) registrations.push(request.url());
  });
  await page.goto('/en-US/login?tab=register');
  const dialog = popup(page);

  // Step 1 without the terms: refused before anything is sent.
  await dialog.getByLabel(text(locale, 'auth', 'fields.email'), { exact: true }).fill(who.email);
  await dialog.getByLabel(text(locale, 'auth', 'fields.code'), { exact: true }).fill('123456');
  const verifyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/app/register/verify/code')) verifyCalls.push(request.url());
  });
  await dialog.getByRole('button', { name: text(locale, 'auth', 'register.next') }).click();
  await expect(dialog.getByText(text(locale, 'auth', 'invalid.acceptTerms'))).toBeVisible();
  expect(verifyCalls).toEqual([]);

  // A real step 1, then step 2 with bad values.
  await dialog.getByLabel(text(locale, 'auth', 'fields.code'), { exact: true }).fill('');
  await verifyEmailInPopup(page, locale, who);

  await chooseAccountInPopup(page, locale, { account: 'bad_name!', password: who.password });
  await expect(dialog.getByText(text(locale, 'auth', 'invalid.lettersDigits'))).toBeVisible();

  await chooseAccountInPopup(page, locale, who, `${who.password}-typo`);
  await expect(dialog.getByText(text(locale, 'auth', 'invalid.passwordMismatch'))).toBeVisible();
  await expect(dialog.getByText(text(locale, 'auth', 'invalid.lettersDigits'))).toHaveCount(0);

  expect(registrations).toEqual([]);
  expect(await stillAvailable(page.request, who)).toEqual({ account: true, email: true });
});

test('login asks for each missing field in the page language and calls nothing', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/app/auth/login')) logins.push(request.url());
  });
  await page.goto('/ko-KR/login');
  const dialog = popup(page);
  await dialog.getByLabel(text('ko-KR', 'auth', 'fields.account'), { exact: true }).fill('');
  await dialog.getByRole('button', { name: text('ko-KR', 'auth', 'login.submit'), exact: true }).click();
  for (const key of ['required.account', 'required.password', 'required.captcha']) {
    await expect(dialog.getByText(text('ko-KR', 'auth', key))).toBeVisible();
  }
  expect(logins).toEqual([]);
});
