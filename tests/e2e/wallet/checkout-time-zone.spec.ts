import { expect, test } from '../support/test.ts';
import { sandboxCheckoutUrl } from './support/wallet.ts';

// The sandbox checkout's deadline is written by the server in Japan time with its zone named; the
// browser shows it in the payer's own zone. A payer in New York sees New York time.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test('the sandbox checkout shows its deadline in the payer’s time zone', async ({ page, request }) => {
  await page.goto(await sandboxCheckoutUrl(request, 'tz'));
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
