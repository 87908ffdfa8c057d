// Per-address sign-in limits with and without TRUST_PROXY, and with the /v2-wide limit switched
// off (RATE_LIMIT_MAX=0): the default per-call limit of 10 sign-ins a minute holds in every case.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { DEFAULT_CALL_RATE_LIMITS, type AppOptions } from '../../server/app.ts';
import { globalRateLimitFromEnv } from '../../server/http/rate-limit-env.ts';
import { trustProxyFromEnv } from '../../server/http/trust-proxy-env.ts';
import { CAPTCHA_TEXT } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { oneDatabase } from './support/databases.ts';

const SIGN_INS_A_MINUTE = DEFAULT_CALL_RATE_LIMITS.login!.max;
const PROXY = '10.0.0.1';

interface From {
  /** The socket's peer: the client itself, or the proxy in front of it. */
  remoteAddress: string;
  /** What the proxy (or a client pretending) puts in X-Forwarded-For. */
  forwardedFor?: string;
}

async function signIn(app: FastifyInstance, from: From) {
  const inject = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: from.remoteAddress,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
      ...(payload ? { payload } : {}),
    });
  const captcha = await inject(calls.captcha.path);
  expect(captcha.statusCode).toBe(200);
  const res = await inject(calls.login.path, {
    account: 'Nobody01',
    password: 'WrongPass1',
    uuid: captcha.json().data.uuid,
    qrcode: CAPTCHA_TEXT,
  });
  return res.statusCode;
}

/** Signs in `count` times in turn from each of `sources`; the statuses, in order. */
async function signIns(app: FastifyInstance, sources: From[], count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push(await signIn(app, sources[i % sources.length]));
  return statuses;
}

const refusedFromThe11th = [...Array(SIGN_INS_A_MINUTE).fill(401), 429];

function app(options: Omit<AppOptions, 'db'>) {
  return startTestApp(oneDatabase, { seed: false, captchaText: () => CAPTCHA_TEXT, ...options });
}

describe('sign-in limits with RATE_LIMIT_MAX=0', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await app({ rateLimit: globalRateLimitFromEnv('0') });
  });
  afterAll(async () => t0?.close());

  it('still refuses the 11th sign-in in a minute from one address', async () => {
    expect(await signIns(t0.app, [{ remoteAddress: '192.0.2.10' }], SIGN_INS_A_MINUTE + 1)).toEqual(refusedFromThe11th);
  });

  it('has no /v2-wide limit left (no rate-limit headers on an unlimited call)', async () => {
    const res = await t0.app.inject({ method: 'POST', url: calls.bannerQuery.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('sign-in limits without TRUST_PROXY (the default)', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await app({ trustProxy: trustProxyFromEnv(undefined) });
  });
  afterAll(async () => t0?.close());

  it('ignores X-Forwarded-For: a client cannot pick a fresh address for each attempt', async () => {
    const spoofing = Array.from({ length: SIGN_INS_A_MINUTE + 1 }, (_, i) => ({ remoteAddress: '192.0.2.20', forwardedFor: `198.51.100.${i}` }));
    expect(await signIns(t0.app, spoofing, SIGN_INS_A_MINUTE + 1)).toEqual(refusedFromThe11th);
  });

  it('counts per socket address: a second address has its own allowance', async () => {
    expect(await signIn(t0.app, { remoteAddress: '192.0.2.20' })).toBe(429);
    expect(await signIn(t0.app, { remoteAddress: '192.0.2.21' })).toBe(401);
  });

  it('so every player behind one proxy shares one allowance', async () => {
    const players = [
      { remoteAddress: PROXY, forwardedFor: '203.0.113.1' },
      { remoteAddress: PROXY, forwardedFor: '203.0.113.2' },
    ];
    expect(await signIns(t0.app, players, SIGN_INS_A_MINUTE + 1)).toEqual(refusedFromThe11th);
  });
});

describe(`sign-in limits with TRUST_PROXY=${PROXY}`, () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await app({ trustProxy: trustProxyFromEnv(PROXY) });
  });
  afterAll(async () => t0?.close());

  it('gives two players behind the proxy separate allowances', async () => {
    const first = { remoteAddress: PROXY, forwardedFor: '203.0.113.1' };
    const second = { remoteAddress: PROXY, forwardedFor: '203.0.113.2' };
    expect(await signIns(t0.app, [first], SIGN_INS_A_MINUTE + 1)).toEqual(refusedFromThe11th);
    expect(await signIn(t0.app, second)).toBe(401);
    // The proxy's own address is not spent either.
    expect(await signIn(t0.app, { remoteAddress: PROXY })).toBe(401);
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    const spoofing = Array.from({ length: SIGN_INS_A_MINUTE + 1 }, (_, i) => ({ remoteAddress: '192.0.2.30', forwardedFor: `198.51.100.${i}` }));
    expect(await signIns(t0.app, spoofing, SIGN_INS_A_MINUTE + 1)).toEqual(refusedFromThe11th);
  });
});
