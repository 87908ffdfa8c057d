import { expect, test } from '../support/test.ts';
import { localizePath, LOCALE_META, type Locale } from '../../../shared/locales.ts';
import { uniqueAccount } from '../support/accounts.ts';
import { chooseAccountInPopup, chooseTab, popup, text, verifyEmailInPopup } from '../support/popup.ts';
import { collectPageErrors, expectNoRawKeys, expectNoSeriousAxeViolations } from '../page-checks.ts';

test.describe.configure({ mode: 'parallel' });

for (const locale of ['ja-JP', 'ko-KR'] as const satisfies readonly Locale[]) {
  test(`the whole registration journey in ${locale}: translated, accessible popup, signed in`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const who = uniqueAccount(locale.slice(0, 2));
    await page.goto(localizePath('/login?redirect=' + encodeURIComponent(localizePath('/user/user-center', locale)), locale));
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_META[locale].htmlLang);
    await expect(popup(page)).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoSeriousAxeViolations(page);

    await chooseTab(page, locale, 'register');
    await expectNoRawKeys(page);
    await expectNoSeriousAxeViolations(page);
    const mail = page.waitForRequest('**/v2/app/register/send/email/code');
    await verifyEmailInPopup(page, locale, who);
    expect((await mail).headers()['accept-language']).toBe(locale);

    // Step 2 with the strength meter showing.
    await popup(page).getByLabel(text(locale, 'auth', 'fields.password'), { exact: true }).fill(who.password);
    await expectNoRawKeys(page);
    await expectNoSeriousAxeViolations(page);
    await chooseAccountInPopup(page, locale, who);

    await expect(page).toHaveURL(new RegExp(`${localizePath('/user/user-center', locale).replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('region', { name: text(locale, 'user', 'centre.profile') }).getByText(who.account, { exact: true })).toBeVisible();
    await expectNoRawKeys(page);
    await expectNoSeriousAxeViolations(page);

    // The mail came in the page's language too.
    const [message] = await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(who.email)}`)).json();
    // Mail names the hall as the language's header does (common.json `brand`).
    expect(message.subject).toBe(text(locale, 'mail', 'register.subject').replace('{{siteName}}', text(locale, 'common', 'brand')));
    expect(errors).toEqual([]);
  });
}
