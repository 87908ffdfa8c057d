// Several instances without REDIS_URL refuse to start: real `node server/main.ts` processes on one
// PostgreSQL database. A process without REDIS_URL counts limits in its own memory and serves only
// alone; processes with REDIS_URL serve together; whoever does not fit exits non-zero at once saying
// what runs and to set REDIS_URL. Losing the lock's connection stops the process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bothDatabases, createTestDatabase } from './support/databases.ts';
import { freePort } from './support/free-port.ts';
import { TEST_REDIS_URL } from './support/redis-required.ts';
import { killServers, startServer, statusOf, type ServerProcess } from './support/server-process.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killServers();
  for (const cleanup of cleanups) await cleanup();
});

/** A throwaway migrated database and a data directory for the demo secrets its processes share. */
async function hall() {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-limits-lock-'));
  cleanups.push(database.drop, () => rmSync(dataDir, { recursive: true, force: true }));
  // The lock does not talk to Redis: REDIS_URL only has to be set (no limited call is made here).
  // ROLE=api serves calls like `all` without starting the job system, which this test does not need.
  return async (withRedis: boolean, extra: Record<string, string> = {}) => {
    const port = await freePort();
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: String(port), ROLE: 'api', LOG_LEVEL: 'info', REDIS_URL: withRedis ? TEST_REDIS_URL : '' };
    const server = startServer({ ...env, ...extra });
    return { server, port, url: database.url };
  };
}

async function serves(started: { server: ServerProcess; port: number }) {
  await started.server.printed('Game Hall is running');
  await expect.poll(() => statusOf(`http://127.0.0.1:${started.port}/readyz`), { timeout: 15_000 }).toBe(200);
}

async function refused(server: ServerProcess, running: string) {
  // Whichever comes first: its exit, or (the failure) it serving.
  const serving = server.printed('Game Hall is running').then(
    () => 'served',
    () => new Promise<never>(() => {}),
  );
  expect(await Promise.race([server.exited, serving]), server.output()).toBe(1);
  expect(server.output()).toContain('Rate limits must be shared');
  expect(server.output()).toContain(running);
  expect(server.output()).toContain('Set REDIS_URL (the same Redis) on every instance');
  // Refused before the migrations and the seed: nothing was served.
  expect(server.output()).not.toContain('Game Hall is running');
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe.skipIf(!bothDatabases.includes('postgres'))('rate limits shared or one instance (PostgreSQL advisory lock)', () => {
  it('a process without REDIS_URL serves alone: a second one without it, and one with it, exit 1', async () => {
    const start = await hall();
    const alone = await start(false);
    await serves(alone);
    const [without, withRedis] = [await start(false), await start(true)];
    await refused(without.server, 'a Game Hall process without REDIS_URL already serves this database');
    await refused(withRedis.server, 'a Game Hall process without REDIS_URL already serves this database');
    expect(await statusOf(`http://127.0.0.1:${alone.port}/readyz`)).toBe(200);
    await stop(alone.server);
  }, 180_000);

  it('processes with REDIS_URL serve together; one without it then exits 1; losing the lock connection stops a process', async () => {
    const start = await hall();
    const first = await start(true, { DB_APPLICATION_NAME: 'gh-limits-first' });
    const second = await start(true);
    await Promise.all([serves(first), serves(second)]);
    await refused((await start(false)).server, 'Game Hall process(es) with REDIS_URL already serve this database');

    // The lock's connection ends (an administrator, a failover): the process stops rather than
    // serving where an unshared process could now start; the other one keeps serving.
    const admin = new pg.Client({ connectionString: first.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'gh-limits-first-limits' AND datname = current_database()`,
      );
      expect(rows).toEqual([{ ended: true }]);
    } finally {
      await admin.end();
    }
    expect(await first.server.exited).toBe(1);
    expect(first.server.output()).toContain('The database connection holding the rate-limit lock ended');
    expect(await statusOf(`http://127.0.0.1:${second.port}/readyz`)).toBe(200);
    await stop(second.server);
  }, 180_000);
});
