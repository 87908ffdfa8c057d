import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';

// Runs in its own project after every other journey (see playwright.config.ts): it uses up this
// address's sign-in allowance, which would otherwise refuse the journeys' own logins.
test('repeated sign-in attempts from one address are throttled with 429, while other calls still answer', async ({ request }) => {
  const statuses: number[] = [];
  let refusal: Record<string, unknown> | undefined;
  for (let attempt = 0; attempt < 12 && !refusal; attempt += 1) {
    const response = await request.post('/v2/app/auth/login', {
      data: { account: 'nobodyhere', password: 'wrong-password', uuid: randomUUID(), qrcode: 'AAAA' },
      headers: { 'Accept-Language': 'en-US' },
    });
    statuses.push(response.status());
    if (response.status() === 429) refusal = await response.json();
  }
  expect(statuses.at(-1), `statuses: ${statuses.join(',')}`).toBe(429);
  expect(new Set(statuses.slice(0, -1))).toEqual(new Set(statuses.length > 1 ? [401] : []));
  expect(refusal).toMatchObject({ code: 429, error: 'RATE_LIMITED', data: null });

  const other = await request.post('/v2/app/notice/query', { data: {} });
  expect(other.status()).toBe(200);
});
