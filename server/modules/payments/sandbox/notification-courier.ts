// The sandbox provider's notification queue: each event is POSTed, signed, to the payment's notify
// URL until the merchant answers 2xx, retried with growing pauses on any other answer or a network
// failure, and given up (logged) after the last try.
//
// The queue is the sandbox_psp_notifications table, so a restart forgets nothing. A try is claimed
// by moving the row's next_attempt_at past a lease (row lock, SKIP LOCKED): of several server
// processes running the courier at once exactly one takes each try, and a process that dies mid-try
// only delays the row until the lease ends. The HTTP call happens after the claim has committed,
// outside any transaction; the outcome is written only if the row still carries that attempt.
//
// The body is read from the sandbox's books at each try, and an event whose payment is not (yet) in
// the matching state is held back. A refund's notification is queued in the refund's transaction,
// so a rolled-back refund is never notified.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from '../../../db/orm.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { hasDueRows } from '../../../jobs/claim-due.ts';
import { sandboxPspNotifications } from '../../../db/schema.ts';
import type { ProviderEventType } from '../provider.ts';
import { findSandboxPayment, type SandboxPayment, type SandboxPaymentStatus } from './sandbox-books.ts';
import { signatureHeader } from './signature.fns.ts';
import { WEBHOOK_TIMEOUT_MS, type WebhookSender } from './webhook-sender.ts';

/** Pause after the n-th failed try; its length is the number of retries. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000];

/** How long a claimed try keeps other workers off the row: well past the sender's own timeout. */
export const CLAIM_LEASE_MS = 12 * WEBHOOK_TIMEOUT_MS;
/** A notification still to deliver (besides its time). */
const PENDING = sql`"status" = 'pending'`;

/** Tries claimed per run of the job. */
export const CLAIM_BATCH = 100;

const statusesFor: Record<ProviderEventType, SandboxPaymentStatus[]> = {
  'payment.succeeded': ['succeeded', 'refunded'],
  'payment.cancelled': ['cancelled'],
  'payment.expired': ['expired'],
  'refund.succeeded': ['refunded'],
};

type NotificationRow = typeof sandboxPspNotifications.$inferSelect;

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
  /**
   * Claims due tries in one statement (its own transaction): rows locked by another worker are
   * skipped, and each claimed row's next_attempt_at moves to the end of the lease.
   */
  async function claim(only?: string): Promise<NotificationRow[]> {
    const now = deps.now();
    const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
    const due = sql`${PENDING} AND "next_attempt_at" <= ${now.toISOString()}::timestamptz`;
    const result = await deps.db.execute(sql`
      UPDATE "sandbox_psp_notifications" SET "attempts" = "attempts" + 1, "next_attempt_at" = ${lease.toISOString()}::timestamptz
      WHERE "event_id" IN (
        SELECT "event_id" FROM "sandbox_psp_notifications"
        WHERE ${due} ${only === undefined ? sql`` : sql`AND "event_id" = ${only}`}
        ORDER BY "next_attempt_at" LIMIT ${CLAIM_BATCH}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING "event_id", "type", "payment_id", "occurred_at", "attempts"`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({
      eventId: String(row.event_id),
      type: row.type as ProviderEventType,
      paymentId: String(row.payment_id),
      occurredAt: new Date(row.occurred_at as string),
      attempts: Number(row.attempts),
    })) as NotificationRow[];
  }

  /** Writes a try's outcome, only while the row still carries that try (a lease never overlaps another). */
  async function settle(item: NotificationRow, set: Partial<typeof sandboxPspNotifications.$inferInsert>): Promise<void> {
    await deps.db
      .update(sandboxPspNotifications)
      .set(set)
      .where(and(eq(sandboxPspNotifications.eventId, item.eventId), eq(sandboxPspNotifications.attempts, item.attempts), eq(sandboxPspNotifications.status, 'pending')));
  }

  /** One claimed try: read the books, send (no transaction open), record the outcome. */
  async function attempt(item: NotificationRow): Promise<'delivered' | 'retrying' | 'abandoned'> {
    const type = item.type as ProviderEventType;
    let problem: string;
    try {
      const payment = await findSandboxPayment(deps.db, item.paymentId);
      if (payment && statusesFor[type].includes(payment.status)) {
        const body = notificationBody({ eventId: item.eventId, type, occurredAt: item.occurredAt }, payment);
        const status = await deps.sender()({
          url: payment.notifyUrl,
          headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(deps.secret(), body, deps.now()) },
          body,
        });
        if (status >= 200 && status < 300) {
          await settle(item, { status: 'delivered', completedAt: deps.now(), lastProblem: null });
          return 'delivered';
        }
        problem = `merchant answered ${status}`;
      } else {
        problem = payment ? `payment is ${payment.status}` : 'payment not in the books';
      }
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    const pause = RETRY_DELAYS_MS[item.attempts - 1];
    if (pause === undefined) {
      await settle(item, { status: 'abandoned', completedAt: deps.now(), lastProblem: problem.slice(0, 500) });
      deps.log.error({ eventId: item.eventId, type, paymentId: item.paymentId, attempts: item.attempts, problem }, 'sandbox PSP gave up a notification');
      return 'abandoned';
    }
    await settle(item, { nextAttemptAt: new Date(deps.now().getTime() + pause), lastProblem: problem.slice(0, 500) });
    deps.log.warn({ eventId: item.eventId, type, attempts: item.attempts, problem, retryInMs: pause }, 'sandbox PSP notification not delivered');
    return 'retrying';
  }

  return {
    /** Queues an event, due now, in `db` (a transaction: the event exists only if it commits); answers its id. */
    async enqueue(db: Db, type: ProviderEventType, paymentId: string): Promise<string> {
      const eventId = newEventId();
      const now = deps.now();
      await db.insert(sandboxPspNotifications).values({ eventId, type, paymentId, occurredAt: now, nextAttemptAt: now, createdAt: now });
      return eventId;
    },

    /** Tries one queued event now (after a payer's click) if it is due and no other worker holds it. */
    async deliverNow(eventId: string): Promise<boolean> {
      const [item] = await claim(eventId);
      if (!item) return false;
      return (await attempt(item)) === 'delivered';
    },

    /** Whether a notification is due now (the redelivery job's look before its slot gets a job). */
    hasDue(): Promise<boolean> {
      return hasDueRows(deps.db, { table: 'sandbox_psp_notifications', due: PENDING }, deps.now());
    },

    /** Tries every event that is due (the redelivery job). */
    async deliverDue(): Promise<DeliveryReport> {
      const report: DeliveryReport = { delivered: 0, retrying: 0, abandoned: 0 };
      for (const item of await claim()) report[await attempt(item)] += 1;
      return report;
    },

    /** Events not yet acknowledged nor given up. */
    async pending(): Promise<number> {
      return deps.db.$count(sandboxPspNotifications, eq(sandboxPspNotifications.status, 'pending'));
    },
  };
}

export type NotificationCourier = ReturnType<typeof createNotificationCourier>;
