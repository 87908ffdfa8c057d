// Migrations, run once however many processes start at the same instant: on PostgreSQL under a
// session advisory lock held on a connection of their own (the pool's connections may go through
// PgBouncer in transaction mode, where a session lock would not stay with its session), so the
// second process waits, then finds every migration applied. `npm start` and `npm run db:migrate`
// (scripts/db-migrate.ts) both call migratePostgres. PGlite has one process per data directory
// (data-dir-lock.ts), so it migrates without a lock.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from './orm.ts';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './database.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the advisory lock the migrations run under (any fixed number no other lock uses). */
export const MIGRATION_LOCK_KEY = 727000;

/** Applies the pending migrations to the PostgreSQL at `url`, one process at a time. */
export async function migratePostgres(url: string, options: { applicationName?: string } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: options.applicationName ?? 'game-hall-migrate' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** `when` of the newest migration this build carries (drizzle stores it as created_at of the row it applies). */
export function headMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Whether the database has every migration of this build (readiness: a process must not serve an older schema). */
export async function migrationsAtHead(db: Db, head = headMigrationMillis()): Promise<boolean> {
  const result = await db.execute(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { last: string | null }[];
  const last = rows[0]?.last;
  return last !== null && last !== undefined && Number(last) >= head;
}
