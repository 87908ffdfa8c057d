import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';

const enClient = JSON.parse(readFileSync('locales/en-US/client.json', 'utf8'));

test('switching the language keeps the page, saves the choice and speaks it to the API', async ({ page }) => {
  await page.goto('/game/notice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.locator('header summary').filter({ hasText: '日本語' }).click();
  // The English page's own call: under load the Japanese page's call can still be on its way when
  // the link is clicked, so the request is matched by the page that made it.
  const apiCall = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/v2/app/notice/query' && new URL(request.frame().url()).pathname.startsWith('/en-US/'),
  );
  await page.getByRole('link', { name: /English/ }).click();

  await expect(page).toHaveURL(/\/en-US\/game\/notice\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-US');
  expect((await apiCall).headers()['accept-language']).toBe('en-US');

  await page.locator('header summary').filter({ hasText: 'English' }).click();
  await page.getByRole('link', { name: /日本語/ }).click();
  await expect(page).toHaveURL(/\/game\/notice\/?$/);
  expect(new URL(page.url()).pathname.startsWith('/en-US')).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja-JP');
});

test('a call that cannot reach the server shows the progress bar while pending, then "Request Error"', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v2/app/notice/query', async (route) => {
    await held;
    await route.abort('connectionreset');
  });
  await page.goto('/en-US/game/notice');

  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  await expect(page.getByRole('alert').filter({ hasText: enClient.requestError })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a call the server refuses shows the server’s message as a toast', async ({ page }) => {
  await page.route('**/v2/app/favorable/query', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, msg: 'Promotions are paused for maintenance', data: null, error: 'UNAVAILABLE', reqId: 'r-1' }),
    }),
  );
  await page.goto('/en-US/game/promotion');
  await expect(page.getByRole('alert').filter({ hasText: 'Promotions are paused for maintenance' })).toBeVisible();
});

test('the API answers in the language of the page', async ({ request }) => {
  const bad = { pageNum: 'one' };
  for (const [language, expected] of [['en-US', /invalid|check/i], ['ja-JP', /[ぁ-んァ-ン一-龯]/]] as const) {
    const response = await request.post('/v2/app/notice/query', { data: bad, headers: { 'Accept-Language': language } });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 400, error: 'VALIDATION_FAILED', data: null });
    expect(body.msg).toMatch(expected);
    expect(body.issues[0].field).toBe('pageNum');
  }
});
