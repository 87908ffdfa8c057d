// Per-address limits on sign-in and mailed codes, counted in memory or, with REDIS_URL, in Redis
// shared by every server process.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { AppOptions } from '../../server/app.ts';
import { call, login, startAccountsApp } from './support/accounts.ts';
import { requireRedisUnderCi, TEST_REDIS_URL } from './support/redis-required.ts';
import type { TestApp } from './support/test-app.ts';
import { oneDatabase } from './support/databases.ts';

const REDIS_URL = TEST_REDIS_URL;
// Under CI=true a Redis that does not answer fails here rather than skipping the shared count.
const redisUp = await requireRedisUnderCi();

const limited = (extra: Partial<AppOptions> = {}): Omit<AppOptions, 'db'> => ({
  rateLimit: { max: 600, timeWindowMs: 60_000 },
  callRateLimits: { login: { max: 3, timeWindowMs: 60_000 }, registerSendEmailCode: { max: 2, timeWindowMs: 60_000 } },
  ...extra,
});

async function expectLoginLimit(app: TestApp['app'], allowed: number) {
  for (let i = 0; i < allowed; i += 1) expect((await login(app, 'Nobody01', 'WrongPass1')).statusCode).toBe(401);
  const res = await login(app, 'Nobody01', 'WrongPass1');
  expect([res.statusCode, res.json().error]).toEqual([429, 'RATE_LIMITED']);
}

describe('per-address rate limits in memory', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startAccountsApp(oneDatabase, limited());
  });
  afterAll(async () => t0?.close());

  it('slows sign-in attempts from one address (429 after the limit)', async () => {
    await expectLoginLimit(t0.app, 3);
    // Other calls keep their own, larger allowance.
    expect((await call(t0.app, calls.authSettings.path)).statusCode).toBe(200);
  });

  it('limits code mails per address across different emails', async () => {
    expect((await call(t0.app, calls.registerSendEmailCode.path, { email: 'rl1@example.com' })).statusCode).toBe(200);
    expect((await call(t0.app, calls.registerSendEmailCode.path, { email: 'rl2@example.com' })).statusCode).toBe(200);
    const third = await call(t0.app, calls.registerSendEmailCode.path, { email: 'rl3@example.com' }, { locale: 'en-US' });
    expect([third.statusCode, third.json().error]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe.skipIf(!redisUp)(`per-address rate limits in Redis (${REDIS_URL}; outside CI skipped when nothing answers there)`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = limited({ redisUrl: REDIS_URL, redisNamespace: `gh-test-${randomBytes(6).toString('hex')}-` });
    a = await startAccountsApp(oneDatabase, shared);
    b = await startAccountsApp(oneDatabase, shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two server processes share one count', async () => {
    expect((await login(a.app, 'Nobody01', 'WrongPass1')).statusCode).toBe(401);
    expect((await login(b.app, 'Nobody01', 'WrongPass1')).statusCode).toBe(401);
    expect((await login(a.app, 'Nobody01', 'WrongPass1')).statusCode).toBe(401);
    const res = await login(b.app, 'Nobody01', 'WrongPass1');
    expect([res.statusCode, res.json().error]).toEqual([429, 'RATE_LIMITED']);
  });
});
