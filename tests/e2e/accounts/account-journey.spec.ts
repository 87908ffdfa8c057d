import { expect, test } from '../support/test.ts';
import { mailedCode, outboxCount, uniqueAccount } from '../support/accounts.ts';
import { answerCaptcha, chooseTab, logInInPopup, popup, registerInPopup, text } from '../support/popup.ts';

const locale = 'ja-JP';

test('register with the mailed code, change the password, log out, log in remembered, find the password, log in again', async ({ page }) => {
  test.setTimeout(120_000);
  const who = uniqueAccount('jr');

  // Register through the popup on the login route; the mailed code comes from the dev outbox.
  await page.goto('/login?redirect=%2Fuser%2Fuser-center');
  await chooseTab(page, locale, 'register');
  await registerInPopup(page, locale, who);

  // Signed in: the user centre shows the new account.
  await expect(page).toHaveURL(/\/user\/user-center$/);
  const profile = page.getByRole('region', { name: text(locale, 'user', 'centre.profile') });
  await expect(profile.getByText(who.account, { exact: true })).toBeVisible();
  await expect(profile.getByText(who.email, { exact: true })).toBeVisible();
  // The new account is confirmed, on the page the sign-up led to.
  await expect(page.getByRole('status').filter({ hasText: text(locale, 'auth', 'register.welcome').replace('{{account}}', who.account) })).toBeVisible();

  // Change the login password in account settings.
  const changed = `${who.password}N`;
  await page.goto('/user/account-setting');
  const passwordPanel = page.getByRole('region', { name: text(locale, 'user', 'settings.password.title') });
  await passwordPanel.getByLabel(text(locale, 'user', 'settings.password.old'), { exact: true }).fill(who.password);
  await passwordPanel.getByLabel(text(locale, 'user', 'settings.password.new'), { exact: true }).fill(changed);
  await passwordPanel.getByLabel(text(locale, 'user', 'settings.password.confirm'), { exact: true }).fill(changed);
  await passwordPanel.getByRole('button', { name: text(locale, 'user', 'settings.password.submit') }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text(locale, 'user', 'settings.password.saved') })).toBeVisible();

  // Log out from the header: back on the site root, no token left.
  await page.getByRole('button', { name: text(locale, 'user', 'header.logout') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old password no longer works; the new one does, with remember-me ticked.
  await page.goto('/login');
  await logInInPopup(page, locale, { account: who.account, password: who.password });
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(popup(page)).toBeVisible();
  await logInInPopup(page, locale, { account: who.account, password: changed }, true);
  await expect(popup(page)).toBeHidden();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Remembered: a fresh popup is prefilled, and the stored login config is not plain text.
  const stored = await page.evaluate(() => localStorage.getItem('loginConfig'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(changed);
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  const dialog = popup(page);
  await expect(dialog.getByLabel(text(locale, 'auth', 'fields.account'), { exact: true })).toHaveValue(who.account);
  await expect(dialog.getByLabel(text(locale, 'auth', 'fields.password'), { exact: true })).toHaveValue(changed);
  await expect(dialog.getByRole('checkbox', { name: text(locale, 'auth', 'login.remember') })).toBeChecked();

  // Find password: the tab bar hides, the reset code comes by mail, then the new password works.
  await dialog.getByRole('button', { name: text(locale, 'auth', 'login.forgot') }).click();
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await dialog.getByLabel(text(locale, 'auth', 'fields.account'), { exact: true }).fill(who.account);
  const before = await outboxCount(page.request, who.email);
  await answerCaptcha(dialog, locale);
  await dialog.getByRole('button', { name: text(locale, 'auth', 'findPassword.send') }).click();
  const resetCode = await mailedCode(page.request, who.email, before);
  await dialog.getByLabel(text(locale, 'auth', 'fields.resetCode'), { exact: true }).fill(resetCode);
  const reset = `${changed}R`;
  await dialog.getByLabel(text(locale, 'auth', 'fields.newPassword'), { exact: true }).fill(reset);
  await dialog.getByRole('button', { name: text(locale, 'auth', 'findPassword.submit') }).click();
  await expect(page.getByText(text(locale, 'auth', 'findPassword.done'))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: text(locale, 'user', 'pages.login.open') }).click();
  await logInInPopup(page, locale, { account: who.account, password: reset });
  await expect(dialog).toBeHidden();
  // Signed in, the login route goes home: read the token once that page is there, not mid-navigation.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
