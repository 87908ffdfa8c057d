// Background work of the wallet and its neighbours (order expiry, sandbox mining, chain watching,
// settlements, rollups, mail delivery): started with the server when it runs jobs, stopped when it
// closes. They run through the job system (server/jobs/job-scheduler.ts): once per occurrence
// whatever the number of processes. Each job is also exported as a plain function so tests run it
// on demand instead of waiting.
import type { FastifyInstance } from 'fastify';
import type { JobConnection } from '../../db/database.ts';
import { startJobScheduler, type IntervalJob, type JobScheduler } from '../../jobs/job-scheduler.ts';
import type { WalletDeps } from './wallet.config.ts';

export type WalletJob = IntervalJob;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job scheduler of this process once started; null when it runs no jobs or before then. */
    jobs: JobScheduler | null;
    /** Settles when the job system has started (null: this process runs no jobs); rejects when it could not. */
    jobsStarted: Promise<JobScheduler | null>;
  }
}

export function startWalletJobs(app: FastifyInstance, deps: WalletDeps, jobs: WalletJob[], connection: JobConnection | undefined): void {
  app.decorate('jobs', null);
  app.decorate('jobsStarted', Promise.resolve(null));
  if (!jobs.some((job) => job.everyMs > 0)) return;
  if (!connection) throw new Error('walletJobs with timed jobs need jobConnection (the database the job system runs on)');
  // Started once the app is ready, without holding readiness up: pg-boss's first start creates its
  // schema, which on a busy machine can pass Fastify's plugin timeout.
  app.addHook('onReady', (done) => {
    app.jobsStarted = startJobScheduler({ connection, jobs, log: deps.log }).then((scheduler) => (app.jobs = scheduler));
    app.jobsStarted.catch((error: unknown) => deps.log.fatal({ err: error }, 'the job system did not start: this process runs no jobs'));
    done();
  });
  app.addHook('onClose', async () => {
    const scheduler = await app.jobsStarted.catch(() => null);
    await scheduler?.stop();
  });
}
