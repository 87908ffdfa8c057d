// The dev outbox: in demo mode with no SMTP configured, mails (and their codes) can be read at
// /dev/outbox (HTML, newest first) and /dev/outbox.json?to=<email>. Not registered in production
// mode or when SMTP_URL is set (server/app.ts), and even then it answers loopback clients only:
// anyone who can read it can reset any account's password.
import { desc, eq } from '../db/orm.ts';
import type { IncomingMessage } from 'node:http';
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

/** 127.0.0.0/8 or ::1, also written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * A client on this machine talking to us directly. Judged by the socket's own peer address, never
 * request.ip: with TRUST_PROXY on, request.ip comes from X-Forwarded-For, which any client can write.
 * A request that a proxy forwarded is not local either, even when the proxy runs on this machine.
 */
export function isDirectLoopbackClient(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * Routes constrained `{ peer: 'loopback' }` exist only for direct loopback clients: anyone else gets
 * what any unknown path gets (the site's 404 page, or the 404 envelope), so they cannot even tell
 * the route is there.
 */
const peerConstraint: Parameters<FastifyInstance['addConstraintStrategy']>[0] = {
  name: 'peer',
  storage() {
    const handlers = new Map<string, unknown>();
    return { get: (peer) => (handlers.get(peer as string) ?? null) as never, set: (peer, handler) => void handlers.set(peer as string, handler) };
  },
  deriveConstraint: (request: IncomingMessage) => (isDirectLoopbackClient(request) ? 'loopback' : 'remote'),
  mustMatchWhenDerived: false,
};

export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  if (!app.hasConstraintStrategy(peerConstraint.name)) app.addConstraintStrategy(peerConstraint);
  const loopbackOnly = { schema: { hide: true }, constraints: { peer: 'loopback' } };

  app.get('/dev/outbox.json', loopbackOnly, async (request) => {
    const { to } = request.query as { to?: string };
    const mails = await latestMails(db, typeof to === 'string' ? to : undefined);
    return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
  });

  app.get('/dev/outbox', loopbackOnly, async (_request, reply) => {
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
