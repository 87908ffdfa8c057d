// The inbox in Chromium (ja-JP and en-US): an event writes a letter (an operator's letter in seven
// languages; a withdrawal rejected with a reason), the header's count shows it on the open page
// without a reload (polled), the player opens the inbox, reads the letter, and the count drops in
// the header and in the user centre's menu. A visitor sees a sign-in prompt, not an error.
import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../../shared/locales.ts';
import { text } from '../support/popup.ts';
import { expect, test } from '../support/test.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, FUND_PASSWORD, newWalletPlayer, openSignedIn, type WalletPlayer } from '../wallet/support/wallet.ts';

const at = (locale: Locale, path: string) => (locale === 'ja-JP' ? path : `/${locale}${path}`);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const headerCount = (page: Page) => page.locator('[data-user-area] [data-inbox-link] [data-inbox-count]');

/** The event that writes the letter: what the letter's title will be in `locale`. */
async function sendEvent(page: Page, locale: Locale, player: WalletPlayer): Promise<{ title: string; body: RegExp }> {
  if (locale === 'ja-JP') {
    const title = Object.fromEntries(LOCALES.map((l) => [l, `メンテナンスのお知らせ (${l})`]));
    const body = Object.fromEntries(LOCALES.map((l) => [l, `日曜の夜に約2時間停止します (${l})。`]));
    await apiCall(page.request, '/v2/ops/letter/send', { account: player.account, title, body }, { operator: true, idempotent: true });
    return { title: title[locale]!, body: new RegExp(`日曜の夜に約2時間停止します \\(${locale}\\)`) };
  }
  await bindCardThroughApi(page.request, player);
  await creditThroughOperator(page.request, player, '5000');
  const { orderSn } = await apiCall<{ orderSn: string }>(
    page.request,
    '/v2/app/draw/withdraw',
    { bankCardId: (await apiCall<{ id: number }[]>(page.request, '/v2/app/user/bank/list', {}, { token: player.token }))[0]!.id, amount: '1000', paymentPassword: FUND_PASSWORD },
    { token: player.token, idempotent: true },
  );
  const reason = 'Name does not match the card';
  await apiCall(page.request, '/v2/ops/withdrawal/reject', { orderSn, reason }, { operator: true, idempotent: true });
  return { title: text(locale, 'letters', 'withdrawalRejected.title'), body: new RegExp(`${orderSn}.*${reason}`) };
}

for (const locale of ['ja-JP', 'en-US'] as const) {
  test(`inbox in ${locale}: a letter shows in the header count on the open page, reading it drops the count`, async ({ page }) => {
    const player = await newWalletPlayer(page.request, 'ib');
    // The page's own clock, so the next poll can come without waiting its 30 s.
    await page.clock.install();
    await openSignedIn(page, at(locale, '/user/station-letter'), player);
    await expect(page.getByText(text(locale, 'user', 'pages.stationLetter.empty'))).toBeVisible();
    await expect(headerCount(page)).toBeHidden();

    const letter = await sendEvent(page, locale, player);
    // The page is not reloaded: the count comes with the next poll (every 30 s while visible).
    await page.clock.fastForward(30_000);
    await expect(headerCount(page)).toHaveText('1');
    const header = page.getByRole('navigation', { name: text(locale, 'user', 'header.label') });
    await expect(header.getByRole('link', { name: new RegExp(`^${text(locale, 'user', 'menu.stationLetter')}`) })).toBeVisible();

    await page.goto(at(locale, '/user/station-letter'));
    await expect(page.getByText(fill(text(locale, 'user', 'inbox.unreadCount'), { count: '1' }))).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(`^${text(locale, 'ds', 'letterUnread')} ${letter.title.replace(/[()]/g, '\\$&')}`) });
    await row.click();
    await expect(page.getByRole('heading', { name: letter.title })).toBeFocused();
    await expect(page.getByText(letter.body)).toBeVisible();
    await expect(headerCount(page)).toBeHidden();
    // The user centre's menu carried the same count, and drops with it.
    await expect(page.locator('[data-inbox-count]:not([hidden])')).toHaveCount(0);

    await page.getByRole('button', { name: text(locale, 'ds', 'letterBack') }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${letter.title.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
    expect((await apiCall<{ unread: number }>(page.request, '/v2/app/station/unread/count', {}, { token: player.token })).unread).toBe(0);
  });
}

test('a visitor sees a sign-in prompt on the inbox, not an error', async ({ page }) => {
  await page.goto('/en-US/user/station-letter');
  await expect(page.getByText(text('en-US', 'user', 'inbox.signInTitle'))).toBeVisible();
  await page.getByRole('button', { name: text('en-US', 'user', 'inbox.signIn') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
