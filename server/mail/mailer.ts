// How the server sends mail: an outbox. `Mailer.send` only records the message in mail_outbox,
// in the caller's transaction when it passes one, so a mail exists exactly when the business change
// that asked for it committed, and no request waits on a mail server. The job `mail:deliver`
// (mail-delivery.ts) sends what is due, with retries and backoff. With SMTP_URL it goes out over
// SMTP; otherwise the dev outbox (console + /dev/outbox) is the only delivery.
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Anything Drizzle runs statements on: the database or a transaction. */
export type MailExecutor = Pick<Db, 'insert'>;

export interface Mailer {
  /** Records the message for delivery, on `executor` (the business transaction) when given. */
  send(message: MailMessage, executor?: MailExecutor): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  now: () => Date;
  /** smtp(s)://… — unset: dev outbox only. */
  smtpUrl?: string;
}

export function createMailer({ db, now, smtpUrl }: MailerOptions): Mailer {
  const transport = smtpUrl ? 'smtp' : 'outbox';
  return {
    async send(message, executor = db) {
      const at = now();
      await executor.insert(mailOutbox).values({ ...message, createdAt: at, transport, nextAttemptAt: at });
    },
  };
}
