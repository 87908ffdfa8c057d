import { expect, test } from '../support/test.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { logInInPopup, popup, text } from '../support/popup.ts';

// The hall lists the engine's machines and opens one on the springboard, full screen.
const locale = 'en-US';
const hall = (key: string) => text(locale, 'hall', key);

test('the hall lists every machine, filters by kind and opens one on the springboard', async ({ page }) => {
  const player = await registerThroughApi(page.request);
  await page.goto(`/en-US/amigo?token=${encodeURIComponent(player.token)}`);
  const machines = page.getByRole('region', { name: hall('hall.heading') });
  await expect(machines.getByRole('article')).toHaveCount(5);
  await machines.getByRole('tab', { name: hall('hall.kinds.pachinko') }).click();
  await expect(machines.getByRole('article')).toHaveCount(2);
  await expect(page.locator('img[src="/games/pachinko-fuji-rush.svg"]').first()).toBeVisible();

  await machines.getByRole('link', { name: 'Play Fuji Rush' }).click();
  await expect(page).toHaveURL(/\/en-US\/amigo-springboard\?machine=pachinko-fuji-rush$/);
  await expect(page.getByTestId('play-button')).toBeVisible();
  // A game window: no site header or footer.
  await expect(page.locator('body > header, body > footer')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an unknown machine on the springboard says so and links back to the hall', async ({ page }) => {
  const player = await registerThroughApi(page.request);
  await page.goto(`/en-US/amigo-springboard?machine=no-such-machine&token=${encodeURIComponent(player.token)}`);
  await expect(page.getByRole('alert')).toContainText(hall('springboard.unknown'));
  await page.getByRole('link', { name: hall('springboard.backToHall') }).click();
  await expect(page).toHaveURL(/\/en-US\/amigo$/);
});

test('a signed-out visitor gets the sign-in form without the machine screen\'s script, which loads once they sign in', async ({ page }) => {
  const player = await registerThroughApi(page.request);
  const machineScreenChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/MachineScreen\.[^/]+\.js$/.test(new URL(request.url()).pathname)) machineScreenChunks.push(request.url());
  });
  await page.goto('/en-US/amigo-springboard?machine=lucky-sevens');
  await expect(popup(page).getByRole('img', { name: text(locale, 'auth', 'captcha.image') })).toBeVisible();
  expect(machineScreenChunks).toEqual([]);

  await logInInPopup(page, locale, player);
  await expect(page.getByTestId('play-button')).toBeVisible();
  expect(machineScreenChunks).toHaveLength(1);
});
