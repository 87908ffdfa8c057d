// Transfers to JSY in Chromium, in Japanese on /account-transfer-jp (branch code and katakana name)
// and in English on /account-transfer: the player names their JSY account, confirms the card, reads
// the mailed code from the dev outbox, is refused once with a wrong JSY password (the server's
// message in the page's language), signs in to JSY, and sends an amount with four decimals and
// the fund password. The outcome is shown, the header balance drops, the sandbox partner holds the
// coins, and the financial records list the transfer with its status.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../shared/locales.ts';
import { mailedCode, outboxCount } from '../support/accounts.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { bindCardThroughApi, coinsText, creditThroughOperator, FUND_PASSWORD, headerBalance, newWalletPlayer, openSignedIn } from '../wallet/support/wallet.ts';

test.describe.configure({ mode: 'parallel' });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const journeys = [
  { locale: 'ja-JP', path: '/account-transfer-jp', japanese: true },
  { locale: 'en-US', path: '/en-US/account-transfer', japanese: false },
] as const satisfies readonly { locale: Locale; path: string; japanese: boolean }[];

for (const { locale, path, japanese } of journeys) {
  test(`${locale} ${path}: JSY account → card → mailed code → JSY sign-in (one refusal) → 250.5 coins transferred and recorded`, async ({ page }) => {
    test.setTimeout(120_000);
    const tr = (key: string) => text(locale, 'transfer', key);
    const player = await newWalletPlayer(page.request, 'jt');
    await bindCardThroughApi(page.request, player);
    await creditThroughOperator(page.request, player, '1000');
    // The player's account at the sandbox partner: same name, same card (…1111, branch 123).
    const jsyAccount = `jsy.${player.account.toLowerCase()}`;
    const jsyPassword = `Jsy-${randomBytes(4).toString('hex')}`;
    const opened = await page.request.post('/sandbox/jsy/accounts', {
      data: { account: jsyAccount, holderName: 'Taro Yamada', holderKana: 'ヤマダ タロウ', password: jsyPassword, cardLast4: '1111', branchCode: '123' },
    });
    expect(opened.status(), await opened.text()).toBe(200);

    await openSignedIn(page, path, player);
    const steps = page.getByRole('navigation', { name: tr('steps.label') });
    const stepPanel = (key: string) => page.getByRole('region', { name: tr(`steps.${key}`) });

    // Step 1: the JSY account.
    let panel = stepPanel('account');
    await expect(steps.getByRole('listitem').filter({ hasText: tr('steps.account') })).toHaveAttribute('aria-current', 'step');
    await panel.getByRole('textbox', { name: tr('fields.jsyAccount') }).fill(jsyAccount.toUpperCase());
    await panel.getByRole('button', { name: tr('actions.next') }).click();

    // Step 2: the card on file (preselected), and on the Japanese page the branch code and katakana name.
    panel = stepPanel('card');
    await expect(panel.getByLabel(tr('fields.bankCard'), { exact: true })).toHaveValue(/\d+/);
    if (japanese) {
      await panel.getByLabel(tr('fields.branchCode'), { exact: true }).fill('123');
      await panel.getByLabel(tr('fields.holderKana'), { exact: true }).fill('ﾔﾏﾀﾞ ﾀﾛｳ');
    } else {
      await expect(panel.getByLabel(tr('fields.holderKana'))).toHaveCount(0);
    }
    await panel.getByRole('button', { name: tr('actions.next') }).click();

    // Steps 3 and 4: the mailed code (the button counts down), then the JSY password.
    panel = stepPanel('login');
    await expect(page.getByText(tr('account.confirmed').replace('{{account}}', jsyAccount))).toBeVisible();
    const mailsBefore = await outboxCount(page.request, player.email);
    await panel.getByRole('button', { name: tr('actions.sendCode') }).click();
    const counting = new RegExp(`^${escape(tr('actions.resendIn')).replace('\\{\\{seconds\\}\\}', '\\d+')}$`);
    await expect(panel.getByRole('button', { name: counting })).toBeDisabled();
    const code = await mailedCode(page.request, player.email, mailsBefore);
    await panel.getByLabel(tr('fields.emailCode'), { exact: true }).fill(code);
    await panel.getByLabel(tr('fields.jsyPassword'), { exact: true }).fill('not-the-password');
    await panel.getByRole('button', { name: tr('actions.signInJsy') }).click();
    // Refused, in the page's language, under the password; the code was spent, so only the password is asked again.
    await expect(panel.getByText(text(locale, 'errors', 'JSY_LOGIN_FAILED'))).toBeVisible();
    await expect(panel.getByText(tr('login.codeAccepted'))).toBeVisible();
    await expect(panel.getByLabel(tr('fields.emailCode'), { exact: true })).toHaveCount(0);
    await panel.getByLabel(tr('fields.jsyPassword'), { exact: true }).fill(jsyPassword);
    await panel.getByRole('button', { name: tr('actions.signInJsy') }).click();

    // Step 5: the amount (a fifth decimal is refused as it is typed) and the fund password.
    panel = stepPanel('amount');
    const amount = panel.getByLabel(tr('fields.amount'), { exact: true });
    await amount.fill('250.5000');
    await amount.press('1');
    await expect(amount, 'four decimals at most').toHaveValue('250.5000');
    await panel.getByLabel(text(locale, 'finance', 'withdraw.paymentPassword'), { exact: true }).fill(FUND_PASSWORD);
    await panel.getByRole('button', { name: tr('actions.transfer') }).click();

    // The outcome, with the transfer number; the balance is lower everywhere.
    const result = stepPanel('result').getByRole('status');
    await expect(result).toContainText(tr('result.success.title'));
    await expect(result).toContainText(text(locale, 'records', 'status.jsy.success'));
    const [before, after] = tr('result.transferSn').split('{{transferSn}}');
    const snLine = result.getByText(new RegExp(`^${escape(before!)}`));
    const transferSn = (await snLine.textContent())!.slice(before!.length, after ? -after.length : undefined);
    expect(transferSn).toMatch(/^J\d+/);
    await expect(headerBalance(page, locale)).toContainText(coinsText(locale, '749.5'));
    const partner = await page.request.get(`/sandbox/jsy/accounts/${jsyAccount}`);
    expect(await partner.json()).toMatchObject({ balance: '250.5000' });

    // The financial records list it with its status.
    await result.getByRole('link', { name: tr('actions.records') }).click();
    const records = page.getByRole('table', { name: text(locale, 'records', 'table.caption') });
    const row = records.getByRole('row').filter({ hasText: transferSn });
    await expect(row).toContainText(text(locale, 'records', 'type.jsy'));
    await expect(row).toContainText(text(locale, 'records', 'status.jsy.success'));
    await expect(row).toContainText('250.5');
  });
}
