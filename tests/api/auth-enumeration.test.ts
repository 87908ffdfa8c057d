// Sign-in and password recovery must not tell whether an account exists: same status, body,
// error key and headers, and the same password-hashing work (so the same time) for known and
// unknown accounts. Registration may say "taken", but only behind its own per-address limit.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { call, latestCode, login, mailCount, newCaptcha, register, startAccountsApp, testClock } from './support/accounts.ts';
import { databases, oneDatabase } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

type Answer = Awaited<ReturnType<typeof call>>;

/** Everything a caller can see of an answer, except what differs on every request. */
function visible(res: Answer) {
  const { reqId: _reqId, ...body } = res.json();
  const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
  return { status: res.statusCode, body, headers };
}

/**
 * Every argon2 derivation the server runs, with its cost. The time of a sign-in is one such
 * derivation plus database reads; comparing the derivations an answer cost is what a timing attack
 * would measure, without the noise of a shared machine.
 */
const argon2Calls = vi.hoisted(() => [] as string[]);
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const argon2: typeof crypto.argon2 = (algorithm, parameters, callback) => {
    const { memory, passes, parallelism, tagLength } = parameters;
    argon2Calls.push(`${algorithm} m=${memory} t=${passes} p=${parallelism} tag=${tagLength}`);
    crypto.argon2(algorithm, parameters, callback);
  };
  return { ...crypto, argon2, default: { ...crypto, argon2 } };
});

describe.each(databases)('known and unknown accounts look alike on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
    await register(t0.app, 'Known01');
    await register(t0.app, 'Known02');
    await register(t0.app, 'Known03');
  });
  afterAll(async () => t0?.close());

  const sendReset = async (account: string) => {
    const uuid = await newCaptcha(t0.app);
    return call(t0.app, calls.findPasswordSend.path, { account, uuid, qrcode: 'K7MX' }, { locale: 'en-US' });
  };
  const reset = (account: string, qrcode: string) =>
    call(t0.app, calls.findPasswordReset.path, { account, newPassword: 'Fresh#Pass1', qrcode }, { locale: 'en-US' });

  it('auth/login: unknown account, wrong password and a locked account answer the same', async () => {
    const unknown = visible(await login(t0.app, 'Nobody99', 'WrongPass1'));
    const wrong = visible(await login(t0.app, 'Known01', 'WrongPass1'));
    const byEmail = visible(await login(t0.app, 'known01@example.com', 'WrongPass1'));
    for (let i = 0; i < 5; i += 1) await login(t0.app, 'Known02', 'WrongPass1');
    const locked = visible(await login(t0.app, 'Known02', 'Passw0rd!'));
    expect(unknown).toMatchObject({ status: 401, body: { error: 'LOGIN_FAILED' } });
    expect(wrong).toEqual(unknown);
    expect(byEmail).toEqual(unknown);
    expect(locked).toEqual(unknown);
  });

  it('auth/login does the same password-hashing work for an unknown account as for a wrong password', async () => {
    const work = async (account: string) => {
      await login(t0.app, account, 'WrongPass1');
      argon2Calls.length = 0;
      await login(t0.app, account, 'WrongPass1');
      return [...argon2Calls];
    };
    const unknown = await work('Nobody42');
    const known = await work('Known03');
    // One argon2id verification each, at the cost real passwords are stored with.
    expect(known).toHaveLength(1);
    expect(unknown).toEqual(known);
    expect((await login(t0.app, 'Known03', 'Passw0rd!')).statusCode).toBe(200);
  });

  it('auth/send/email: same answer for a known and an unknown account, also within the cooldown', async () => {
    clock.advance(61_000);
    const knownFirst = visible(await sendReset('Known01'));
    const unknownFirst = visible(await sendReset('Nobody98'));
    const knownAgain = visible(await sendReset('Known01'));
    const unknownAgain = visible(await sendReset('Nobody98'));
    expect(knownFirst).toMatchObject({ status: 200, body: { code: 200, data: null } });
    expect(unknownFirst).toEqual(knownFirst);
    expect(knownAgain).toEqual(knownFirst);
    expect(unknownAgain).toEqual(knownFirst);
    // Only the known account got mail, and only once within the cooldown.
    expect(await mailCount(t0.app, 'known01@example.com')).toBe(2);
  });

  it('auth/reset/password: unknown account, wrong, expired and worn-out codes answer the same', async () => {
    clock.advance(61_000);
    await sendReset('Known01');
    const code = await latestCode(t0.app, 'known01@example.com');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const unknown = visible(await reset('Nobody97', code));
    const wrong = visible(await reset('Known01', wrongCode));
    expect(unknown).toMatchObject({ status: 422, body: { error: 'RESET_CODE_INVALID' } });
    expect(wrong).toEqual(unknown);
    for (let i = 0; i < 4; i += 1) await reset('Known01', wrongCode);
    expect(visible(await reset('Known01', code))).toEqual(unknown); // five wrong tries spent it
    clock.advance(61_000);
    await sendReset('Known01');
    const late = await latestCode(t0.app, 'known01@example.com');
    clock.advance(10 * 60_000);
    expect(visible(await reset('Known01', late))).toEqual(unknown);
    // No code was ever sent for this one.
    expect(visible(await reset('Known02', code))).toEqual(unknown);
  });
});

describe('registration may say "taken", behind its own per-address limit', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startAccountsApp(oneDatabase, { rateLimit: { max: 600, timeWindowMs: 60_000 }, callRateLimits: {} });
  });
  afterAll(async () => t0?.close());

  it('register/valid answers 429 after 20 a minute', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await call(t0.app, calls.registerValid.path, { account: `Probe${i}x` })).statusCode).toBe(200);
    }
    const res = await call(t0.app, calls.registerValid.path, { account: 'Probe99x' });
    expect([res.statusCode, res.json().error]).toEqual([429, 'RATE_LIMITED']);
  });

  it('register/user answers 429 after 10 a minute', async () => {
    const body = { account: 'Probe01', email: 'probe01@example.com', password: 'Sakura#2026' };
    for (let i = 0; i < 10; i += 1) expect((await call(t0.app, calls.registerUser.path, body)).statusCode).toBe(422);
    const res = await call(t0.app, calls.registerUser.path, body);
    expect([res.statusCode, res.json().error]).toEqual([429, 'RATE_LIMITED']);
  });
});
