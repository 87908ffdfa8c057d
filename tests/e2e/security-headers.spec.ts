// The Content-Security-Policy in a real browser: the sign-in popup with the Google button, the
// server-rendered sandbox pages and the dev outbox run without one violation (the shared `test`
// fails on any; the public routes in every locale are covered the same way by public-site.spec.ts,
// the signed-in screens in every locale by phone-layout.spec.ts's signed-in walk), and no other
// site can frame our pages.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as plainTest } from '@playwright/test';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import { collectPageErrors } from './page-checks.ts';
import { registerThroughApi } from './support/accounts.ts';
import { popup } from './support/popup.ts';
import { PROVIDERS_ORIGIN } from './support/servers.ts';
import { expect, test } from './support/test.ts';
import { sandboxCheckoutUrl } from './wallet/support/wallet.ts';

test('pages and API answers carry the policy, no framing, nosniff and the referrer policy', async ({ page, request }) => {
  const response = await page.goto('/en-US/user/finance/deposit');
  const api = await request.post('/v2/app/country');
  for (const headers of [response!.headers(), api.headers()]) {
    const policy = headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(`script-src 'self' 'sha256-`);
    expect(policy).toContain(`${PROVIDERS_ORIGIN}/gsi/client`);
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('/user/finance sends on to the deposit page in every language (a hashed inline script per language)', async ({ page }) => {
  const player = await registerThroughApi(page.request);
  await page.goto('/support');
  await page.evaluate((token) => localStorage.setItem('token', token), player.token);
  for (const locale of LOCALES) {
    await page.goto(localizePath('/user/finance', locale));
    await expect(page).toHaveURL(new RegExp(`${localizePath('/user/finance/deposit', locale).replace(/\//g, '\\/')}$`));
  }
});

test('the sign-in popup draws the Google button from the configured script', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en-US/login', { waitUntil: 'networkidle' });
  await expect(popup(page).locator('[data-testid="google-button"]').getByRole('button')).toBeVisible();
  // The captcha image is a data: URL.
  await expect(popup(page).locator('img[src^="data:image/gif;base64,"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sandbox checkout and chain pages and the dev outbox run their own inline code', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.goto(await sandboxCheckoutUrl(request, 'csp'), { waitUntil: 'networkidle' });
  const pay = page.getByRole('button', { name: 'Pay' });
  // The page's <style> (under the answer's nonce) applied: the Pay button is filled.
  await expect(pay).toHaveCSS('background-color', 'rgb(29, 78, 216)');

  await page.goto('/sandbox/chain?lang=en-US', { waitUntil: 'networkidle' });
  const section = page.locator('section[data-network="TRC20"]');
  const before = Number(await section.locator('[data-head]').textContent());
  await section.getByRole('button', { name: 'Mine', exact: true }).click();
  // Only the inline script (under its nonce) updates the height.
  await expect(section.locator('[data-head]')).toHaveText(String(before + 1));

  const outbox = await page.goto('/dev/outbox', { waitUntil: 'networkidle' });
  expect(outbox?.status()).toBe(200);
  expect(errors).toEqual([]);
});

// A violation is what this test expects, so it runs without the shared violation check.
plainTest('another origin cannot frame the finance pages', async ({ page, baseURL }) => {
  const target = new URL('/en-US/user/finance/deposit', baseURL).href;
  // A page of another origin on this machine that frames ours.
  const elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1><iframe src="${target}" title="framed"></iframe>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  try {
    const refused = page.waitForEvent('requestfailed', (request) => request.url() === target);
    await page.goto(`http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`);
    expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.evaluate(() => document.querySelector('main') !== null).catch(() => false)).toBe(false);
  } finally {
    elsewhere.close();
  }
});
