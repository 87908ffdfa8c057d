// Prometheus metrics (prom-client) on a port of their own (METRICS_PORT; unset: no metrics), so
// they are never reachable where visitors are: request duration by route, the PostgreSQL pool's
// use, the ledger's booked transfers, the jobs' runs, failures and lag per queue (read from pg-boss's
// table, so the cluster's figures whichever process is scraped), and Node's own figures (event loop
// lag, memory, GC). Everything read from the database is read on scrape.
import { createServer, type Server } from 'node:http';
import { sql } from '../db/orm.ts';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import type { Database } from '../db/database.ts';
import { JOB_SCHEMA } from '../jobs/job-scheduler.ts';

interface JobFigures {
  queue: string;
  completed: number;
  failed: number;
  active: number;
  lagSeconds: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Per queue: runs finished in the last hour (completed, failed), jobs active now, and the wait of the
 * oldest job due to run. Nothing before pg-boss has made its schema (a process that runs no jobs, or
 * the job system still starting).
 */
export async function readJobFigures(database: Database): Promise<JobFigures[]> {
  const table = `${JOB_SCHEMA}.job`;
  const [exists] = rowsOf<{ t: string | null }>(await database.db.execute(sql`SELECT to_regclass(${table})::text AS t`));
  if (!exists?.t) return [];
  const rows = rowsOf<{ queue: string; completed: string; failed: string; active: string; lag: string | null }>(
    await database.db.execute(sql`
      SELECT name AS queue,
             count(*) FILTER (WHERE state = 'completed' AND completed_on > now() - interval '1 hour')::text AS completed,
             count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 hour')::text AS failed,
             count(*) FILTER (WHERE state = 'active')::text AS active,
             extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::text AS lag
        FROM ${sql.raw(table)}
       GROUP BY name
       ORDER BY name`),
  );
  return rows.map((row) => ({
    queue: row.queue,
    completed: Number(row.completed),
    failed: Number(row.failed),
    active: Number(row.active),
    lagSeconds: Math.max(0, Number(row.lag ?? 0)),
  }));
}

export interface Metrics {
  registry: client.Registry;
  /** Times every request of `app` by method, route pattern and status. */
  instrument(app: FastifyInstance): void;
  /** Serves GET /metrics on port:host; resolves with the port listened on. */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

export function createMetrics(database: Database, labels: { role: string }): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels(labels);
  client.collectDefaultMetrics({ register: registry });

  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  new client.Gauge({
    name: 'db_pool_connections',
    help: "The PostgreSQL pool's connections: total open, idle, and callers waiting for one; max is DB_POOL_MAX",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  new client.Gauge({
    name: 'ledger_transfers_booked',
    help: 'Ledger transfers booked by every process so far (the newest transfer id): rate() gives money moves per second',
    registers: [registry],
    async collect() {
      const result = await database.db.execute(sql`SELECT coalesce(max(id), 0)::text AS n FROM ledger_transfers`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows) as { n: string }[];
      this.set(Number(rows[0]?.n ?? 0));
    },
  });

  // One read of pg-boss's job table per scrape feeds the three job series. Finished jobs are kept an
  // hour (server/jobs/job-scheduler.ts), so the counts are over the last hour, not since a start.
  let jobRead: Promise<JobFigures[]> | undefined;
  const jobFigures = () => (jobRead ??= readJobFigures(database).finally(() => setTimeout(() => (jobRead = undefined), 0)));

  new client.Gauge({
    name: 'job_runs_last_hour',
    help: 'Job runs finished in the last hour by every process, per queue and outcome (completed, failed), from pg-boss\'s job table',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobFigures()) {
        this.set({ queue: row.queue, outcome: 'completed' }, row.completed);
        this.set({ queue: row.queue, outcome: 'failed' }, row.failed);
      }
    },
  });

  new client.Gauge({
    name: 'job_oldest_waiting_seconds',
    help: 'Per queue, how long the oldest job due to run has waited for a worker (0: none waiting)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobFigures()) this.set({ queue: row.queue }, row.lagSeconds);
    },
  });

  new client.Gauge({
    name: 'job_active',
    help: 'Per queue, jobs running now in any process',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobFigures()) this.set({ queue: row.queue }, row.active);
    },
  });

  let server: Server | undefined;
  return {
    registry,
    instrument(app) {
      app.addHook('onResponse', async (request, reply) => {
        requestDuration.observe(
          // The pattern, not the URL: one series per route however many players and ids there are.
          { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
    },
    listen(port, host) {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${(error as Error).message}\n`),
        );
      });
      const listening = server;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          const address = listening.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    },
    async close() {
      const listening = server;
      if (!listening) return;
      await new Promise<void>((resolve) => listening.close(() => resolve()));
      listening.closeAllConnections();
    },
  };
}
