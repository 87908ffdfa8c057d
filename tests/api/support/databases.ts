// The databases every API test runs on: PGlite in memory always, and a real PostgreSQL when
// DATABASE_URL is set or one answers at 127.0.0.1:5432. Each PostgreSQL user gets its own
// throwaway database (gh_test_<random>), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/database.ts';

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

export const databases: DatabaseKind[] = (await postgresAnswers(adminUrl)) ? ['pglite', 'postgres'] : ['pglite'];

async function withAdmin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database of the given kind. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
