// Opens the database the server runs on: a real PostgreSQL when a URL is given, otherwise the
// embedded PGlite (a directory, or `memory://` for tests). Migrations are applied on open.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — when set, PGlite is not used. */
  url?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
}

export const DEFAULT_DATA_DIR = './.data/pglite';
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server is discarded by the pool; queries that fail
    // report their own errors, so this must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // Closing flushes the data directory; a second close is harmless.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
