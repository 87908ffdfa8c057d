// App login by QR, played as the mobile app would: the code is read from a screenshot of the page
// with jsQR, its ticket is exchanged over HTTP for an app session, and that session calls a signed-in
// API. A second use and a late use (past 60 s) are refused in the page's language; meanwhile the page
// has replaced its code by itself. The app appears in the page's list and is ended there.
// Both languages play at once, in one journey: most of it is waiting out a ticket's 60 s on the
// server, which two journeys side by side would spend holding both of the run's workers.
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { Locale } from '../../../shared/locales.ts';
import { text } from '../support/popup.ts';
import { signedInPage } from '../support/session.ts';
import { expect, test, watchContentSecurityPolicy } from '../support/test.ts';

const at = (locale: Locale, path: string) => (locale === 'ja-JP' ? path : `/${locale}${path}`);
const appText = (locale: Locale, key: string) => text(locale, 'appLogin', key);
const URI_PREFIX = 'gamehall://login?ticket=';
const CODE_CALL = '/v2/app/user/login/qr/code';

/** Screenshots the code as drawn on screen and reads it with jsQR (pixels decoded by a blank page's canvas). */
async function scanFromScreen(page: Page, code: Locator): Promise<string> {
  const png = await code.screenshot();
  const scratch = await page.context().newPage();
  try {
    const image = await scratch.evaluate(async (base64) => {
      const picture = new Image();
      picture.src = `data:image/png;base64,${base64}`;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = picture.naturalWidth;
      canvas.height = picture.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(picture, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
    }, png.toString('base64'));
    const read = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data;
    expect(read, 'the QR code on screen reads').toBeTruthy();
    return read!;
  } finally {
    await scratch.close();
  }
}

function ticketOf(uri: string): string {
  expect(uri.startsWith(URI_PREFIX), uri).toBe(true);
  return uri.slice(URI_PREFIX.length);
}

async function exchange(page: Page, locale: Locale, ticket: string, deviceName?: string) {
  const response = await page.request.post('/v2/app/auth/login/qr/exchange', {
    data: { ticket, ...(deviceName ? { deviceName } : {}) },
    headers: { 'Accept-Language': locale },
  });
  return { status: response.status(), body: (await response.json()) as { code: number; msg: string; data: { token: string } | null; error?: string } };
}

async function whoIs(page: Page, token: string) {
  const response = await page.request.post('/v2/app/user/info', { data: {}, headers: { TOKEN: token } });
  return { status: response.status(), body: (await response.json()) as { data: { account: string } | null; error?: string } };
}

async function appLoginJourney(page: Page, locale: Locale, baseURL: string): Promise<void> {
  const { token: webToken } = await signedInPage(page, baseURL);
  const web = await whoIs(page, webToken);
  expect(web.status).toBe(200);

  const firstIssued = page.waitForResponse((response) => response.url().endsWith(CODE_CALL));
  await page.goto(at(locale, '/user/app-login'));
  const first = (await (await firstIssued).json()).data as { uri: string; expiresAt: string };
  const code = page.getByRole('img', { name: appText(locale, 'code.label') });
  await expect(code).toHaveAttribute('data-qr-value', first.uri);
  const firstUri = await scanFromScreen(page, code);
  expect(firstUri).toBe(first.uri);
  const firstTicket = ticketOf(firstUri);
  const sessions = page.getByRole('region', { name: appText(locale, 'sessions.heading') });
  await expect(sessions.getByText(appText(locale, 'sessions.empty'))).toBeVisible();

  // The page fetches the next code before the shown one expires; the old one is left unspent.
  await expect(code).not.toHaveAttribute('data-qr-value', first.uri, { timeout: 65_000 });
  await expect(page.locator('[data-qr-countdown]')).toHaveAttribute('aria-busy', 'false');
  const secondTicket = ticketOf(await scanFromScreen(page, code));
  expect(secondTicket).not.toBe(firstTicket);

  // Late: the first code, once its 60 s are over.
  const wait = new Date(first.expiresAt).getTime() + 500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const late = await exchange(page, locale, firstTicket);
  expect([late.status, late.body.error, late.body.msg]).toEqual([422, 'LOGIN_TICKET_EXPIRED', text(locale, 'errors', 'LOGIN_TICKET_EXPIRED')]);

  // The app signs in with the code on screen and acts as this player.
  const signedIn = await exchange(page, locale, secondTicket, `E2E phone ${locale}`);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  const appToken = signedIn.body.data!.token;
  const asApp = await whoIs(page, appToken);
  expect([asApp.status, asApp.body.data?.account]).toEqual([200, web.body.data!.account]);
  // The web session lives on beside it.
  expect((await whoIs(page, webToken)).status).toBe(200);

  // Second use.
  const again = await exchange(page, locale, secondTicket);
  expect([again.status, again.body.error, again.body.msg]).toEqual([409, 'LOGIN_TICKET_USED', text(locale, 'errors', 'LOGIN_TICKET_USED')]);

  // The app appears in the list by itself and is ended there.
  const item = sessions.getByRole('listitem').filter({ hasText: `E2E phone ${locale}` });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toContainText(appText(locale, 'sessions.lastUsed'));
  await item.getByRole('button', { name: appText(locale, 'sessions.end') }).click();
  await expect(page.getByText(appText(locale, 'sessions.ended').replace('{{device}}', `E2E phone ${locale}`))).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(sessions.getByText(appText(locale, 'sessions.empty'))).toBeVisible();
  const ended = await whoIs(page, appToken);
  expect([ended.status, ended.body.error]).toEqual([401, 'UNAUTHORIZED']);
  expect((await whoIs(page, webToken)).status).toBe(200);
}

test('app login by QR in ja-JP and en-US: scan, exchange once, refused again and late, listed and ended', async ({ page, browser, baseURL }) => {
  // One code has to outlive its 60 s on the server while the page replaces it.
  test.setTimeout(150_000);
  const english = await browser.newContext({ baseURL });
  const violations = await watchContentSecurityPolicy(english);
  try {
    await Promise.all([appLoginJourney(page, 'ja-JP', baseURL!), appLoginJourney(await english.newPage(), 'en-US', baseURL!)]);
  } finally {
    await english.close();
  }
  expect(violations, 'Content-Security-Policy violations (en-US)').toEqual([]);
});
