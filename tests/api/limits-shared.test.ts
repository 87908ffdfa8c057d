// Limits across processes: two real server processes on one PostgreSQL database, counters in Redis,
// the proxy trusted (TRUST_PROXY=127.0.0.1). 30 callers, each with its own X-Forwarded-For address,
// call a limited call alternately on both processes: each gets exactly its allowance, then 429 with
// the localized message, whichever process it hits. Counted per process, a caller would get twice
// the allowance; with the header ignored, all 30 would share one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { bothDatabases, createTestDatabase } from './support/databases.ts';
import { freePort } from './support/free-port.ts';
import { inParallel } from './support/in-parallel.ts';
import { requireRedisUnderCi, TEST_REDIS_URL } from './support/redis-required.ts';
import { killServers, startServer, statusOf, type ServerProcess } from './support/server-process.ts';

const CALLERS = 30;
const ALLOWANCE = 3;
const LOCALES = ['ja-JP', 'en-US', 'zh-CN', 'zh-TW', 'ko-KR', 'vi-VN', 'fil-PH'];
const rateLimited = (locale: string) =>
  (JSON.parse(readFileSync(new URL(`../../locales/${locale}/errors.json`, import.meta.url), 'utf8')) as Record<string, string>).RATE_LIMITED;

// Under CI=true a Redis that does not answer fails the suite here instead of skipping it.
const redisUp = await requireRedisUnderCi();
// Addresses of this run only (documentation range, a random third group), so parallel runs do not
// share a count. The limiter counts an IPv6 client per /64, so each caller has its own /64.
const prefix = `2001:db8:${(0x1000 + (randomBytes(2).readUInt16BE() % 0xf000)).toString(16)}:`;
const addresses = Array.from({ length: CALLERS }, (_, i) => `${prefix}${(i + 1).toString(16)}::1`);

describe.skipIf(!bothDatabases.includes('postgres') || !redisUp)(`rate limits shared by two processes through Redis (${TEST_REDIS_URL})`, () => {
  const ports: number[] = [];
  const servers: ServerProcess[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    dataDir = mkdtempSync(path.join(tmpdir(), 'gh-limits-shared-'));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      servers.push(
        startServer({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          PORT: String(port),
          ROLE: 'api',
          LOG_LEVEL: 'info',
          REDIS_URL: TEST_REDIS_URL,
          TRUST_PROXY: '127.0.0.1',
          RATE_LIMIT_CALLS: `authSettings=${ALLOWANCE}`,
        }),
      );
    }
    await Promise.all(servers.map((server) => server.printed('Game Hall is running')));
  }, 180_000);

  afterAll(async () => {
    killServers();
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    // Only this run's counters: the keys end with its addresses' /64s (they would expire in a minute anyway).
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `gh-rate-limit-*-${prefix}*`, 'COUNT', 1000);
        cursor = next;
        keys.push(...batch);
      } while (cursor !== '0');
      if (keys.length) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it(`${CALLERS} callers with their own forwarded address each get exactly ${ALLOWANCE}, then 429, on either process`, async () => {
    for (const port of ports) await expect.poll(() => statusOf(`http://127.0.0.1:${port}/readyz`), { timeout: 15_000 }).toBe(200);
    const answers = await inParallel(
      addresses.map((address, caller) => async () => {
        const locale = LOCALES[caller % LOCALES.length]!;
        const seen: { port: number; status: number; error?: string; msg?: string }[] = [];
        // Alternately on both processes, starting on either.
        for (let i = 0; i < ALLOWANCE + 2; i++) {
          const port = ports[(caller + i) % 2]!;
          const response = await fetch(`http://127.0.0.1:${port}${calls.authSettings.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': locale },
            body: '{}',
          });
          const body = (await response.json()) as { error?: string; msg?: string };
          seen.push({ port, status: response.status, ...(response.status === 200 ? {} : { error: body.error, msg: body.msg }) });
        }
        return { locale, seen };
      }),
      10,
    );
    for (const [caller, { locale, seen }] of answers.entries()) {
      const limited = { status: 429, error: 'RATE_LIMITED', msg: rateLimited(locale) };
      const expected = seen.map(({ port }, i) => ({ port, ...(i < ALLOWANCE ? { status: 200 } : limited) }));
      expect(seen, `caller ${caller} (${addresses[caller]})`).toEqual(expected);
    }
    // Both processes answered both kinds.
    for (const port of ports) {
      const statuses = new Set(answers.flatMap(({ seen }) => seen.filter((answer) => answer.port === port).map((answer) => answer.status)));
      expect([...statuses].sort()).toEqual([200, 429]);
    }
  });
});
