import { expect, test } from '../support/test.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { logInInPopup, popup, text } from '../support/popup.ts';
import { signedInPage } from '../support/session.ts';

const locale = 'ja-JP';
const rootUrl = /127\.0\.0\.1:\d+\/$/;
const closeLabel = '閉じる';

test.describe.configure({ mode: 'parallel' });

test.describe('route guard', () => {
  test('a protected page without a token opens the login popup instead of its content', async ({ page }) => {
    await page.goto('/user/user-center');
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('tab', { name: text(locale, 'auth', 'tabs.login') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') })).toHaveCount(0);
  });

  test('dismissing the popup with no previous page goes home', async ({ page }) => {
    await page.goto('/user/account-setting');
    await popup(page).getByRole('button', { name: closeLabel }).click();
    await expect(page).toHaveURL(rootUrl);
  });

  test('dismissing the popup with a previous page goes back to it', async ({ page }) => {
    await page.goto('/support');
    await page.evaluate(() => location.assign('/user/account-setting'));
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/support$/);
  });

  test('logging in through the popup lets the protected page render', async ({ page }) => {
    const who = await registerThroughApi(page.request);
    await page.goto('/user/user-center');
    await logInInPopup(page, locale, who);
    await expect(popup(page)).toBeHidden();
    await expect(page).toHaveURL(/\/user\/user-center$/);
    await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') }).getByText(who.account, { exact: true })).toBeVisible();
  });

  test('a token in the query is saved as the session and removed from the address', async ({ page, baseURL }) => {
    const { token, email } = await signedInPage(page, baseURL!);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`/user/user-center?token=${encodeURIComponent(token)}&from=mail`);
    await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') }).getByText(email, { exact: true })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).searchParams.get('from')).toBe('mail');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  test('an invalid stored token logs out and goes to login with the target and its query', async ({ page }) => {
    await page.goto('/support');
    await page.evaluate(() => localStorage.setItem('token', 'no-such-session-token'));
    await page.goto('/user/account-setting?section=password');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/account-setting?section=password');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(popup(page)).toBeVisible();
    await expect(page.getByRole('region', { name: text(locale, 'user', 'settings.password.title') })).toHaveCount(0);
  });

  test('following a link while the page still loads the profile keeps the session', async ({ page, baseURL }) => {
    const { token, email } = await signedInPage(page, baseURL!);
    // The profile answers slowly, so the player leaves before it comes back: the browser cancels the call.
    let delayed = true;
    await page.route('**/v2/app/user/info', async (route) => {
      if (delayed) await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => {}); // the page that asked is gone
    });
    const asked = page.waitForRequest('**/v2/app/user/info');
    await page.goto('/user/account-setting');
    await asked;
    await page.goto('/support');
    delayed = false;
    await page.goto('/user/user-center');
    await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') }).getByText(email, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  test('a signed-in user opening the login route is sent home', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!);
    await page.goto('/login');
    await expect(page).toHaveURL(rootUrl);
  });

  test('the station letter page opens without signing in, with a sign-in prompt', async ({ page }) => {
    await page.goto('/user/station-letter');
    await expect(page.getByText(text(locale, 'user', 'inbox.signInTitle'))).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('logging out from the user centre lands on the site root, signed out', async ({ page, baseURL }) => {
    await signedInPage(page, baseURL!);
    await page.goto('/user/user-center');
    await page.getByRole('main').getByRole('button', { name: text(locale, 'user', 'centre.logout') }).click();
    await expect(page).toHaveURL(rootUrl);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
