// What a payment provider (PSP) must offer for fiat deposits. The built-in `sandbox` provider
// implements it; a real PSP plugs in by implementing it too and being registered under the key its
// channels name in `config.payments.channels[].provider` (see providers.ts).
//
// The life of a deposit, from the provider's side:
//   1. pay/order creates our order, then calls `createPayment` inside the order's transaction. The
//      provider answers its own id for the payment (`providerRef`, unique per provider), the page
//      where the payer pays (`payUrl`) and when the payment stops being payable. A real PSP makes
//      an HTTP call here; it should pass `merchantOrderSn` as its idempotency key so that a
//      transaction rolled back after the call and retried does not open two payments.
//   2. The payer pays (or cancels) on the provider's page and is sent back to `urls.returnUrl`.
//   3. The provider POSTs a notification to `urls.notifyUrl` (our /v2/callbacks/psp/<key>). We hand
//      the raw body and headers to `verifyNotification`, which checks the provider's signature and
//      freshness and answers a typed event, or a refusal. Notifications may come late, twice, or
//      concurrently: we record each event id once and credit each order once.
//   4. An operator refund calls `refund` inside the refund's transaction; the provider later
//      notifies `refund.succeeded`.
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/database.ts';
import type { Locale } from '../../../src/lib/locales.ts';

export const providerEventTypes = ['payment.succeeded', 'payment.cancelled', 'payment.expired', 'refund.succeeded'] as const;
export type ProviderEventType = (typeof providerEventTypes)[number];

/** What we ask the provider to collect. */
export interface PaymentRequest {
  merchantOrderSn: string;
  /** Decimal string in the currency ("5000.0000"). */
  amount: string;
  currency: string;
  /** The payment must not be payable after this. */
  expiresAt: Date;
  /** The payer's language, for the provider's page. */
  locale: Locale;
}

export interface PaymentUrls {
  /** Where the provider POSTs its notifications. */
  notifyUrl: string;
  /** Where the payer's browser goes back to after paying or cancelling. */
  returnUrl: string;
}

export interface CreatedPayment {
  providerRef: string;
  payUrl: string;
  expiresAt: Date;
}

/** A notification the provider vouched for. */
export interface ProviderEvent {
  /** Unique per provider: a replayed event id is acknowledged and ignored. */
  eventId: string;
  type: ProviderEventType;
  providerRef: string;
  merchantOrderSn: string;
  /** Decimal string in the currency, as the provider saw it. */
  amount: string;
  currency: string;
  occurredAt: Date;
}

/** `signature`: not signed by the provider (401); `stale`: signed too long ago (400); `malformed`: signed but unreadable (400). */
export type NotificationRefusal = 'signature' | 'stale' | 'malformed';

export type NotificationCheck = { ok: true; event: ProviderEvent } | { ok: false; refusal: NotificationRefusal };

/** Our side of a paid order, as the provider needs it for a refund. */
export interface RefundRequest {
  merchantOrderSn: string;
  providerRef: string;
  amount: string;
  currency: string;
}

/**
 * The caller's transaction. A provider keeping its books in our database (the sandbox) writes in
 * it, so its books roll back with ours; a real PSP ignores it and calls out over HTTP. Never wait
 * on anything that needs the database from outside this transaction (PGlite has one connection).
 */
export interface ProviderContext {
  tx: Db;
}

export interface PaymentProvider {
  /** The key channels name (`sandbox`), also in the callback path /v2/callbacks/psp/<key>. */
  readonly key: string;
  createPayment(request: PaymentRequest, urls: PaymentUrls, context: ProviderContext): Promise<CreatedPayment>;
  /** Pure check of one notification as received: raw body text, headers, our clock. */
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders, now: Date): NotificationCheck;
  /** Starts a full refund; completion arrives later as a `refund.succeeded` notification. */
  refund(request: RefundRequest, context: ProviderContext): Promise<{ started: true }>;
}
