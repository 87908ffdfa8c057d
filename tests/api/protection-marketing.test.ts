// Marketing during a break or an exclusion: banner/query and favorable/query answer an empty list
// to a signed-in player on a break, self-excluded or excluded by an operator, and the seeded
// banners and promotions to everyone else (signed out, a player without an exclusion, a token that
// names no live session, a player whose break has ended).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { call, register, testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { moneyCall, OPERATOR_TOKEN } from './support/wallet.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { upsertOperator } from '../../server/modules/ops/operators.repo.ts';

const newAccount = () => `mk${randomBytes(5).toString('hex')}`;

async function marketing(app: FastifyInstance, token?: string): Promise<{ banners: number; promotions: number; total: number }> {
  const banners = await call(app, calls.bannerQuery.path, undefined, { token, locale: 'en-US' });
  const promotions = await call(app, calls.favorableQuery.path, {}, { token, locale: 'en-US' });
  expect(banners.statusCode, banners.body).toBe(200);
  expect(promotions.statusCode, promotions.body).toBe(200);
  return { banners: banners.json().data.length, promotions: promotions.json().data.list.length, total: promotions.json().data.total };
}

describe.each(databases)('marketing hidden during a break or an exclusion on %s', (kind) => {
  let started: TestApp;
  let app: FastifyInstance;
  // From the real time: the seeded promotions run relative to it.
  const clock = testClock(new Date());

  beforeAll(async () => {
    // Sessions outlast the clock's jump over a day; several sign-ups from one address.
    started = await startTestApp(kind, {
      now: clock.now,
      rateLimit: false,
      callRateLimits: false,
      accounts: { ...accountsConfigFromEnv({}), sessionIdleMinutes: 0, sessionTtlHours: 24 * 30 },
    } as never);
    app = started.app;
    await upsertOperator(started.database.db, 'test-operator', OPERATOR_TOKEN);
  });
  afterAll(async () => {
    await started?.close();
  });

  it('shows the seeded banners and promotions signed out, to a player without an exclusion and with a dead token', async () => {
    const open = await marketing(app);
    expect(open.banners).toBeGreaterThanOrEqual(3);
    expect(open.promotions).toBeGreaterThanOrEqual(1);
    const token = await register(app, newAccount());
    expect(await marketing(app, token)).toEqual(open);
    // A token that names no session reads as signed out, never 401.
    expect(await marketing(app, 'no-such-token')).toEqual(open);
  });

  it('answers empty lists to a player on a break until it ends, then shows them again', async () => {
    const open = await marketing(app);
    const token = await register(app, newAccount());
    const res = await call(app, calls.protectionExclude.path, { period: '24h', timeZone: 'Asia/Tokyo' }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await marketing(app, token)).toEqual({ banners: 0, promotions: 0, total: 0 });
    // Everyone else still sees them.
    expect(await marketing(app)).toEqual(open);
    clock.advance(24 * 3_600_000 + 60_000);
    expect(await marketing(app, token)).toEqual(open);
  });

  it('answers empty lists to a self-excluded player and to one an operator excluded', async () => {
    const self = await register(app, newAccount());
    expect((await call(app, calls.protectionExclude.path, { period: '6m' }, { token: self })).statusCode).toBe(200);
    expect(await marketing(app, self)).toEqual({ banners: 0, promotions: 0, total: 0 });

    const account = newAccount();
    const excluded = await register(app, account);
    const ops = await moneyCall(app, calls.opsProtectionExclude.path, { account, days: 7, reason: 'Asked by phone' }, { operator: true });
    expect(ops.statusCode, ops.body).toBe(200);
    expect(await marketing(app, excluded)).toEqual({ banners: 0, promotions: 0, total: 0 });
  });
});
