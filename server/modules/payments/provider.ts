// What a payment provider (PSP) must offer for fiat deposits. The built-in `sandbox` provider
// implements it; a real PSP plugs in by implementing it too and being registered under the key its
// channels name in `config.payments.channels[].provider` (see providers.ts).
//
// The life of a deposit, from the provider's side:
//   1. pay/order commits our order (pending, no payment yet), then calls `createPayment` outside
//      any transaction, then records the answer in a short transaction. The provider answers its
//      own id for the payment (`providerRef`, unique per provider), the page where the payer pays
//      (`payUrl`) and when the payment stops being payable. A real PSP makes an HTTP call here with
//      `idempotencyKey` (the order number) as its idempotency key: a retry after a lost answer (the
//      player's retry with the same key, or a concurrent duplicate) must get the same payment back.
//   2. The payer pays (or cancels) on the provider's page and is sent back to `urls.returnUrl`.
//   3. The provider POSTs a notification to `urls.notifyUrl` (our /v2/callbacks/psp/<key>). We hand
//      the raw body and headers to `verifyNotification`, which checks the provider's signature and
//      freshness and answers a typed event, or a refusal. Notifications may come late, twice, or
//      concurrently: we record each event id once and credit each order once.
//   4. An operator refund records a refund request in the refund's transaction; the job
//      `refunds:submit` then calls `refund` outside any transaction, with the refund's reference
//      (`refund:<orderSn>`) as idempotency key; the provider later notifies `refund.succeeded`.
import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '../../../shared/locales.ts';

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

export interface PaymentProvider {
  /** The key channels name (`sandbox`), also in the callback path /v2/callbacks/psp/<key>. */
  readonly key: string;
  /**
   * Opens the payment. Called outside any database transaction, possibly more than once for one
   * order: `idempotencyKey` (the order number) makes the provider open one payment and answer it
   * again. Throws when the provider could not be reached or refused: the order is then cancelled.
   */
  createPayment(request: PaymentRequest, urls: PaymentUrls, idempotencyKey: string): Promise<CreatedPayment>;
  /** Pure check of one notification as received: raw body text, headers, our clock. */
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders, now: Date): NotificationCheck;
  /**
   * Starts a full refund; completion arrives later as a `refund.succeeded` notification. Called
   * outside any database transaction, possibly more than once for one refund (a retry after a lost
   * answer): `idempotencyKey` makes the provider refund once and answer the first request again.
   * Throws when the provider could not be reached or refused: the job tries again later.
   */
  refund(request: RefundRequest, idempotencyKey: string): Promise<{ started: true }>;
}
