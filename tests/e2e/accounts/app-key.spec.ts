// The app key in the browser, in Japanese and English: the player binds an authenticator with a
// code computed here from the secret read off the screen (the QR code, decoded with jsQR, holds the
// same secret), and the withdrawal form then asks for the app's code and accepts the next one.
import { Secret, TOTP } from 'otpauth';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { bindCardThroughApi, creditThroughOperator, FUND_PASSWORD, newWalletPlayer, openSignedIn } from '../wallet/support/wallet.ts';
import { decodeQr } from '../agent/support/agent.ts';

/** What the player's authenticator app shows `stepsAhead` 30-second steps from now. */
function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

for (const locale of ['ja-JP', 'en-US'] as const satisfies readonly Locale[]) {
  test(`${locale}: bind an app key with the authenticator's first code, then a withdrawal asks for it`, async ({ page }) => {
    test.setTimeout(120_000);
    const user = (key: string) => text(locale, 'user', key);
    const fin = (key: string) => text(locale, 'finance', key);
    const player = await newWalletPlayer(page.request, 'ak');
    await bindCardThroughApi(page.request, player);
    await creditThroughOperator(page.request, player, '5000');

    await openSignedIn(page, localizePath('/user/app-key', locale), player);
    const bindPanel = page.getByRole('region', { name: user('appKey.bindTitle') });
    const qr = bindPanel.getByRole('img', { name: user('appKey.qr') });
    await expect(qr).toBeVisible();
    // The secret as the player would type it: groups of four, read off the screen.
    const shown = (await bindPanel.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '');
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    const qrValue = (await qr.getAttribute('data-qr-value'))!;
    // What is drawn is that otpauth:// URI: an authenticator scanning it gets the secret shown.
    expect(await decodeQr(qr)).toBe(qrValue);
    const uri = new URL(qrValue);
    expect(uri.searchParams.get('secret')).toBe(shown);
    expect(uri.searchParams.get('issuer')).toBe(text(locale, 'common', 'brand'));
    expect(decodeURIComponent(uri.pathname)).toContain(player.account);

    const codeField = bindPanel.getByLabel(user('appKey.code'), { exact: true });
    await codeField.fill(authenticatorCode(shown, -3));
    await bindPanel.getByRole('button', { name: user('appKey.bind') }).click();
    await expect(bindPanel.getByText(text(locale, 'errors', 'APP_KEY_CODE_INVALID').replace('{{remaining}}', '4'))).toBeVisible();
    await codeField.fill(authenticatorCode(shown));
    await bindPanel.getByRole('button', { name: user('appKey.bind') }).click();
    const boundPanel = page.getByRole('region', { name: user('appKey.boundTitle') });
    await expect(boundPanel).toBeVisible();
    await expect(page.getByRole('region', { name: user('appKey.bindTitle') })).toHaveCount(0);

    // The withdrawal form now asks for the app's code; without it nothing is sent.
    await page.goto(localizePath('/user/finance/withdraw', locale));
    const form = page.getByRole('region', { name: fin('withdraw.formTitle') });
    await form.getByLabel(fin('withdraw.amount'), { exact: true }).fill('1000');
    await form.getByLabel(fin('withdraw.paymentPassword'), { exact: true }).fill(FUND_PASSWORD);
    const appKeyField = form.getByLabel(fin('withdraw.appKeyCode'), { exact: true });
    await expect(appKeyField).toBeVisible();
    await form.getByRole('button', { name: fin('withdraw.submit') }).click();
    await expect(form.getByText(fin('validation.required').replace('{{field}}', fin('withdraw.appKeyCode')))).toBeVisible();
    // The binding spent this step's code; the app's next one is accepted.
    await appKeyField.fill(authenticatorCode(shown, 1));
    await form.getByRole('button', { name: fin('withdraw.submit') }).click();
    await expect(form.getByRole('status')).toContainText(fin('withdraw.done').split('{{')[0]!.trim());
    await expect(appKeyField).toHaveValue('');
  });
}
