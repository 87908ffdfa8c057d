import { expect, test } from '../support/test.ts';
import { apiCall, bindCardThroughApi, newWalletPlayer } from './support/wallet.ts';

// The sandbox checkout's deadline is written by the server in Japan time with its zone named; the
// browser shows it in the payer's own zone. A payer in New York sees New York time.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test('the sandbox checkout shows its deadline in the payer’s time zone', async ({ page, request }) => {
  const player = await newWalletPlayer(request, 'tz');
  await bindCardThroughApi(request, player);
  const [card] = await apiCall<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, { token: player.token });
  const { channels } = await apiCall<{ channels: { code: string; currency: string; needsBankCard: boolean }[] }>(request, '/v2/app/pay/query', {}, { token: player.token });
  const jpy = channels.find((channel) => channel.currency === 'JPY' && channel.needsBankCard)!;
  const order = await apiCall<{ payUrl: string }>(request, '/v2/app/pay/order', { channelCode: jpy.code, amount: '1000', bankCardId: card!.id }, { token: player.token, idempotent: true });

  const checkout = new URL(order.payUrl);
  checkout.searchParams.set('lang', 'en-US');
  await page.goto(checkout.href);
  const deadline = page.locator('time[datetime]');
  const instant = new Date((await deadline.getAttribute('datetime'))!);
  const newYork = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/New_York',
    timeZoneName: 'short',
  }).format(instant);
  expect(newYork).toMatch(/E[SD]T$/);
  await expect(deadline).toHaveText(newYork);
});
