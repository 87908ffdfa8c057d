// Errors a player must see: a refused sign-in is said inside the dialog (not in a toast under
// its backdrop) and stays until the player edits; a toast shown while a dialog is open is drawn
// on top of it, where it can be read and clicked.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { registerThroughApi } from '../support/accounts.ts';
import { readCaptcha } from '../support/captcha-reader.ts';
import { popup, text } from '../support/popup.ts';

const locale = 'en-US';

/** Whether the element itself is what a click at its centre reaches (nothing covers it, it is not inert). */
async function hitAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Announced as it appears: an alert itself, or inside a live region. */
async function announced(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])') !== null);
}

/** A captcha answer that is surely wrong: the shown one with its first character changed. */
async function wrongCaptchaAnswer(dialog: Locator): Promise<{ answer: string; image: string }> {
  const image = dialog.getByRole('img', { name: text(locale, 'auth', 'captcha.image') });
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  const reading = readCaptcha(src).text;
  return { answer: (reading.startsWith('A') ? 'B' : 'A') + reading.slice(1), image: src };
}

async function openSignIn(page: Page): Promise<Locator> {
  await page.goto(`/${locale}/login`);
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a wrong captcha at sign-in is said inside the dialog, stays, and goes once the player edits the captcha', async ({ page, request }) => {
    const who = await registerThroughApi(request);
    // Timers run only when the test says so: "stays" then means no timer of the page removes it.
    await page.clock.install();
    const dialog = await openSignIn(page);
    await dialog.getByLabel(text(locale, 'auth', 'fields.account'), { exact: true }).fill(who.account);
    await dialog.getByLabel(text(locale, 'auth', 'fields.password'), { exact: true }).fill(who.password);
    const wrong = await wrongCaptchaAnswer(dialog);
    const captchaField = dialog.getByRole('textbox', { name: text(locale, 'auth', 'fields.captcha'), exact: true });
    await captchaField.fill(wrong.answer);
    await dialog.getByRole('button', { name: text(locale, 'auth', 'login.submit'), exact: true }).click();

    const expected = `${text(locale, 'errors', 'LOGIN_FAILED')} ${text(locale, 'auth', 'captcha.replaced')}`;
    const message = dialog.getByRole('alert').filter({ hasText: text(locale, 'errors', 'LOGIN_FAILED') });
    await expect(message).toHaveText(expected);
    await expect(message).toBeInViewport();
    expect(await hitAtCentre(message), 'the message is on top at its centre').toBe(true);
    expect(await announced(message), 'the message is announced').toBe(true);
    // The captcha was replaced (the message says so) and its answer emptied; nobody signed in.
    await expect(dialog.getByRole('img', { name: text(locale, 'auth', 'captcha.image') })).not.toHaveAttribute('src', wrong.image);
    await expect(captchaField).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // No toast repeats it under the dialog.
    await expect(page.getByRole('region', { name: text(locale, 'ds', 'notifications') }).getByRole('alert')).toHaveCount(0);

    await page.clock.runFor(3000);
    await expect(message).toBeVisible();
    expect(await hitAtCentre(message)).toBe(true);

    await captchaField.pressSequentially('A');
    await expect(message).toHaveCount(0);
  });
});

test('a toast shown while the sign-in dialog is open is drawn on top of it and can be dismissed', async ({ page }) => {
  const dialog = await openSignIn(page);
  await expect(dialog.getByRole('img', { name: text(locale, 'auth', 'captcha.image') })).toBeVisible();
  // A new captcha that cannot be fetched: the API client says so in a toast.
  await page.route('**/v2/app/auth/captcha', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: text(locale, 'auth', 'captcha.refresh') }).click();

  const toast = page.getByRole('alert').filter({ hasText: text(locale, 'client', 'requestError') });
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport();
  expect(await hitAtCentre(toast), 'the toast is on top at its centre').toBe(true);
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
});
