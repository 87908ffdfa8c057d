// The operator console's page shell in a browser, from the production build: /ops/ and
// /ops/sign-in in all 7 languages answer 200, never cached or indexed, translated, in the
// console's own layout (not the public site's), with no request to another origin and no policy
// violation (the shared `test`); axe finds no violation at all on either page in ja-JP and en-US.
import { LOCALES, LOCALE_META, localizePath } from '../../../shared/locales.ts';
import { collectPageErrors, expectNoAxeViolations, expectNoRawKeys } from '../page-checks.ts';
import { countOpenRequests, settle } from '../support/phone-layout.ts';
import { expect, test } from '../support/test.ts';

const CONSOLE_PAGES = ['/ops/', '/ops/sign-in', '/ops/withdrawals/', '/ops/approvals/'] as const;

// Each page is checked once it is loaded, hydrated and no fetch is open (without networkidle's
// half second of quiet).
test.beforeEach(async ({ context }) => {
  await countOpenRequests(context);
});

test('the console pages answer in every language: no-store, noindex, the console layout, nothing from another origin', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const foreign: string[] = [];
  // Signed out, the dashboard, the queue and the approvals inbox ask the server for their data and are answered 401 (then
  // offer sign-in); the browser logs each such answer as an error, and those are the only ones allowed.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  for (const locale of LOCALES) {
    for (const route of CONSOLE_PAGES) {
      const url = localizePath(route, locale);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await settle(page);
      const headers = response!.headers();
      expect(headers['cache-control'], url).toBe('no-store');
      expect(headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(headers['content-security-policy'], url).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      await expect(page.locator('html'), url).toHaveAttribute('lang', LOCALE_META[locale].htmlLang);
      await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', 'noindex,nofollow');
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"]'), url).toHaveCount(0);
      // The console's own chrome: its sections' navigation, and none of the public site's header or footer.
      await expect(page.getByRole('navigation', { name: /./ }), url).toHaveCount(1);
      await expect(page.locator('[data-ops-operator]'), url).toBeVisible();
      await expect(page.locator('footer'), url).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      await expectNoRawKeys(page);
    }
  }
  expect(foreign, 'requests to another origin').toEqual([]);
  expect(new Set(refused)).toEqual(new Set(['/v2/ops/dashboard', '/v2/ops/withdrawal/list', '/v2/ops/approval/list', '/v2/ops/reason/templates']));
  const signedOut = /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/;
  expect(errors.filter((error) => !signedOut.test(error))).toEqual([]);
  expect(errors.length).toBe(refused.length);
});

test('the dashboard links only the sections that exist and marks where the operator is', async ({ page }) => {
  await page.goto('/en-US/ops/');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Withdrawals', 'Approvals', 'Players', 'KYC', 'Agents', 'Content', 'Reports', 'Audit log', 'Operators']);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-ops-operator]')).toHaveText(/Operator\s*Not signed in/);
  // Without a console session the dashboard says so instead of figures.
  await expect(page.getByText('Sign in to see what waits for you.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-US\/ops\/sign-in\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
  // The island checks the values against the identity contract before anything is sent.
  await page.getByLabel('Operator name', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The operator name is 3 to 32 letters, digits, . _ or -.')).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from the authenticator app.')).toBeVisible();
});

test('an enrolment link to the console root opens enrolment on the sign-in page and leaves the address bar', async ({ page }) => {
  const token = 'a'.repeat(43);
  await page.goto(`/en-US/ops/#enrol=${token}`);
  await expect(page).toHaveURL(/\/en-US\/ops\/sign-in$/);
  // No operator has this token: the page says the link cannot be used, and the token is gone from the address.
  await expect(page.getByRole('alert')).toContainText('The enrolment link could not be opened');
  expect(page.url()).not.toContain(token);
});

test('robots.txt keeps crawlers out of the console in every language', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const locale of LOCALES) expect(robots).toContain(`Disallow: ${localizePath('/ops', locale)}\n`);
});

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`axe finds no violation on the console pages in ${locale}`, async ({ page }) => {
    for (const route of CONSOLE_PAGES) {
      await page.goto(localizePath(route, locale));
      await settle(page);
      await expectNoAxeViolations(page, route);
    }
  });
}
