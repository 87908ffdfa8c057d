// DATABASE_MIGRATION_URL: the migrations connect there, not to the pool's URL (which may go through
// PgBouncer in transaction mode, where their session advisory lock would not stay with its session).
// Here the pool's URL points at a port nothing listens on: the migrations still run, on the other URL.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { headMigrationMillis } from '../../server/db/migrate.ts';
import { adminQuery, databases, postgresUrlOf } from './support/databases.ts';

const created: string[] = [];
afterAll(async () => {
  for (const name of created) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function emptyDatabase(): Promise<string> {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  created.push(name);
  return name;
}

/** A URL of the same database on a port nothing answers on (the pool's URL, never connected here). */
function unreachable(name: string): string {
  const url = new URL(postgresUrlOf(name));
  url.host = '127.0.0.1:1';
  return url.toString();
}

describe.runIf(databases.includes('postgres'))('migrations on DATABASE_MIGRATION_URL', () => {
  it('migrates through the migration URL, not the pool URL', async () => {
    const name = await emptyDatabase();
    const database = await openDatabase({ url: unreachable(name), migrationUrl: postgresUrlOf(name) });
    await database.close();
    const client = new pg.Client({ connectionString: postgresUrlOf(name) });
    await client.connect();
    try {
      const { rows } = await client.query<{ last: string }>('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations');
      expect(Number(rows[0].last)).toBe(headMigrationMillis());
    } finally {
      await client.end();
    }
  });

  it('without it the migrations go to the pool URL', async () => {
    const name = await emptyDatabase();
    await expect(openDatabase({ url: unreachable(name) })).rejects.toThrow(/ECONNREFUSED/);
  });
});
