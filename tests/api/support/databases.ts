// The databases the API tests run on. With a real PostgreSQL (DATABASE_URL, or one answering at
// 127.0.0.1:5432; required under CI=true) every suite runs on it — the database the hall runs on in
// production — and the embedded PGlite gets a pass of its own: the suites that say `bothDatabases`
// (the money core, play, registration), the contract fuzz over every call, and every Playwright
// journey (npm start on PGlite); the suites the database does not matter to take `oneDatabase`.
// Without PostgreSQL everything runs on PGlite.
// API_DATABASES=pglite,postgres runs every suite on both, as before.
//
// Each PostgreSQL user gets its own throwaway database (gh_test_<random>), dropped afterwards,
// cloned (CREATE DATABASE … TEMPLATE) from a database migrated once per set of migrations
// instead of migrated again each time. Each PGlite starts likewise from a dump of one migrated
// once per set of migrations (kept in the system's temporary folder for every test process):
// PGlite's own initdb costs about 5 s of CPU per database, a start from the dump about 1.5 s.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
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

/** Both databases (PGlite, then PostgreSQL when it answers): for the suites PGlite must pass too. */
export const bothDatabases: DatabaseKind[] = postgresUp ? ['pglite', 'postgres'] : ['pglite'];

/** The databases of an API suite: PostgreSQL when it answers, else PGlite; API_DATABASES overrides. */
export const databases: DatabaseKind[] = chosenDatabases(process.env.API_DATABASES, postgresUp);

/**
 * The one database of a suite the database does not matter to (routing, headers, rate limits,
 * envelopes): the first of `databases`, so PostgreSQL when it answers. A clone of PostgreSQL's
 * migrated template costs the test process ≈ 0.2 CPU-seconds with its seed, a PGlite from its dump
 * ≈ 1.5.
 */
export const oneDatabase: DatabaseKind = databases[0]!;

export function chosenDatabases(setting: string | undefined, postgresAnswering: boolean): DatabaseKind[] {
  const available: DatabaseKind[] = postgresAnswering ? ['pglite', 'postgres'] : ['pglite'];
  if (!setting?.trim()) return postgresAnswering ? ['postgres'] : ['pglite'];
  const asked = setting.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length) throw new Error(`API_DATABASES takes pglite and/or postgres, not ${unknown.join(', ')}`);
  return available.filter((kind) => asked.includes(kind));
}

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

const migrationsFolder = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));

/** gh_template_<digest of the migration files>: a new migration makes a new template. */
function templateName(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return `gh_template_${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * The migrated template database, made once for all test processes: an advisory lock lets one
 * process create and migrate it while the others wait, and it is marked a template only when done.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = templateName();
    await withAdmin(async (client) => {
      await client.query('SELECT pg_advisory_lock(727274)');
      try {
        const { rows } = await client.query('SELECT datistemplate FROM pg_database WHERE datname = $1', [name]);
        if (rows[0]?.datistemplate) return;
        if (rows.length) await client.query(`DROP DATABASE ${name} WITH (FORCE)`); // a half-made one
        await client.query(`CREATE DATABASE ${name}`);
        const migrated = await openDatabase({ url: postgresUrlOf(name) });
        await migrated.close();
        await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)');
      }
    });
    return name;
  })();
  return template;
}

/** A fresh, migrated, empty PostgreSQL database not yet opened (for server processes): its URL and its drop. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate()}`);
  return { url: postgresUrlOf(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

let pgliteDump: Promise<Blob> | undefined;

/** The installed PGlite's version: a dump is read only by the PGlite that wrote it. */
function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const packageJson = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

/**
 * The data directory of a migrated, empty PGlite, as `PGlite.dumpDataDir` writes it: read from the
 * temporary folder when a test process made it already, else made and left there (written aside
 * and renamed, so no process reads half of one).
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `${templateName().replace('gh_template_', 'gh-pglite-')}-${pgliteVersion()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const dump = await (database.jobs as { client: PGlite }).client.dumpDataDir('none');
      const aside = `${file}.${process.pid}`;
      writeFileSync(aside, new Uint8Array(await dump.arrayBuffer()));
      renameSync(aside, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteDump;
}

/** A fresh, migrated, empty database of the given kind. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteDump() });
  const created = await createTestDatabase();
  const database = await openDatabase({ url: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
