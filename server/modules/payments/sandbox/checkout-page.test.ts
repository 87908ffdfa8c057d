import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n/messages.ts';
import { checkoutState, renderCheckoutPage } from './checkout-page.ts';
import type { SandboxPayment } from './sandbox-books.ts';

const t = createTranslator();
const now = new Date('2026-03-01T10:00:00Z');
const payment: SandboxPayment = {
  id: 'sbp_1',
  merchantOrderSn: 'D202603010123456789',
  amount: '5000.0000',
  currency: 'JPY',
  status: 'open',
  notifyUrl: 'http://wallet.test/v2/callbacks/psp/sandbox',
  returnUrl: 'http://wallet.test/user/finance/deposit?orderSn=D202603010123456789',
  expiresAt: new Date('2026-03-01T10:30:00Z'),
  createdAt: now,
};
const render = (overrides: Partial<SandboxPayment> | null, locale: 'ja-JP' | 'en-US' | 'vi-VN' = 'en-US') =>
  renderCheckoutPage({ locale, t, payment: overrides === null ? null : { ...payment, ...overrides }, now, actionBase: '/sandbox/psp/checkout/sbp_1', nonce: { script: 'scr1pt', style: 'n0nce' } });

describe('sandbox checkout page', () => {
  it('writes the merchant’s amount in the payer’s number format', () => {
    expect(render({ amount: '1234567.5000' })).toContain('<dd class="amount">1,234,567.5 JPY</dd>');
    expect(render({ amount: '1234567.5000' }, 'vi-VN')).toContain('<dd class="amount">1.234.567,5 JPY</dd>');
  });

  it('is payable only while open and before expiry', () => {
    expect(checkoutState(payment, now)).toBe('open');
    expect(checkoutState({ ...payment, expiresAt: now }, now)).toBe('expired');
    expect(checkoutState({ ...payment, status: 'succeeded' }, now)).toBe('succeeded');
  });

  it('shows the order, amount, currency and two labelled POST buttons in the payer’s language', () => {
    const html = render({});
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sandbox payment</title>');
    expect(html).toContain('<dt>Merchant order number</dt><dd>D202603010123456789</dd>');
    expect(html).toContain('5,000 JPY');
    expect(html).toContain('<form method="post" action="/sandbox/psp/checkout/sbp_1/pay?lang=en-US"><button type="submit" class="pay">Pay</button>');
    expect(html).toContain('<form method="post" action="/sandbox/psp/checkout/sbp_1/cancel?lang=en-US"><button type="submit" class="cancel">Cancel</button>');
    expect(html).toContain('role="group" aria-label="Payment actions"');
    // Japan time with its zone named, which the browser rewrites in its own zone (a script under the answer's nonce).
    expect(html).toContain('<time datetime="2026-03-01T10:30:00.000Z" data-local-time="en-US">Mar 1, 2026, 07:30 PM GMT+9</time>');
    expect(html).toContain('<script nonce="scr1pt">');

    const ja = render({}, 'ja-JP');
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain('>支払う</button>');
  });

  it('says why an expired, paid or cancelled payment cannot be paid, without buttons, and links back', () => {
    for (const [overrides, message] of [
      [{ expiresAt: now }, 'This payment has expired and can no longer be paid.'],
      [{ status: 'succeeded' }, 'This payment is complete.'],
      [{ status: 'cancelled' }, 'This payment was cancelled.'],
    ] as const) {
      const html = render(overrides);
      expect(html).toContain(`<p role="status">${message}</p>`);
      expect(html).not.toContain('<button');
      expect(html).toContain('href="http://wallet.test/user/finance/deposit?orderSn=D202603010123456789"');
    }
    expect(render({ expiresAt: now }, 'vi-VN')).toContain('Khoản thanh toán này đã hết hạn');
  });

  it('says so when there is no such payment', () => {
    expect(render(null)).toContain('<p role="alert">This payment could not be found.</p>');
  });

  it('escapes what it shows', () => {
    const html = render({ merchantOrderSn: '<script>x</script>', returnUrl: 'http://x/"onmouseover=' , status: 'cancelled' });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="http://x/&quot;onmouseover="');
  });
});
