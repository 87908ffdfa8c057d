// The home page's first banner is drawn from the HTML the server sends, before the feed island
// hydrates or calls anything (server/http/static-site.ts `homeHeadTags`, src/pages/[...locale]/index.astro);
// the island's carousel takes its place, in the same box, when its banner call answers.
import { expect, test } from './support/test.ts';
import { text } from './support/popup.ts';

test('the first banner is on the home page before the banner call answers, and the carousel takes its place without a jump (en-US)', async ({ page, request }) => {
  const first = (await (await request.post('/v2/app/banner/query', { headers: { 'accept-language': 'en-US' } })).json()).data[0];
  expect(first).toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v2/app/banner/query', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en-US/');
  const banners = page.getByRole('region', { name: text('en-US', 'islands', 'home.banners') });
  await expect(banners).toHaveCount(1);
  const link = banners.getByRole('link', { name: first.title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^(https?:|\/en-US\/)/);
  await expect(banners.locator('img')).toHaveAttribute('src', first.imageUrl);
  await expect.poll(() => banners.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const before = await banners.boundingBox();

  release();
  // The carousel: its slides are groups; the drawn banner is hidden, one region is left, in the same place.
  await expect(banners.getByRole('group').first()).toBeVisible({ timeout: 20_000 });
  await expect(banners).toHaveCount(1);
  await expect(page.locator('[data-home-banner]')).toBeHidden();
  expect(await banners.boundingBox()).toEqual(before);
});

test('a signed-in visitor gets no banner before the call: only the call knows a break', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'not-checked-here'));
  await page.route('**/v2/app/banner/query', () => new Promise(() => {}));
  await page.goto('/en-US/');
  await expect(page.getByRole('region', { name: text('en-US', 'islands', 'home.banners') })).toHaveCount(0);
  await expect(page.locator('[data-home-banner]')).toBeHidden();
});
