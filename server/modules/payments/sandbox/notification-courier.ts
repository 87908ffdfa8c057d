// The sandbox provider's notification queue: each event is POSTed, signed, to the payment's notify
// URL until the merchant answers 2xx, retried with growing pauses on any other answer or a network
// failure, and given up (logged) after the last try.
//
// The queue is kept in memory: a restart forgets undelivered notifications (a real PSP keeps them
// in its own store; the sandbox does not need to). The body is read from the sandbox's books at
// each try, and an event whose payment is not (yet) in the matching state is held back: a refund
// notification queued inside a transaction is not sent before that transaction commits, and is
// dropped after the last try if it rolled back.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { ProviderEventType } from '../provider.ts';
import { findSandboxPayment, type SandboxPayment, type SandboxPaymentStatus } from './sandbox-books.ts';
import { signatureHeader } from './signature.fns.ts';
import type { WebhookSender } from './webhook-sender.ts';

/** Pause after the n-th failed try; its length is the number of retries. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000];

const statusesFor: Record<ProviderEventType, SandboxPaymentStatus[]> = {
  'payment.succeeded': ['succeeded', 'refunded'],
  'payment.cancelled': ['cancelled'],
  'payment.expired': ['expired'],
  'refund.succeeded': ['refunded'],
};

interface QueuedNotification {
  eventId: string;
  type: ProviderEventType;
  paymentId: string;
  occurredAt: Date;
  attempts: number;
  dueAt: number;
  sending: boolean;
}

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  abandoned: number;
}

export interface CourierDeps {
  db: Db;
  now: () => Date;
  secret: () => string;
  log: FastifyBaseLogger;
  sender: () => WebhookSender;
}

/** The signed body of one notification, keys in a fixed order. */
export function notificationBody(event: { eventId: string; type: ProviderEventType; occurredAt: Date }, payment: SandboxPayment): string {
  return JSON.stringify({
    eventId: event.eventId,
    type: event.type,
    paymentId: payment.id,
    merchantOrderSn: payment.merchantOrderSn,
    amount: payment.amount,
    currency: payment.currency,
    occurredAt: event.occurredAt.toISOString(),
  });
}

export function newEventId(): string {
  return `evt_${randomBytes(12).toString('hex')}`;
}

export function createNotificationCourier(deps: CourierDeps) {
  const queue = new Map<string, QueuedNotification>();

  async function attempt(item: QueuedNotification): Promise<'delivered' | 'retrying' | 'abandoned'> {
    item.sending = true;
    item.attempts += 1;
    let problem: string;
    try {
      const payment = await findSandboxPayment(deps.db, item.paymentId);
      if (payment && statusesFor[item.type].includes(payment.status)) {
        const body = notificationBody(item, payment);
        const status = await deps.sender()({
          url: payment.notifyUrl,
          headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(deps.secret(), body, deps.now()) },
          body,
        });
        if (status >= 200 && status < 300) {
          queue.delete(item.eventId);
          return 'delivered';
        }
        problem = `merchant answered ${status}`;
      } else {
        problem = payment ? `payment is ${payment.status}` : 'payment not in the books (yet)';
      }
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    } finally {
      item.sending = false;
    }
    const pause = RETRY_DELAYS_MS[item.attempts - 1];
    if (pause === undefined) {
      queue.delete(item.eventId);
      deps.log.error({ eventId: item.eventId, type: item.type, paymentId: item.paymentId, attempts: item.attempts, problem }, 'sandbox PSP gave up a notification');
      return 'abandoned';
    }
    item.dueAt = deps.now().getTime() + pause;
    deps.log.warn({ eventId: item.eventId, type: item.type, attempts: item.attempts, problem, retryInMs: pause }, 'sandbox PSP notification not delivered');
    return 'retrying';
  }

  return {
    /** Queues an event, due now; answers its id. */
    enqueue(type: ProviderEventType, paymentId: string): string {
      const eventId = newEventId();
      queue.set(eventId, { eventId, type, paymentId, occurredAt: deps.now(), attempts: 0, dueAt: deps.now().getTime(), sending: false });
      return eventId;
    },

    /** Tries one queued event now (after a payer's click), whatever its schedule. */
    async deliverNow(eventId: string): Promise<boolean> {
      const item = queue.get(eventId);
      if (!item || item.sending) return false;
      return (await attempt(item)) === 'delivered';
    },

    /** Tries every event that is due (the redelivery job). */
    async deliverDue(): Promise<DeliveryReport> {
      const report: DeliveryReport = { delivered: 0, retrying: 0, abandoned: 0 };
      const now = deps.now().getTime();
      const due = [...queue.values()].filter((item) => !item.sending && item.dueAt <= now);
      for (const item of due) report[await attempt(item)] += 1;
      return report;
    },

    /** Events not yet acknowledged. */
    get pending(): number {
      return queue.size;
    },
  };
}

export type NotificationCourier = ReturnType<typeof createNotificationCourier>;
