// How the server sends mail. Every message is recorded in mail_outbox; with SMTP_URL it also
// goes out over SMTP, otherwise the dev outbox (console + /dev/outbox) is the only delivery.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /** smtp(s)://… — unset: dev outbox only. */
  smtpUrl?: string;
}

export function createMailer({ db, log, now, smtpUrl }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        await db.insert(mailOutbox).values({ ...message, createdAt: now(), transport: 'outbox', sentAt: now() });
        // The dev outbox: whoever runs the server reads codes here.
        log.info(`mail to ${message.to}: ${message.subject}\n${message.text}`);
      },
    };
  }
  // Loaded only when configured, so a server without SMTP never loads the mail client.
  const transport = import('./smtp.ts').then(({ createSmtpTransport }) => createSmtpTransport(smtpUrl));
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, createdAt: now(), transport: 'smtp' })
        .returning({ id: mailOutbox.id });
      await (await transport).send(message);
      await db.update(mailOutbox).set({ sentAt: now() }).where(eq(mailOutbox.id, row.id));
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}
