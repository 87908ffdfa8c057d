// The job system runs each interval job once per occurrence whatever the number of processes that
// run jobs: two app instances on ONE PostgreSQL database, each with its own pg-boss (its own pool,
// its own timers), tick the same jobs; every slot's job is created once, run once, and none is
// left active. On PGlite (the default `npm start`) the jobs run at all, the delivery of mail too.
import { sql } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/database.ts';
import { JOB_SCHEMA, queueNameOf, startJobScheduler, type IntervalJob, type JobScheduler } from '../../server/jobs/job-scheduler.ts';
import { mailJobs } from '../../server/mail/mail-delivery.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { paymentJobs } from '../../server/modules/payments/payment.jobs.ts';
import { CAPTCHA_TEXT, call } from './support/accounts.ts';
import { bothDatabases, oneDatabase, openTestDatabase } from './support/databases.ts';

const silent = pino({ level: 'silent' });

interface SlotRow extends Record<string, unknown> {
  slot: string | null;
  state: string;
  n: number;
}

/** The jobs pg-boss holds for one queue, by slot and state. */
async function jobsOf(database: Database, jobName: string): Promise<SlotRow[]> {
  const result = await database.db.execute(
    sql`SELECT singleton_on::text AS slot, state::text AS state, count(*)::int AS n FROM ${sql.raw(JOB_SCHEMA)}.job
        WHERE name = ${queueNameOf(jobName)} GROUP BY 1, 2 ORDER BY 1`,
  );
  return (result as unknown as { rows: SlotRow[] }).rows;
}

/** Mails the outbox has marked sent. */
async function sentMails(database: Database): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** A scheduler without timers (the test ticks it) on a fresh database, both closed after `use`. */
async function withScheduler(jobsFor: (database: Database) => IntervalJob[], use: (scheduler: JobScheduler, database: Database) => Promise<void>): Promise<void> {
  const database = await openTestDatabase(oneDatabase);
  const scheduler = await startJobScheduler({ connection: database.jobs, jobs: jobsFor(database), log: silent, timers: false });
  try {
    await use(scheduler, database);
  } finally {
    await scheduler.stop();
    await database.close();
  }
}

function countingJob(name: string, everyMs: number) {
  const runs: number[] = [];
  const job: IntervalJob = {
    name,
    everyMs,
    run: async () => {
      runs.push(Date.now());
    },
  };
  return { job, runs };
}

const postgresUp = bothDatabases.includes('postgres');

describe.runIf(postgresUp)('two instances on one PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('ticking the same slot from both, many times at once, creates and runs one job per slot', async () => {
    const database = await openTestDatabase('postgres');
    cleanups.push(() => database.close());
    // An hour's slot: both instances tick inside it (a tick across the hour's edge makes a second slot, counted below).
    const counter = countingJob('test:hourly', 3_600_000);
    const schedulers: JobScheduler[] = [];
    for (let i = 0; i < 2; i++) {
      const scheduler = await startJobScheduler({ connection: database.jobs, jobs: [counter.job], log: silent, timers: false });
      schedulers.push(scheduler);
    }
    cleanups.push(async () => void (await Promise.all(schedulers.map((s) => s.stop()))));

    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => schedulers[i % 2]!.tick()));
    const total = created.reduce((a, b) => a + b, 0);
    const slots = new Set((await jobsOf(database, 'test:hourly')).map((row) => row.slot));
    expect(slots.size).toBeGreaterThanOrEqual(1);
    expect(total).toBe(slots.size);

    await vi.waitFor(() => expect(counter.runs.length).toBe(total), { timeout: 30_000, interval: 200 });
    await vi.waitFor(async () => expect((await jobsOf(database, 'test:hourly')).every((row) => row.state === 'completed')).toBe(true), {
      timeout: 30_000,
      interval: 200,
    });
    // Ticks after the run do not run the slot again.
    expect(await schedulers[0]!.tick()).toBe(0);
    expect(await schedulers[1]!.tick()).toBe(0);
    const runsPerInstance = schedulers.map((s) => s.stats()[0]!.runs);
    expect(runsPerInstance.reduce((a, b) => a + b, 0)).toBe(total);
  }, 120_000);

  it('two apps with their own timers run each job once per slot, the real jobs too, and leave none active', async () => {
    const database = await openTestDatabase('postgres');
    cleanups.push(() => database.close());
    const counter = countingJob('test:every-second', 1000);
    const apps: FastifyInstance[] = [];
    const started = Date.now();
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        db: database.db,
        logLevel: 'silent',
        rateLimit: false,
        callRateLimits: false,
        captchaText: () => CAPTCHA_TEXT,
        jobConnection: database.jobs,
        walletJobs: (deps) => [counter.job, ...paymentJobs(deps), ...mailJobs(deps, undefined)],
      });
      await app.ready();
      await app.jobsStarted;
      apps.push(app);
    }
    // A code mail while both run: delivered once.
    const sent = await call(apps[0]!, calls.registerSendEmailCode.path, { email: 'jobs@example.com' });
    expect(sent.statusCode, sent.body).toBe(200);
    await vi.waitFor(() => expect(counter.runs.length).toBeGreaterThanOrEqual(3), { timeout: 60_000, interval: 200 });
    await vi.waitFor(
      async () => {
        const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL AND attempts = 1`);
        expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
      },
      { timeout: 30_000, interval: 200 },
    );
    for (const app of apps) await app.close();
    const elapsedSlots = Math.ceil((Date.now() - started) / 1000) + 1;

    const rows = await jobsOf(database, 'test:every-second');
    const completed = rows.filter((row) => row.state === 'completed');
    // One job per slot, each run once: the runs equal the completed slots and never exceed the slots that passed.
    expect(rows.every((row) => row.n === 1)).toBe(true);
    expect(counter.runs.length).toBe(completed.length);
    expect(counter.runs.length).toBeLessThanOrEqual(elapsedSlots);
    // Both instances took part in running jobs, and nothing is left active anywhere.
    const active = await database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(JOB_SCHEMA)}.job WHERE state = 'active'`);
    expect((active as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    for (const name of ['payments:expire-unpaid', 'mail:deliver']) {
      const slots = await jobsOf(database, name);
      expect(slots.length, name).toBeGreaterThan(0);
      expect(slots.every((row) => row.n === 1), name).toBe(true);
    }
  }, 180_000);
});

describe('a tick that creates a slot\'s job', () => {
  it('wakes its own worker: the job runs at once, not at the worker\'s next poll', async () => {
    // An hour's job: its worker polls every 10 s (backstopPollSecondsOf), after one look at its start.
    const counter = countingJob('test:woken', 3_600_000);
    await withScheduler(() => [counter.job], async (scheduler) => {
      // The worker's first look has found nothing: it now sleeps until its next poll, 10 s away.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const ticked = Date.now();
      expect(await scheduler.tick()).toBe(1);
      await vi.waitFor(() => expect(counter.runs.length).toBe(1), { timeout: 5_000, interval: 50 });
      expect(counter.runs[0]! - ticked).toBeLessThan(5_000);
    });
  }, 60_000);
});

describe('an outbox job (mail delivery)', () => {
  it('gets no slot while nothing is due, and one as soon as a mail is', async () => {
    let clock = new Date('2026-06-01T12:00:00Z');
    const now = () => clock;
    const mailJobsOn = (database: Database) => mailJobs({ db: database.db, log: silent, now, config: { outboxLeaseMs: 60_000 } }, undefined);
    await withScheduler(mailJobsOn, async (scheduler, database) => {
      // Nothing in the outbox: the tick creates no job (an idle outbox costs one read, not a job).
      expect(await scheduler.tick()).toBe(0);
      expect(await jobsOf(database, 'mail:deliver')).toEqual([]);
      // A mail due in a minute (as a retry would be): still nothing to do now.
      const mailer = createMailer({ db: database.db, now: () => new Date(clock.getTime() + 60_000) });
      await mailer.send({ to: 'later@example.com', subject: 'Later', text: 'later', html: '<p>later</p>' });
      expect(await scheduler.tick()).toBe(0);
      // Its time has come: the tick creates the slot's job and the mail goes.
      clock = new Date(clock.getTime() + 61_000);
      expect(await scheduler.tick()).toBe(1);
      await vi.waitFor(async () => expect(await sentMails(database)).toBe(1), { timeout: 10_000, interval: 100 });
      expect(await scheduler.tick()).toBe(0);
    });
  }, 60_000);
});

describe('jobs on PGlite', () => {
  it('run, and mail recorded by a request is delivered by the job', async () => {
    const database = await openTestDatabase('pglite');
    const counter = countingJob('test:every-second', 1000);
    const app = await buildApp({
      db: database.db,
      logLevel: 'silent',
      rateLimit: false,
      callRateLimits: false,
      captchaText: () => CAPTCHA_TEXT,
      jobConnection: database.jobs,
      walletJobs: (deps) => [counter.job, ...mailJobs(deps, undefined)],
    });
    try {
      await app.ready();
      expect(await app.jobsStarted).not.toBeNull();
      const sent = await call(app, calls.registerSendEmailCode.path, { email: 'pglite-jobs@example.com' });
      expect(sent.statusCode, sent.body).toBe(200);
      await vi.waitFor(() => expect(counter.runs.length).toBeGreaterThanOrEqual(2), { timeout: 90_000, interval: 200 });
      await vi.waitFor(async () => expect(await sentMails(database)).toBe(1), { timeout: 90_000, interval: 200 });
      expect(app.jobs?.stats().find((s) => s.queue === queueNameOf('mail:deliver'))?.runs).toBeGreaterThan(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 240_000);
});
