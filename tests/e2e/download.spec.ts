import { LOCALES, localizePath } from '../../shared/locales.ts';
import { E2E_GOOGLE_PLAY_URL } from './support/servers.ts';
import { expect, test } from './support/test.ts';

// The journeys' server is built with DOWNLOAD_ANDROID_URL set and DOWNLOAD_IOS_URL and
// DOWNLOAD_APK_URL unset (tests/e2e/support/servers.ts): the configured app is a link to its URL,
// the others say "not available yet" and are no link at all.
test('the download page links the configured app and marks the others as not available yet', async ({ page }) => {
  await page.goto('/en-US/download');
  const apps = page.getByRole('region', { name: 'Get the app' });
  await expect(apps.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', E2E_GOOGLE_PLAY_URL);
  await expect(apps.getByRole('link')).toHaveCount(1);
  for (const name of ['Download on the App Store', 'Download the APK']) {
    await expect(apps.getByRole('listitem').filter({ hasText: name })).toContainText('Not available yet');
  }
  // Signing the app in with the user centre's QR code, named as the page that shows it is titled.
  const qr = page.getByRole('main').getByRole('heading', { name: 'Signing in to the app with a QR code' });
  await expect(qr).toBeVisible();
  // The page's own title, as the screen is headed (quotes set typographically).
  await expect(page.getByRole('main')).toContainText('open “Sign in to the app” in the user centre');
});

test('the Japanese download page says 準備中 for the apps without a link', async ({ page }) => {
  await page.goto('/download');
  const apps = page.getByRole('region', { name: 'アプリを入手' });
  await expect(apps.locator('[data-unavailable]')).toHaveText([/App Storeで入手\s*準備中/, /APKをダウンロード\s*準備中/]);
  await expect(apps.getByRole('link', { name: 'Google Playで入手' })).toHaveAttribute('href', E2E_GOOGLE_PLAY_URL);
});

test('in every language the download page has no dead link: one store link, two apps not available yet', async ({ request }) => {
  for (const locale of LOCALES) {
    const html = await (await request.get(localizePath('/download', locale))).text();
    expect(html.match(/<a [^>]*data-app=/g), locale).toHaveLength(1);
    expect(html.match(/data-unavailable/g), locale).toHaveLength(2);
    expect(html, locale).not.toMatch(/\/downloads\/|id6740000000|example\.gamehall\.app/);
  }
});
