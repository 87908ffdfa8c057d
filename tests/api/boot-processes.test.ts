// Boot once, safely: two real `node server/main.ts` started at the same instant on an empty
// PostgreSQL database, several times over. Both reach /readyz 200; the migrations ran once (each
// one row in drizzle's table) and so did the seed (one demo player, one bootstrap operator, the
// demo tables filled once).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { seedNotices } from '../../server/db/seed-data.ts';
import { migrationsFolder } from '../../server/db/migrate.ts';
import { adminQuery, bothDatabases, postgresUrlOf } from './support/databases.ts';
import { freePort } from './support/free-port.ts';
import { TEST_REDIS_URL } from './support/redis-required.ts';
import { killServers, startServer, statusOf } from './support/server-process.ts';

const ROUNDS = 5;
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
const dirs: string[] = [];
const databases: string[] = [];
afterAll(async () => {
  killServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function rowsOf(url: string, query: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!bothDatabases.includes('postgres'))('two processes starting at once on an empty PostgreSQL', () => {
  it(`both come up, and migrations and seed run once (${ROUNDS} times)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `gh_boot_${randomBytes(6).toString('hex')}`;
      databases.push(name);
      await adminQuery(`CREATE DATABASE ${name}`);
      const url = postgresUrlOf(name);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-boot-pg-'));
      dirs.push(dataDir);
      const ports = [await freePort(), await freePort()];
      // Same tick: neither finds the schema made by the other.
      // Two processes serving calls share their rate limits through Redis (else the second refuses).
      const servers = ports.map((port) => startServer({ DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', REDIS_URL: TEST_REDIS_URL }));
      await Promise.all(servers.map((server) => server.printed('Game Hall is running')));
      for (const port of ports) {
        await expect.poll(() => statusOf(`http://127.0.0.1:${port}/readyz`), { timeout: 15_000 }).toBe(200);
      }

      const [migrations] = await rowsOf(url, 'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations');
      expect(migrations).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
      const [seeded] = await rowsOf(
        url,
        `SELECT (SELECT count(*)::int FROM users WHERE account = 'demo') AS demo,
                (SELECT count(*)::int FROM operators) AS operators,
                (SELECT count(*)::int FROM notices) AS notices`,
      );
      expect(seeded).toEqual({ demo: 1, operators: 1, notices: seedNotices.length });
      const outputs = servers.map((server) => server.output());
      expect(outputs.filter((output) => output.includes('seeded demo content'))).toHaveLength(1);
      expect(outputs.join('').match(/Demo player: account "demo"/g)).toHaveLength(1);

      for (const server of servers) server.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
    }
  }, 600_000);

  it('ROLE=api runs no jobs (the job system never starts on its database) and ROLE=worker runs them; a start leaves its compiled modules for the next', async () => {
    const name = `gh_boot_${randomBytes(6).toString('hex')}`;
    databases.push(name);
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = postgresUrlOf(name);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-boot-pg-'));
    dirs.push(dataDir);
    const jobSchema = async () => (await rowsOf(url, `SELECT to_regnamespace('pgboss')::text AS schema`))[0]!.schema;

    // No NODE_COMPILE_CACHE (npm test sets one): main.ts turns the cache on in the system's temporary folder.
    const tempDir = mkdtempSync(path.join(tmpdir(), 'gh-boot-tmp-'));
    dirs.push(tempDir);
    const apiPort = await freePort();
    const api = startServer({ DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(apiPort), ROLE: 'api', LOG_LEVEL: 'info', NODE_COMPILE_CACHE: '', TMPDIR: tempDir });
    await api.printed('Game Hall is running');
    expect(api.output()).toContain('ROLE=api');
    // Written once the server listens, not only at its exit: a start that is killed still leaves it.
    const cached = readdirSync(path.join(tempDir, 'node-compile-cache'), { recursive: true });
    expect(cached.length).toBeGreaterThan(200);
    await expect.poll(() => statusOf(`http://127.0.0.1:${apiPort}/readyz`), { timeout: 15_000 }).toBe(200);
    // Time for a job system to have created its schema, had one started.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await jobSchema()).toBeNull();

    const worker = startServer({ DATABASE_URL: url, DATA_DIR: dataDir, PORT: String(await freePort()), ROLE: 'worker', LOG_LEVEL: 'info' });
    await worker.printed('Game Hall is running');
    await expect.poll(jobSchema, { timeout: 60_000 }).toBe('pgboss');

    for (const server of [api, worker]) server.child.kill('SIGTERM');
    expect(await Promise.all([api.exited, worker.exited])).toEqual([0, 0]);
  }, 300_000);
});
