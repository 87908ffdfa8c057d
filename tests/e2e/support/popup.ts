// Drives the authentication popup the way a person does: by role and by the visible labels of
// the page's language, read from the same locale files the islands use.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../shared/locales.ts';
import { mailedCode, outboxCount, type TestAccount } from './accounts.ts';
import { readCaptcha, SURE_MARGIN } from './captcha-reader.ts';

type Strings = Record<string, unknown>;
const cache = new Map<string, Strings>();

/** A string from `locales/<locale>/<namespace>.json`, e.g. `text('ko-KR', 'auth', 'login.submit')`. */
export function text(locale: Locale, namespace: string, key: string): string {
  const file = `locales/${locale}/${namespace}.json`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')));
  const value = key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], cache.get(file));
  if (typeof value !== 'string') throw new Error(`no string ${namespace}:${key} in ${locale}`);
  return value;
}

/** The one open dialog (the popup). */
export function popup(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * Reads the captcha shown in `scope` and types the answer; asks for a new image while the
 * reading is unsure, so a misread never spends a sign-in attempt.
 */
export async function answerCaptcha(scope: Locator, locale: Locale): Promise<void> {
  const image = scope.getByRole('img', { name: text(locale, 'auth', 'captcha.image') });
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await expect(image).toBeVisible();
    const src = (await image.getAttribute('src')) ?? '';
    const reading = readCaptcha(src);
    if (reading.margin >= SURE_MARGIN || attempt === 7) {
      await scope.getByLabel(text(locale, 'auth', 'fields.captcha'), { exact: true }).fill(reading.text);
      return;
    }
    await scope.getByRole('button', { name: text(locale, 'auth', 'captcha.refresh') }).click();
    await expect(image).not.toHaveAttribute('src', src);
  }
}

export async function chooseTab(page: Page, locale: Locale, tab: 'login' | 'register'): Promise<void> {
  await popup(page).getByRole('tab', { name: text(locale, 'auth', `tabs.${tab}`) }).click();
}

/** Fills the login tab and submits; remember-me is left as it is unless `remember` says. */
export async function logInInPopup(page: Page, locale: Locale, who: Pick<TestAccount, 'account' | 'password'>, remember?: boolean): Promise<void> {
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text(locale, 'auth', 'fields.account'), { exact: true }).fill(who.account);
  await dialog.getByLabel(text(locale, 'auth', 'fields.password'), { exact: true }).fill(who.password);
  await answerCaptcha(dialog, locale);
  if (remember !== undefined) await dialog.getByRole('checkbox', { name: text(locale, 'auth', 'login.remember') }).setChecked(remember);
  await dialog.getByRole('button', { name: text(locale, 'auth', 'login.submit'), exact: true }).click();
}

/** Registration step 1: email, mailed code (from the dev outbox), accepted terms. */
export async function verifyEmailInPopup(page: Page, locale: Locale, who: TestAccount): Promise<void> {
  const dialog = popup(page);
  const before = await outboxCount(page.request, who.email);
  await dialog.getByLabel(text(locale, 'auth', 'fields.email'), { exact: true }).fill(who.email);
  await dialog.getByRole('button', { name: text(locale, 'auth', 'register.sendCode') }).click();
  await expect(dialog.getByRole('status').filter({ hasText: text(locale, 'auth', 'register.codeSent') })).toBeVisible();
  const code = await mailedCode(page.request, who.email, before);
  await dialog.getByLabel(text(locale, 'auth', 'fields.code'), { exact: true }).fill(code);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: text(locale, 'auth', 'register.next') }).click();
  await expect(dialog.getByText(text(locale, 'auth', 'register.step').replace('{{step}}', '2'))).toBeVisible();
}

/** Registration step 2: account, password twice; submits. */
export async function chooseAccountInPopup(page: Page, locale: Locale, who: Pick<TestAccount, 'account' | 'password'>, confirm = who.password): Promise<void> {
  const dialog = popup(page);
  await dialog.getByLabel(text(locale, 'auth', 'fields.account'), { exact: true }).fill(who.account);
  await dialog.getByLabel(text(locale, 'auth', 'fields.password'), { exact: true }).fill(who.password);
  await dialog.getByLabel(text(locale, 'auth', 'fields.confirmPassword'), { exact: true }).fill(confirm);
  await dialog.getByRole('button', { name: text(locale, 'auth', 'register.submit'), exact: true }).click();
}

/** Both registration steps in the open popup (register tab already shown). */
export async function registerInPopup(page: Page, locale: Locale, who: TestAccount): Promise<void> {
  await verifyEmailInPopup(page, locale, who);
  await chooseAccountInPopup(page, locale, who);
}
