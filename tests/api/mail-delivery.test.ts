// Mail leaves requests: a request records it (in its transaction), the job `mail:deliver` sends it,
// retrying a failed send with backoff, and two deliverers at once send each mail once.
import { eq, sql } from '../../server/db/orm.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { DEFAULT_OUTBOX_LEASE_MS } from '../../server/jobs/claim-due.ts';
import { deliverDueMail, mailBackoffMs, MAIL_MAX_ATTEMPTS, type MailDeliveryDeps } from '../../server/mail/mail-delivery.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import type { MailMessage } from '../../server/mail/smtp.ts';
import { call, latestCode, startAccountsApp, testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const silent = pino({ level: 'silent' });
const message = (to: string) => ({ to, subject: 'Subject', text: 'Text 123456', html: '<p>Text</p>' });

describe.each(databases)('mail delivery on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
  });
  afterAll(async () => t0?.close());

  const rowsTo = (to: string) => t0.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('a code request records its mail unsent; the dev outbox shows it at once, the job sends it', async () => {
    const res = await call(t0.app, calls.registerSendEmailCode.path, { email: 'outbox@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rowsTo('outbox@example.com');
    expect(row).toMatchObject({ transport: 'outbox', sentAt: null, attempts: 0 });
    expect(await latestCode(t0.app, 'outbox@example.com')).toMatch(/^\d{6}$/);
    const report = await deliverDueMail({ db: t0.database.db, log: silent, now: clock.now, leaseMs: DEFAULT_OUTBOX_LEASE_MS });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [after] = await rowsTo('outbox@example.com');
    expect(after).toMatchObject({ attempts: 1, lastError: null });
    expect(after!.sentAt).not.toBeNull();
  });

  it('a refused code request (cooldown) records no mail', async () => {
    const again = await call(t0.app, calls.registerSendEmailCode.path, { email: 'outbox@example.com' });
    expect(again.statusCode).toBe(429);
    expect(await rowsTo('outbox@example.com')).toHaveLength(1);
  });

  it('a failed send is kept with its error and tried again after its backoff, then sent', async () => {
    const mailer = createMailer({ db: t0.database.db, now: clock.now, smtpUrl: 'smtp://127.0.0.1:1' });
    await mailer.send(message('retry@example.com'));
    const tries: MailMessage[] = [];
    let failuresLeft = 2;
    const deps: MailDeliveryDeps = {
      db: t0.database.db,
      log: silent,
      now: clock.now,
      leaseMs: DEFAULT_OUTBOX_LEASE_MS,
      smtp: {
        async send(mail) {
          tries.push(mail);
          if (failuresLeft-- > 0) throw new Error('421 try later');
        },
      },
    };
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    let [row] = await rowsTo('retry@example.com');
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: '421 try later' });
    // Not due yet: nothing is tried.
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    clock.advance(mailBackoffMs(1));
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 1 });
    clock.advance(mailBackoffMs(2) - 1);
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    [row] = await rowsTo('retry@example.com');
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row!.sentAt).not.toBeNull();
    // Every try carried the same Message-ID.
    expect(new Set(tries.map((t) => t.messageId)).size).toBe(1);
    expect(tries).toHaveLength(3);
  });

  it('a mail whose sender never reports back is sent again when its lease ends, not before', async () => {
    const mailer = createMailer({ db: t0.database.db, now: clock.now, smtpUrl: 'smtp://127.0.0.1:1' });
    await mailer.send(message('lease@example.com'));
    const leaseMs = 15_000;
    let claimed!: () => void;
    const claimedOnce = new Promise<void>((resolve) => (claimed = resolve));
    // The first sender hangs inside the send (its process is gone).
    const hanging = { send: () => (claimed(), new Promise<void>(() => {})) };
    void deliverDueMail({ db: t0.database.db, log: silent, now: clock.now, leaseMs, smtp: hanging });
    await claimedOnce;
    const sent: string[] = [];
    const deps: MailDeliveryDeps = { db: t0.database.db, log: silent, now: clock.now, leaseMs, smtp: { send: async (mail) => void sent.push(mail.to) } };
    clock.advance(leaseMs - 1);
    expect(await deliverDueMail(deps)).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await deliverDueMail(deps)).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['lease@example.com']);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries and keeps the last error`, async () => {
    const mailer = createMailer({ db: t0.database.db, now: clock.now, smtpUrl: 'smtp://127.0.0.1:1' });
    await mailer.send(message('never@example.com'));
    const deps: MailDeliveryDeps = { db: t0.database.db, log: silent, now: clock.now, leaseMs: DEFAULT_OUTBOX_LEASE_MS, smtp: { send: () => Promise.reject(new Error('550 no such user')) } };
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      await deliverDueMail(deps);
      clock.advance(3_600_000);
    }
    const [row] = await rowsTo('never@example.com');
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, lastError: '550 no such user' });
  });

  it('two deliverers at once send each mail once', async () => {
    const mailer = createMailer({ db: t0.database.db, now: clock.now, smtpUrl: 'smtp://127.0.0.1:1' });
    const addresses = Array.from({ length: 45 }, (_, i) => `many${i}@example.com`);
    for (const to of addresses) await mailer.send(message(to));
    const sent: string[] = [];
    const smtp = {
      async send(mail: MailMessage) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.to);
      },
    };
    const deps: MailDeliveryDeps = { db: t0.database.db, log: silent, now: clock.now, leaseMs: DEFAULT_OUTBOX_LEASE_MS, smtp };
    const reports = await Promise.all([deliverDueMail(deps), deliverDueMail(deps), deliverDueMail(deps)]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(addresses.length);
    expect(sent.filter((to) => to.startsWith('many')).sort()).toEqual([...addresses].sort());
    const unsent = await t0.database.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" LIKE 'many%' AND (sent_at IS NULL OR attempts <> 1)`);
    expect((unsent as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
