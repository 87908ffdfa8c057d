// The expired-rows job on an injected clock: what is past its grace period goes, live rows and rows
// still inside their window stay (an ended session still answers why for a week, an idempotency key
// lives 7 days), and two runs at once both succeed and delete every expired row exactly once.
import { randomUUID } from 'node:crypto';
import { inArray } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { appLoginTickets, captchas, emailCodes, emailVerifications, idempotencyKeys, sandboxPspNotifications, sandboxPspPayments, sessions } from '../../server/db/schema.ts';
import { deleteExpiredRows, RETENTION } from '../../server/modules/housekeeping/expired-rows.ts';
import { call, login, register, startAccountsApp, testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { makePlayers } from './ledger-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databases)('deleting expired rows on %s', (kind) => {
  const clock = testClock(new Date('2026-06-01T00:00:00Z'));
  let started: TestApp;
  let db: Db;
  beforeAll(async () => {
    started = await startAccountsApp(kind, { now: clock.now });
    db = started.database.db;
  });
  afterAll(async () => started?.close());

  const run = (options = {}) => deleteExpiredRows({ db, now: clock.now }, options);
  const ago = (ms: number) => new Date(clock.now().getTime() - ms);

  it('an ended session still answers its reason within the grace period, then is deleted', async () => {
    const first = await register(started.app, 'Clean01');
    expect((await login(started.app, 'Clean01', 'Passw0rd!')).statusCode).toBe(200);
    const ended = await call(started.app, calls.userInfo.path, undefined, { token: first });
    expect([ended.statusCode, ended.json().error]).toEqual([402, 'SESSION_ENDED_ELSEWHERE']);

    clock.advance(RETENTION.sessionsAfterEnd - HOUR);
    await run();
    const stillTold = await call(started.app, calls.userInfo.path, undefined, { token: first });
    expect([stillTold.statusCode, stillTold.json().error]).toEqual([402, 'SESSION_ENDED_ELSEWHERE']);

    clock.advance(2 * HOUR);
    expect((await run()).sessions).toBeGreaterThanOrEqual(1);
    const forgotten = await call(started.app, calls.userInfo.path, undefined, { token: first });
    expect([forgotten.statusCode, forgotten.json().error]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('app-login tickets go an hour past their expiry, spent or not; inside the hour a late scan still hears why', async () => {
    const web = await register(started.app, 'Clean02');
    const issue = async () => (await call(started.app, calls.appLoginCode.path, undefined, { token: web })).json().data.ticket as string;
    const exchange = (ticket: string) => call(started.app, calls.appLoginExchange.path, { ticket });
    const spent = await issue();
    expect((await exchange(spent)).statusCode).toBe(200);
    const unspent = await issue();
    clock.advance(RETENTION.appLoginTicketsAfterExpiry);
    const fresh = await issue();
    expect((await run()).app_login_tickets).toBe(0);
    const late = await exchange(unspent);
    expect([late.statusCode, late.json().error]).toEqual([422, 'LOGIN_TICKET_EXPIRED']);

    clock.advance(60_000 + 1000);
    expect((await run()).app_login_tickets).toBe(2);
    const forgotten = await exchange(unspent);
    expect([forgotten.statusCode, forgotten.json().error]).toEqual([401, 'LOGIN_TICKET_INVALID']);
    expect((await db.select({ id: appLoginTickets.id }).from(appLoginTickets)).length).toBe(1);
    expect([(await exchange(fresh)).json().error]).toEqual(['LOGIN_TICKET_EXPIRED']);
  });

  it('deletes rows past their grace period and keeps live ones and those inside their window', async () => {
    const [userId] = await makePlayers(db, 1);
    const now = clock.now();
    const captcha = (expiresAt: Date) => ({ id: randomUUID(), answerHash: 'x:y', createdAt: new Date(expiresAt.getTime() - 5 * 60_000), expiresAt });
    const captchaRows = {
      gone: captcha(ago(RETENTION.captchasAfterExpiry + 1000)),
      grace: captcha(ago(RETENTION.captchasAfterExpiry - 1000)),
      live: captcha(new Date(now.getTime() + 60_000)),
    };
    await db.insert(captchas).values(Object.values(captchaRows));

    const code = (expiresAt: Date) => ({ email: `c${randomUUID().slice(0, 8)}@example.com`, purpose: 'register' as const, codeHash: 'h', createdAt: new Date(expiresAt.getTime() - 600_000), expiresAt });
    const codeIds = Object.fromEntries(
      await Promise.all(
        Object.entries({
          gone: ago(RETENTION.emailCodesAfterExpiry + 1000),
          grace: ago(RETENTION.emailCodesAfterExpiry - 1000),
          live: new Date(now.getTime() + 60_000),
        }).map(async ([name, expiresAt]) => [name, (await db.insert(emailCodes).values(code(expiresAt)).returning({ id: emailCodes.id }))[0]!.id] as const),
      ),
    );
    const verificationIds = Object.fromEntries(
      await Promise.all(
        Object.entries({
          gone: ago(RETENTION.emailVerificationsAfterExpiry + 1000),
          grace: ago(RETENTION.emailVerificationsAfterExpiry - 1000),
          live: new Date(now.getTime() + 60_000),
        }).map(async ([name, expiresAt]) => {
          const [row] = await db.insert(emailVerifications).values({ email: `v${randomUUID().slice(0, 8)}@example.com`, verifiedAt: ago(DAY * 3), expiresAt }).returning({ id: emailVerifications.id });
          return [name, row!.id] as const;
        }),
      ),
    );

    const session = (fields: { expiresAt: Date; endedAt?: Date }) => ({
      tokenHash: randomUUID(),
      userId: userId!,
      createdAt: ago(30 * DAY),
      lastUsedAt: ago(30 * DAY),
      expiresAt: fields.expiresAt,
      ...(fields.endedAt ? { endedAt: fields.endedAt, endReason: 'elsewhere' as const } : {}),
    });
    const sessionRows = {
      expiredLongAgo: session({ expiresAt: ago(RETENTION.sessionsAfterEnd + 1000) }),
      endedLongAgo: session({ expiresAt: new Date(now.getTime() + DAY), endedAt: ago(RETENTION.sessionsAfterEnd + 1000) }),
      endedRecently: session({ expiresAt: new Date(now.getTime() + DAY), endedAt: ago(DAY) }),
      expiredRecently: session({ expiresAt: ago(DAY) }),
      live: session({ expiresAt: new Date(now.getTime() + DAY) }),
    };
    await db.insert(sessions).values(Object.values(sessionRows));

    const key = (name: string, createdAt: Date) => ({ scope: 'user:housekeeping', key: `${name}-${randomUUID()}`, requestHash: 'h', status: 'done' as const, response: {}, httpStatus: 200, createdAt, completedAt: createdAt });
    const keyRows = {
      gone: key('gone', ago(RETENTION.idempotencyKeysAfterCreation + 1000)),
      window: key('window', ago(RETENTION.idempotencyKeysAfterCreation - HOUR)),
      fresh: key('fresh', now),
    };
    await db.insert(idempotencyKeys).values(Object.values(keyRows));

    const paymentId = `sbp_${randomUUID()}`;
    await db.insert(sandboxPspPayments).values({ id: paymentId, merchantOrderSn: 'D1', amount: '1', currency: 'JPY', notifyUrl: '/n', returnUrl: '/r', expiresAt: now, createdAt: ago(30 * DAY) });
    const notification = (status: 'pending' | 'delivered' | 'abandoned', completedAt: Date | null) => ({
      eventId: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      paymentId,
      occurredAt: ago(30 * DAY),
      status,
      nextAttemptAt: ago(30 * DAY),
      createdAt: ago(30 * DAY),
      completedAt,
    });
    const notificationRows = {
      deliveredLongAgo: notification('delivered', ago(RETENTION.sandboxNotificationsAfterCompletion + 1000)),
      abandonedLongAgo: notification('abandoned', ago(RETENTION.sandboxNotificationsAfterCompletion + 1000)),
      deliveredRecently: notification('delivered', ago(DAY)),
      stillPending: notification('pending', null),
    };
    await db.insert(sandboxPspNotifications).values(Object.values(notificationRows));

    const report = await run();
    for (const table of ['captchas', 'email_codes', 'email_verifications', 'idempotency_keys']) expect(report[table], table).toBeGreaterThanOrEqual(1);
    expect(report.sessions).toBeGreaterThanOrEqual(2);
    expect(report.sandbox_psp_notifications).toBe(2);

    const left = async <T,>(rows: Promise<T[]>) => (await rows).length;
    const remaining = {
      captchas: (await db.select({ id: captchas.id }).from(captchas).where(inArray(captchas.id, Object.values(captchaRows).map((r) => r.id)))).map((r) => r.id),
      codes: (await db.select({ id: emailCodes.id }).from(emailCodes).where(inArray(emailCodes.id, Object.values(codeIds)))).map((r) => r.id),
      verifications: (await db.select({ id: emailVerifications.id }).from(emailVerifications).where(inArray(emailVerifications.id, Object.values(verificationIds)))).map((r) => r.id),
      sessions: (await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, Object.values(sessionRows).map((r) => r.tokenHash)))).map((r) => r.tokenHash),
      keys: (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, Object.values(keyRows).map((r) => r.key)))).map((r) => r.key),
      notifications: (await db.select({ id: sandboxPspNotifications.eventId }).from(sandboxPspNotifications).where(inArray(sandboxPspNotifications.eventId, Object.values(notificationRows).map((r) => r.eventId)))).map((r) => r.id),
    };
    expect(remaining.captchas.sort()).toEqual([captchaRows.grace.id, captchaRows.live.id].sort());
    expect(remaining.codes.sort()).toEqual([codeIds.grace, codeIds.live].sort());
    expect(remaining.verifications.sort()).toEqual([verificationIds.grace, verificationIds.live].sort());
    expect(remaining.sessions.sort()).toEqual([sessionRows.endedRecently, sessionRows.expiredRecently, sessionRows.live].map((r) => r.tokenHash).sort());
    expect(remaining.keys.sort()).toEqual([keyRows.window.key, keyRows.fresh.key].sort());
    expect(remaining.notifications.sort()).toEqual([notificationRows.deliveredRecently.eventId, notificationRows.stillPending.eventId].sort());

    // A second run finds nothing more of these.
    const again = await run();
    expect(await left(db.select().from(captchas).where(inArray(captchas.id, [captchaRows.grace.id, captchaRows.live.id])))).toBe(2);
    expect(again.sandbox_psp_notifications).toBe(0);
  });

  it('two runs at once both succeed and together delete every expired row once, in batches', async () => {
    await run();
    const expired = Array.from({ length: 3_000 }, () => ({ id: randomUUID(), answerHash: 'x:y', createdAt: ago(DAY), expiresAt: ago(DAY - 300_000) }));
    const live = Array.from({ length: 10 }, () => ({ id: randomUUID(), answerHash: 'x:y', createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 300_000) }));
    for (let i = 0; i < expired.length; i += 500) await db.insert(captchas).values(expired.slice(i, i + 500));
    await db.insert(captchas).values(live);

    const reports = await Promise.all([run({ batchSize: 100, maxBatches: 40 }), run({ batchSize: 100, maxBatches: 40 })]);
    expect(reports[0]!.captchas + reports[1]!.captchas).toBe(3_000);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    expect(await db.$count(captchas, inArray(captchas.id, ids(expired)))).toBe(0);
    expect(await db.$count(captchas, inArray(captchas.id, ids(live)))).toBe(10);
  });
});
