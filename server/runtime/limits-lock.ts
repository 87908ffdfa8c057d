// Rate-limit counters live in the process's memory unless REDIS_URL is set, so two processes without
// it on one hall would each grant the full limit. The database decides who may serve: every process
// that serves calls on PostgreSQL holds a session advisory lock for its whole life, on a connection of
// its own (DATABASE_MIGRATION_URL when set: PgBouncer in transaction mode cannot hold session locks).
// With REDIS_URL it takes the lock shared, without it exclusive, so a process without Redis runs only
// alone. Whoever cannot get it stops at once. PGlite needs nothing (one process per data directory),
// nor does ROLE=worker (it serves no limited call).
import pg from 'pg';

/** Key of the lock (the migrations use 727000, the seed 727001). */
export const LIMITS_LOCK_KEY = 727002;

export interface LimitsLock {
  /** Ends the lock's connection (on close, after the last request was served). */
  release(): Promise<void>;
}

export class LimitsNotSharedError extends Error {}

export interface LimitsLockOptions {
  url: string;
  /** REDIS_URL is set: the counters are shared, so others may serve beside this process. */
  sharedLimits: boolean;
  applicationName?: string;
  /** The lock's connection ended without release(): the process no longer knows it may serve. */
  onLost: (error: Error) => void;
}

/** Who holds the lock now (from pg_locks), for the message of the one refused. */
async function holders(client: pg.Client): Promise<{ exclusive: number; shared: number; names: string[] }> {
  const { rows } = await client.query<{ mode: string; name: string | null }>(
    `SELECT l.mode, a.application_name AS name
       FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1`,
    [LIMITS_LOCK_KEY],
  );
  return {
    exclusive: rows.filter((row) => row.mode === 'ExclusiveLock').length,
    shared: rows.filter((row) => row.mode === 'ShareLock').length,
    names: [...new Set(rows.map((row) => row.name || '?'))],
  };
}

function refusal(sharedLimits: boolean, held: Awaited<ReturnType<typeof holders>>): string {
  const who = held.names.length ? ` (application_name ${held.names.join(', ')})` : '';
  const running =
    held.exclusive || sharedLimits
      ? `a Game Hall process without REDIS_URL already serves this database${who}; it counts the rate limits in its own memory, so it must be the only one`
      : `${held.shared || 'other'} Game Hall process(es) with REDIS_URL already serve this database${who}; this one has no REDIS_URL, so its rate limits would be counted apart from theirs`;
  return (
    `Rate limits must be shared: ${running}. ` +
    'Set REDIS_URL (the same Redis) on every instance that serves calls, or run a single instance.'
  );
}

/** Takes the lock, or throws LimitsNotSharedError saying what runs and what to set. */
export async function takeLimitsLock(options: LimitsLockOptions): Promise<LimitsLock> {
  const client = new pg.Client({
    connectionString: options.url,
    application_name: options.applicationName,
    // A peer that vanished without closing is noticed by the OS, not only at the next query.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  await client.connect();
  const take = options.sharedLimits ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  const { rows } = await client.query<{ got: boolean }>(`SELECT ${take}($1) AS got`, [LIMITS_LOCK_KEY]);
  if (!rows[0]?.got) {
    const held = await holders(client).catch(() => ({ exclusive: 0, shared: 0, names: [] }));
    await client.end().catch(() => {});
    throw new LimitsNotSharedError(refusal(options.sharedLimits, held));
  }
  let released = false;
  const lost = (error?: Error) => {
    if (released) return;
    released = true;
    options.onLost(error ?? new Error('the connection holding the rate-limit lock ended'));
  };
  client.on('error', lost);
  client.on('end', () => lost());
  return {
    release: async () => {
      if (released) return;
      released = true;
      await client.end().catch(() => {});
    },
  };
}
