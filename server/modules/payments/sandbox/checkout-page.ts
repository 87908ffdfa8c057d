// The sandbox provider's checkout page: server-rendered HTML in the payer's language, with the
// payment's details and, while it can still be paid, two POST forms (Pay / Cancel).
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { LOCALE_META, type Locale } from '../../../../shared/locales.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { SandboxPayment } from './sandbox-books.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);


/** What the page can say about a payment: payable, or why not. */
export type CheckoutState = 'open' | 'succeeded' | 'cancelled' | 'expired' | 'refunded';

export function checkoutState(payment: SandboxPayment, now: Date): CheckoutState {
  if (payment.status === 'open') return payment.expiresAt.getTime() > now.getTime() ? 'open' : 'expired';
  return payment.status;
}

/** The deadline's format, with the zone named (dateStyle cannot be combined with timeZoneName). */
const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The server cannot know the payer's time zone, so it writes the deadline in Japan time, the hall's
 * home, with the zone named; this script (under the answer's CSP nonce) rewrites it in the browser's
 * own zone from the instant in `datetime`. Without script the named Japan time stays, still correct.
 */
const LOCAL_TIME_SCRIPT = `for (const time of document.querySelectorAll('time[data-local-time]')) {
  const at = new Date(time.dateTime);
  if (!Number.isNaN(at.getTime())) time.textContent = new Intl.DateTimeFormat(time.dataset.localTime, ${JSON.stringify(EXPIRY_FORMAT)}).format(at);
}`;

export interface CheckoutPageInput {
  locale: Locale;
  t: Translate;
  /** Null: no such payment. */
  payment: SandboxPayment | null;
  now: Date;
  /** Where the forms post: `<base>/checkout/<id>`. */
  actionBase: string;
  /** The answer's CSP nonces (reply.cspNonce), which let the page's <style> apply and its <script> run. */
  nonce: { script: string; style: string };
}

export function renderCheckoutPage({ locale, t, payment, now, actionBase, nonce }: CheckoutPageInput): string {
  const text = (key: string) => escapeHtml(t(locale, 'payments', `checkout.${key}`));
  const state = payment ? checkoutState(payment, now) : null;
  let main: string;
  if (!payment || !state) {
    main = `<p role="alert">${text('notFound')}</p>`;
  } else {
    const expires = new Intl.DateTimeFormat(locale, { ...EXPIRY_FORMAT, timeZone: 'Asia/Tokyo' }).format(payment.expiresAt);
    const details =
      `<section aria-labelledby="details"><h2 id="details">${text('details')}</h2><dl>` +
      `<dt>${text('merchantOrder')}</dt><dd>${escapeHtml(payment.merchantOrderSn)}</dd>` +
      `<dt>${text('amount')}</dt><dd class="amount">${escapeHtml(formatAmount(payment.amount, locale))} ${escapeHtml(payment.currency)}</dd>` +
      `<dt>${text('currency')}</dt><dd>${escapeHtml(payment.currency)}</dd>` +
      `<dt>${text('expiresAt')}</dt><dd><time datetime="${payment.expiresAt.toISOString()}" data-local-time="${escapeHtml(locale)}">${escapeHtml(expires)}</time></dd>` +
      `</dl></section>`;
    const query = `?lang=${encodeURIComponent(locale)}`;
    const actions =
      state === 'open'
        ? `<p>${text('prompt')}</p><div role="group" aria-label="${text('actions')}" class="actions">` +
          `<form method="post" action="${escapeHtml(`${actionBase}/pay${query}`)}"><button type="submit" class="pay">${text('pay')}</button></form>` +
          `<form method="post" action="${escapeHtml(`${actionBase}/cancel${query}`)}"><button type="submit" class="cancel">${text('cancel')}</button></form>` +
          `</div>`
        : `<p role="status">${text(state)}</p><p><a href="${escapeHtml(payment.returnUrl)}">${text('backToMerchant')}</a></p>`;
    main = details + actions;
  }
  return (
    `<!doctype html><html lang="${LOCALE_META[locale].htmlLang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${text('title')}</title><style nonce="${escapeHtml(nonce.style)}">${STYLE}</style></head><body><main>` +
    `<h1>${text('title')}</h1><p class="notice">${text('sandboxNotice')}</p>${main}</main>` +
    `<script nonce="${escapeHtml(nonce.script)}">${LOCAL_TIME_SCRIPT}</script></body></html>`
  );
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0;padding:2rem 1rem}',
  'main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}',
  'h1{font-size:1.4rem;margin:0 0 .5rem}h2{font-size:1rem;margin:1rem 0 .5rem}',
  '.notice{background:#fff4d6;border-radius:6px;padding:.5rem .75rem;font-size:.9rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}',
  '.amount{font-size:1.2rem}.actions{display:flex;gap:.75rem;margin-top:1rem}',
  'button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}',
  '.pay{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}',
  'button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}',
].join('');
