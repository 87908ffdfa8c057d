// Helpers for the account API tests: captchas with known text, codes read from the dev outbox,
// a whole registration in one call, and calls with a TOKEN header.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calls } from '../../../src/contracts/index.ts';
import type { AppOptions } from '../../../server/app.ts';
import type { DatabaseKind } from './databases.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Every captcha these apps draw reads this (tests type it in other cases too). */
export const CAPTCHA_TEXT = 'K7MX';

/** A settable clock for lockout, expiry and cooldown rules. */
export function testClock(start = new Date('2026-03-01T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export async function startAccountsApp(
  kind: DatabaseKind,
  options: Omit<AppOptions, 'db'> = {},
): Promise<TestApp> {
  return startTestApp(kind, { rateLimit: false, callRateLimits: false, captchaText: () => CAPTCHA_TEXT, seed: false, ...options } as never);
}

export function call(app: FastifyInstance, url: string, body?: unknown, options: { token?: string; locale?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.locale ? { 'accept-language': options.locale } : {}),
      ...(options.token ? { token: options.token } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export async function newCaptcha(app: FastifyInstance): Promise<string> {
  const res = await call(app, calls.captcha.path);
  expect(res.statusCode).toBe(200);
  return res.json().data.uuid;
}

/** The code in the newest mail to this address (dev outbox). */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  await app.background.settled(); // some code mails leave after the answer
  const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
  const [mail] = res.json() as { text: string }[];
  const code = mail?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function mailCount(app: FastifyInstance, email: string): Promise<number> {
  await app.background.settled();
  const res = await app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` });
  return (res.json() as unknown[]).length;
}

/** Registration steps 1 and 2 through the API; answers the session token. */
export async function register(
  app: FastifyInstance,
  account: string,
  options: { email?: string; password?: string; agentCode?: string } = {},
): Promise<string> {
  const email = options.email ?? `${account.toLowerCase()}@example.com`;
  const sent = await call(app, calls.registerSendEmailCode.path, { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(app, email);
  const verified = await call(app, calls.registerVerifyCode.path, { email, code, acceptTerms: true });
  expect(verified.statusCode, verified.body).toBe(200);
  const res = await call(app, calls.registerUser.path, {
    account,
    email,
    password: options.password ?? 'Passw0rd!',
    ...(options.agentCode ? { agentCode: options.agentCode } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

export async function login(app: FastifyInstance, account: string, password: string, captcha = CAPTCHA_TEXT) {
  const uuid = await newCaptcha(app);
  return call(app, calls.login.path, { account, password, uuid, qrcode: captcha });
}
