// The built-in sandbox payment provider: a PSP that ships with the product so the whole deposit
// flow runs offline. It keeps its own books (sandbox_psp_payments), shows its own checkout page
// (sandbox.routes.ts), and notifies the merchant with signed webhooks (notification-courier.ts).
//
// One instance per app (per WalletDeps object): its sender is state; the notification queue is in the database.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { WalletDeps } from '../../wallet/wallet.config.ts';
import { providerEventTypes, type NotificationCheck, type PaymentProvider } from '../provider.ts';
import { createNotificationCourier, type NotificationCourier } from './notification-courier.ts';
import {
  closeOpenPayment,
  expireOverduePayments,
  findSandboxPayment,
  openSandboxPayment,
  refundSucceededPayment,
  type SandboxPayment,
} from './sandbox-books.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.fns.ts';
import { httpWebhookSender, type WebhookSender } from './webhook-sender.ts';
import { transactionWithRetry } from '../../../db/retry.ts';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_BASE_PATH = '/sandbox/psp';

const notificationSchema = z.object({
  eventId: z.string().min(1).max(200),
  type: z.enum(providerEventTypes),
  paymentId: z.string().min(1).max(200),
  merchantOrderSn: z.string().min(1).max(100),
  amount: z.string().max(40),
  currency: z.string().min(1).max(16),
  occurredAt: z.iso.datetime(),
});

export type SettleResult =
  | { result: 'done'; payment: SandboxPayment }
  | { result: 'refused'; payment: SandboxPayment }
  | { result: 'not-found' };

export interface SandboxPsp {
  provider: PaymentProvider;
  courier: NotificationCourier;
  /** Replaces how notifications leave (payments.http.ts: in-process for own paths; tests). */
  useSender(sender: WebhookSender): void;
  /** The payer's choice on the checkout page; notifies the merchant at once. */
  settle(paymentId: string, outcome: 'succeeded' | 'cancelled'): Promise<SettleResult>;
  /** Open payments past their expiry become expired and are notified; answers how many. */
  expireOverdue(): Promise<number>;
}

/** Where the sandbox lives: PUBLIC_URL, or a path on the host that served the page. */
export function sandboxBase(deps: Pick<WalletDeps, 'config'>): string {
  return `${deps.config.publicUrl ?? ''}${SANDBOX_BASE_PATH}`;
}

export function verifySandboxNotification(deps: Pick<WalletDeps, 'config'>, rawBody: string, headers: IncomingHttpHeaders, now: Date): NotificationCheck {
  const { sandboxSecret, webhookToleranceSeconds } = deps.config.payments;
  const signed = verifySignature(sandboxSecret, headers[SIGNATURE_HEADER], rawBody, now, webhookToleranceSeconds);
  if (!signed.ok) return signed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, refusal: 'malformed' };
  }
  const body = notificationSchema.safeParse(parsed);
  if (!body.success) return { ok: false, refusal: 'malformed' };
  const { paymentId, occurredAt, ...rest } = body.data;
  return { ok: true, event: { ...rest, providerRef: paymentId, occurredAt: new Date(occurredAt) } };
}

function createSandboxPsp(deps: WalletDeps): SandboxPsp {
  let sender: WebhookSender = httpWebhookSender;
  const courier = createNotificationCourier({
    db: deps.db,
    now: deps.now,
    secret: () => deps.config.payments.sandboxSecret,
    log: deps.log,
    sender: () => sender,
  });

  const provider: PaymentProvider = {
    key: SANDBOX_PROVIDER,

    async createPayment(request, urls) {
      // One payment per merchant order (a unique index): a repeat (a retry after a lost answer)
      // answers the payment opened first, which is the sandbox's idempotency. Two at once may
      // conflict under serializable isolation: the sandbox retries its own statement.
      const opening = {
        id: `sbp_${randomBytes(12).toString('hex')}`,
        merchantOrderSn: request.merchantOrderSn,
        amount: request.amount,
        currency: request.currency,
        notifyUrl: urls.notifyUrl,
        returnUrl: urls.returnUrl,
        expiresAt: request.expiresAt,
        createdAt: deps.now(),
      };
      const payment = await openSandboxPayment(deps.db, opening);
      return { providerRef: payment.id, payUrl: `${sandboxBase(deps)}/checkout/${payment.id}?lang=${request.locale}`, expiresAt: payment.expiresAt };
    },

    verifyNotification: (rawBody, headers, now) => verifySandboxNotification(deps, rawBody, headers, now),

    async refund(request) {
      // The sandbox's own short transaction (its books and its notification queue), like a PSP's on
      // its side. A repeat of a refund it already made (a retry after a lost answer) answers the
      // same and queues no second notification: one refund per payment is the sandbox's idempotency.
      return transactionWithRetry(deps.db, async (inner) => {
        const tx = inner as unknown as Db;
        const refunded = await refundSucceededPayment(tx, request.providerRef);
        if (refunded) {
          await courier.enqueue(tx, 'refund.succeeded', refunded.id);
          return { started: true as const };
        }
        const payment = await findSandboxPayment(tx, request.providerRef);
        if (payment?.status === 'refunded' && payment.merchantOrderSn === request.merchantOrderSn) return { started: true as const };
        throw new AppError(422, 'REFUND_NOT_ALLOWED');
      });
    },
  };

  async function notifyExpired(payments: SandboxPayment[]): Promise<void> {
    for (const payment of payments) await courier.deliverNow(await courier.enqueue(deps.db, 'payment.expired', payment.id));
  }

  return {
    provider,
    courier,
    useSender(next) {
      sender = next;
    },

    async settle(paymentId, outcome) {
      const now = deps.now();
      const closed = await closeOpenPayment(deps.db, paymentId, outcome, now);
      if (closed) {
        await courier.deliverNow(await courier.enqueue(deps.db, outcome === 'succeeded' ? 'payment.succeeded' : 'payment.cancelled', closed.id));
        return { result: 'done', payment: closed };
      }
      const expired = await expireOverduePayments(deps.db, now, paymentId);
      if (expired[0]) {
        await notifyExpired(expired);
        return { result: 'refused', payment: expired[0] };
      }
      const payment = await findSandboxPayment(deps.db, paymentId);
      if (!payment) return { result: 'not-found' };
      // A second click on the same button changes nothing and is not an error.
      return { result: payment.status === outcome ? 'done' : 'refused', payment };
    },

    async expireOverdue() {
      const expired = await expireOverduePayments(deps.db, deps.now());
      for (const payment of expired) await courier.enqueue(deps.db, 'payment.expired', payment.id);
      return expired.length;
    },
  };
}

const instances = new WeakMap<WalletDeps, SandboxPsp>();

export function sandboxPspOf(deps: WalletDeps): SandboxPsp {
  let psp = instances.get(deps);
  if (!psp) {
    psp = createSandboxPsp(deps);
    instances.set(deps, psp);
  }
  return psp;
}
