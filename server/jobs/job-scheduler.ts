// The one job system: pg-boss on the application's own database (PostgreSQL, or the embedded PGlite
// through pg-boss's PGlite adapter). Each interval job is a pg-boss queue. Every process that runs
// jobs keeps a local tick per job that only *enqueues* a job with `singletonSeconds` = the job's
// period: pg-boss computes the slot from the database clock and a unique index on (queue, slot)
// keeps one job per slot, so the work happens once per occurrence whatever the number of
// processes. The queues are `stately` (at most one queued and one running job each), so a slow run
// never piles up a backlog, and one worker in one process takes each job (SKIP LOCKED). The process
// whose tick created a slot's job wakes its own worker at once; a worker's polling is only the
// backstop for a job it was not told about.
// Why not pg-boss's cron schedules: cron's resolution is one minute, and half of the jobs run every
// few seconds (sandbox mining, notification redelivery, bank settlement, the deposit watcher).
import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobConnection } from '../db/database.ts';

export interface IntervalJob {
  name: string;
  /** 0: never on a timer (only on demand). */
  everyMs: number;
  run: () => Promise<unknown>;
  /**
   * A cheap look for work (one read), asked by each tick before the slot's job is created: false
   * leaves the slot without a job. For the outboxes, idle most of the time: a job created, fetched
   * and completed only to find nothing cost three statements a slot more.
   */
  hasWork?: () => Promise<boolean>;
}

/** What a process saw of one queue since it started (the database keeps the full history). */
export interface JobStats {
  queue: string;
  runs: number;
  failures: number;
  /** Milliseconds between the slot's job being created and its start, last run. */
  lastLagMs: number | null;
}

export interface JobScheduler {
  boss: PgBoss;
  /** Enqueues the current slot of every job that has work (what each tick does); answers how many jobs this call created. */
  tick(): Promise<number>;
  stats(): JobStats[];
  stop(): Promise<void>;
}

/** pg-boss keeps its tables in this schema. */
export const JOB_SCHEMA = 'pgboss';

/** The queue of a job: names may hold spaces and colons, queue names may not. */
export function queueNameOf(jobName: string): string {
  return `hall.${jobName.replace(/[^A-Za-z0-9_.-]+/g, '-')}`;
}

/** The slot length pg-boss decides on, in whole seconds (sub-second periods round up to 1 s). */
export function slotSecondsOf(everyMs: number): number {
  return Math.max(1, Math.round(everyMs / 1000));
}

/**
 * A running job's worker refreshes the job's heartbeat every half of this; pg-boss's supervision
 * fails a job whose heartbeat is older. So a job left active by a process that died (kill -9, a
 * lost host) stops blocking its queue (stately: one active job each) within this plus
 * SUPERVISE_SECONDS, instead of its expiry (60 s or more) plus pg-boss's default supervision
 * interval (60 s). pg-boss's minimum is 10.
 */
export const JOB_HEARTBEAT_SECONDS = 10;
/**
 * How often an idle worker looks for a job it was not woken for: one another process enqueued while
 * that process's own worker was busy, one queued behind a job running elsewhere (stately), or one
 * left by a process that died.
 * A tick that creates a job wakes its own process's worker, so this is a backstop, not the pace:
 * polling every half period (twice a second for the one-second jobs) was most of an idle server's
 * statements.
 */
export function backstopPollSecondsOf(everyMs: number): number {
  return Math.min(10, Math.max(2, slotSecondsOf(everyMs)));
}

/**
 * Milliseconds from `now` to this process's next tick: the middle of the next slot by its own clock.
 * pg-boss reads the slot from the database's clock (whole seconds since the epoch, floored by the
 * slot), so a tick half a slot from either edge lands in the slot it aims at while the two clocks
 * and the timer's lateness stay within half a slot. Past that, a tick lands in the slot after and
 * the slot before goes without a run: never one run twice (the unique slot decides). One tick a slot
 * instead of two: the second tick in a slot only ever found it taken.
 */
export function msToNextTick(everyMs: number, now: number): number {
  const slotMs = 1000 * slotSecondsOf(everyMs);
  return slotMs * (Math.floor(now / slotMs) + 1.5) - now;
}

/** How often pg-boss's supervision runs and fails each queue's expired and stale jobs (its monitor pass); one process does each queue per pass. */
export const SUPERVISE_SECONDS = 10;

export function newBoss(connection: JobConnection): PgBoss {
  const common = { schema: JOB_SCHEMA, application_name: 'game-hall-jobs', superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS } as const;
  return connection.kind === 'postgres'
    ? new PgBoss({ ...common, connectionString: connection.url, max: 3 })
    : new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' });
}

export interface StartJobsOptions {
  connection: JobConnection;
  jobs: IntervalJob[];
  log: FastifyBaseLogger;
  /** false: no local timers (tests call tick()). */
  timers?: boolean;
}

export async function startJobScheduler({ connection, jobs, log, timers = true }: StartJobsOptions): Promise<JobScheduler> {
  const boss = newBoss(connection);
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job system error'));
  await boss.start();
  const timed = jobs.filter((job) => job.everyMs > 0);
  const stats = new Map<string, JobStats>();
  /** Each job's worker in this process, by job name. */
  const workers = new Map<string, string>();
  for (const job of timed) {
    const queue = queueNameOf(job.name);
    await boss.createQueue(queue, {
      policy: 'stately',
      // A run that fails is not retried: the next slot runs the same work again.
      retryLimit: 0,
      expireInSeconds: Math.max(60, 2 * slotSecondsOf(job.everyMs)),
      // Finished jobs stay an hour, longer than any slot: they keep a slot from running twice, and
      // they are the run history (jobs every second would otherwise pile up 86 400 rows a day each).
      deleteAfterSeconds: Math.max(3600, 2 * slotSecondsOf(job.everyMs)),
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
    });
    // createQueue leaves a queue made by an older build as it was.
    await boss.updateQueue(queue, { heartbeatSeconds: JOB_HEARTBEAT_SECONDS });
    const seen: JobStats = { queue, runs: 0, failures: 0, lastLagMs: null };
    stats.set(job.name, seen);
    const workerId = await boss.work(queue, { pollingIntervalSeconds: backstopPollSecondsOf(job.everyMs), includeMetadata: true }, async (batch: JobWithMetadata[]) => {
      for (const item of batch) {
        seen.lastLagMs = Math.max(0, Date.now() - new Date(item.createdOn).getTime());
        try {
          await job.run();
          seen.runs += 1;
        } catch (error) {
          seen.failures += 1;
          log.error({ err: error, job: job.name }, 'job failed');
          throw error;
        }
      }
    });
    workers.set(job.name, workerId);
  }

  const enqueue = async (job: IntervalJob): Promise<boolean> => {
    if (job.hasWork && !(await job.hasWork())) return false;
    const id = await boss.send(queueNameOf(job.name), {}, { singletonSeconds: slotSecondsOf(job.everyMs) });
    if (id === null) return false;
    // This process made the slot's job: its worker fetches now (or right after the run it is in).
    boss.notifyWorker(workers.get(job.name)!);
    return true;
  };
  const tick = async () => (await Promise.all(timed.map(enqueue))).filter(Boolean).length;

  const handles = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const tickOn = (job: IntervalJob) => {
    if (stopped) return;
    enqueue(job).catch((error: unknown) => log.error({ err: error, job: job.name }, 'job not enqueued'));
    const handle = setTimeout(() => tickOn(job), msToNextTick(job.everyMs, Date.now()));
    handle.unref();
    handles.set(job.name, handle);
  };
  // The current slot at once (a restart does not wait a period), then the middle of each slot.
  if (timers) for (const job of timed) tickOn(job);

  return {
    boss,
    tick,
    stats: () => [...stats.values()].map((s) => ({ ...s })),
    async stop() {
      stopped = true;
      for (const handle of handles.values()) clearTimeout(handle);
      // Waits for the running handlers, then closes pg-boss's pool (PGlite stays open: the app owns it).
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
