// The databases every API test runs on: PGlite in memory always, and a real PostgreSQL when
// DATABASE_URL is set or one answers at 127.0.0.1:5432 (required under CI=true). Each PostgreSQL
// user gets its own throwaway database (gh_test_<random>), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database.ts';
import { assertPostgresWhenRequired } from './postgres-required.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const LOCAL_POSTGRES = 'postgres://root@127.0.0.1:5432/test';
const adminUrl = process.env.DATABASE_URL || LOCAL_POSTGRES;

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const postgresUp = await postgresAnswers(adminUrl);
assertPostgresWhenRequired(postgresUp, adminUrl);
export const databases: DatabaseKind[] = postgresUp ? ['pglite', 'postgres'] : ['pglite'];

async function withAdmin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement as the PostgreSQL admin (CREATE / DROP DATABASE for tests that make their own). */
export async function adminQuery(query: string): Promise<void> {
  await withAdmin((client) => client.query(query));
}

/** The URL of database `name` on the test PostgreSQL server. */
export function postgresUrlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated, empty database of the given kind. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: postgresUrlOf(name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
