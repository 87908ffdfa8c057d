// /livez and /readyz, for a load balancer or an orchestrator. /livez: the process answers.
// /readyz: this process should get traffic — the database answers, it has every migration this
// build carries, the caches a first call would otherwise pay for are warm, and it is not draining
// (on SIGTERM readiness turns 503 at once, drain.ts). Answers are for machines: a status word and
// the failed checks, no visitor ever sees them.
import { sql } from '../db/orm.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { migrationsAtHead } from '../db/migrate.ts';

export const HEALTH_PATHS = ['/livez', '/readyz'] as const;

/** The database must answer within this, or the process is not ready. */
const DATABASE_CHECK_MS = 2_000;

export interface Readiness {
  /** Set on SIGTERM: readiness fails from then on, while requests are still served. */
  draining: boolean;
  /** Set once the warm-up (machine figures) is done; a process that needs none starts warm. */
  warm: boolean;
  /** The checks that fail now (empty: ready). */
  failing(): Promise<string[]>;
}

export function createReadiness(db: Db, options: { warm: boolean }): Readiness {
  // Migrations never go back, so once at head this is not asked again.
  let atHead = false;
  const readiness: Readiness = {
    draining: false,
    warm: options.warm,
    async failing() {
      const failing: string[] = [];
      if (readiness.draining) failing.push('draining');
      if (!readiness.warm) failing.push('warming');
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_MS);
        });
        await Promise.race([db.execute(sql`SELECT 1`), timeout]);
        if (!atHead) atHead = await Promise.race([migrationsAtHead(db), timeout]);
        if (!atHead) failing.push('migrations');
      } catch {
        failing.push('database');
      } finally {
        clearTimeout(timer);
      }
      return failing;
    },
  };
  return readiness;
}

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/livez', { schema: { hide: true } }, async (_request, reply) => reply.headers(noStore).send({ status: 'live' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const failing = await readiness.failing();
    reply.headers(noStore);
    if (failing.length) return reply.code(503).send({ status: 'not ready', failing });
    return reply.send({ status: 'ready' });
  });
}
