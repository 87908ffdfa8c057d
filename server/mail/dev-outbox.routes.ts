// The dev outbox: with no SMTP configured, mails (and their codes) can be read at /dev/outbox
// (HTML, newest first) and /dev/outbox.json?to=<email>. Not registered when SMTP_URL is set.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function latestMails(db: Db, to: string | undefined) {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(100);
}

export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox.json', { schema: { hide: true } }, async (request) => {
    const { to } = request.query as { to?: string };
    const mails = await latestMails(db, typeof to === 'string' ? to : undefined);
    return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await latestMails(db, undefined);
    const items = mails
      .map(
        (mail) =>
          `<li><p><time>${mail.createdAt.toISOString()}</time> → <strong>${escapeHtml(mail.to)}</strong></p>` +
          `<p><b>${escapeHtml(mail.subject)}</b></p><pre>${escapeHtml(mail.text)}</pre></li>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Dev outbox</title></head><body><h1>Dev outbox</h1><p>Mails the server would have sent (no SMTP_URL). Newest first.</p>${
      items ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'
    }</body></html>`;
  });
}
