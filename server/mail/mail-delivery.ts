// Sends the mail that mail_outbox holds (mailer.ts writes it, in the business transaction). A batch
// is claimed in one statement (FOR UPDATE SKIP LOCKED, and its next try moved a lease ahead), so two
// processes never take the same row; each mail is then sent outside any transaction and marked
// sent, or its error kept and its next try put off with exponential backoff. A process that dies
// between sending and marking leaves the row to be tried again after the lease: delivery is at least
// once, each try with the same Message-ID.
import { sql } from '../db/orm.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { claimDueRows, hasDueRows, type Outbox } from '../jobs/claim-due.ts';
import type { IntervalJob } from '../jobs/job-scheduler.ts';
import type { MailMessage as SmtpMessage } from './smtp.ts';

/** After this many tries a mail is given up (it stays in the table with its last error). */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_DELIVER_EVERY_MS = 1000;
const BATCH = 20;

/** Wait before try n + 1 after n failed tries: 10 s, 20 s, 40 s … at most an hour. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

export interface MailDeliveryDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** A claimed mail is tried again after this if its sender never reports back (OUTBOX_LEASE_SECONDS). */
  leaseMs: number;
  /** Sends over SMTP; absent: the dev outbox (a log line) is the delivery. */
  smtp?: { send(message: SmtpMessage): Promise<void> };
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

interface Claimed {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  transport: 'outbox' | 'smtp';
  attempts: number;
}

const MAIL_OUTBOX: Outbox = {
  table: 'mail_outbox',
  key: 'id',
  due: sql`sent_at IS NULL AND attempts < ${MAIL_MAX_ATTEMPTS}`,
  returning: 'id, "to", subject, text, html, transport, attempts',
};

/** Sends every due mail (in batches) once; answers how many went and how many failed this time. */
export async function deliverDueMail(deps: MailDeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueRows<Claimed>(deps.db, {
      ...MAIL_OUTBOX,
      now: deps.now(),
      leaseMs: deps.leaseMs,
      batch: BATCH,
    });
    for (const mail of rows) {
      try {
        if (mail.transport === 'smtp') {
          if (!deps.smtp) throw new Error('SMTP is not configured in this process');
          await deps.smtp.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: `<mail-${mail.id}@game-hall>` });
          deps.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
        } else {
          // The dev outbox: whoever runs the server reads codes here (and at /dev/outbox).
          deps.log.info(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
        }
        await deps.db.execute(sql`UPDATE mail_outbox SET sent_at = ${deps.now().toISOString()}::timestamptz, last_error = NULL WHERE id = ${mail.id}`);
        report.sent += 1;
      } catch (error) {
        const retryAt = new Date(deps.now().getTime() + mailBackoffMs(mail.attempts));
        const message = error instanceof Error ? error.message : String(error);
        await deps.db.execute(
          sql`UPDATE mail_outbox SET last_error = ${message.slice(0, 500)}, next_attempt_at = ${retryAt.toISOString()}::timestamptz WHERE id = ${mail.id}`,
        );
        deps.log.warn({ err: error, mailId: mail.id, attempts: mail.attempts, givenUp: mail.attempts >= MAIL_MAX_ATTEMPTS }, 'mail not sent');
        report.failed += 1;
      }
    }
    if (rows.length < BATCH) return report;
  }
}

/**
 * The delivery job; SMTP is loaded only when configured, so a server without it never loads the mail
 * client. Its lease is the one every outbox reads from OUTBOX_LEASE_SECONDS (`config.outboxLeaseMs`).
 */
export function mailJobs(
  deps: Omit<MailDeliveryDeps, 'smtp' | 'leaseMs'> & { config: { outboxLeaseMs: number } },
  smtpUrl: string | undefined,
): IntervalJob[] {
  const smtp = smtpUrl ? import('./smtp.ts').then(({ createSmtpTransport }) => createSmtpTransport(smtpUrl)) : undefined;
  const { config, ...delivery } = deps;
  return [
    {
      name: 'mail:deliver',
      everyMs: MAIL_DELIVER_EVERY_MS,
      run: async () => deliverDueMail({ ...delivery, leaseMs: config.outboxLeaseMs, smtp: smtp ? await smtp : undefined }),
      hasWork: () => hasDueRows(delivery.db, MAIL_OUTBOX, delivery.now()),
    },
  ];
}
