// Opens the database the server runs on: a real PostgreSQL when a URL is given, otherwise the
// embedded PGlite (a directory, or `memory://` for tests). Migrations are applied on open
// (server/db/migrate.ts: on PostgreSQL under an advisory lock, so processes may start together).
// A PGlite data directory is locked to the one process that opened it (data-dir-lock.ts).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { migratePostgres, migrationsFolder } from './migrate.ts';
import { retryPoolStatements } from './retry.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Connections of the pool: open, idle, and callers waiting for one (metrics). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** How the job system (pg-boss, server/jobs) reaches this same database. */
  jobs: JobConnection;
  close(): Promise<void>;
  /** The PostgreSQL pool's use; null on PGlite. */
  poolUse(): PoolUse | null;
}

/** Settings of the PostgreSQL pool (DB_POOL_MAX etc., server/config/db-settings.ts). */
export interface PoolSettings {
  /** Most connections this process opens (default 10). */
  max?: number;
  /** statement_timeout of every pooled connection in ms; 0: none (the server's own setting). */
  statementTimeoutMs?: number;
  /** idle_in_transaction_session_timeout in ms; 0: none. */
  idleInTransactionTimeoutMs?: number;
  /** application_name, shown in pg_stat_activity. */
  applicationName?: string;
}

/** PostgreSQL: pg-boss opens its own small pool on the URL; PGlite: it shares the one embedded connection. */
export type JobConnection = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PGlite is not used. */
  url?: string;
  /** postgres://… the migrations connect to instead of `url` (a direct connection when `url` goes through PgBouncer). */
  migrationUrl?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /**
   * PGlite: a new database starts as a copy of this dump of another's data directory
   * (`PGlite.dumpDataDir`) instead of running initdb, the dearest part of opening one.
   */
  loadDataDir?: Blob;
  pool?: PoolSettings;
  /** false: the migrations are not run (a process that must not change the schema); default true. */
  migrate?: boolean;
}

export const DEFAULT_DATA_DIR = './.data/pglite';
export const DEFAULT_POOL_MAX = 10;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const settings = options.pool ?? {};
    if (options.migrate !== false) await migratePostgres(options.migrationUrl || options.url, { applicationName: settings.applicationName });
    const max = settings.max ?? DEFAULT_POOL_MAX;
    const pool = new pg.Pool({
      connectionString: options.url,
      max,
      // Sent only when set: 0 keeps the server's (or the role's) own setting, and PgBouncer refuses
      // startup parameters it does not know unless they are in its ignore_startup_parameters.
      ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
      ...(settings.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs } : {}),
      ...(settings.applicationName ? { application_name: settings.applicationName } : {}),
    });
    // An idle connection dropped by the server is discarded by the pool; queries that fail
    // report their own errors, so this must not crash the process.
    pool.on('error', () => {});
    // A statement run outside a transaction is retried like a transaction (server/db/retry.ts).
    const db = drizzlePg({ client: retryPoolStatements(pool), schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      jobs: { kind: 'postgres', url: options.url },
      close: () => pool.end(),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Before PGlite reads a byte: a second process on this directory stops here.
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  try {
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    jobs: { kind: 'pglite', client },
    // Closing flushes the data directory; a second close is harmless.
    close: async () => {
      if (!client.closed) await client.close();
      lock?.release();
    },
    poolUse: () => null,
  };
}
