import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { captchas, emailCodes, users } from '../../server/db/schema.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { call, CAPTCHA_TEXT, latestCode, login, mailCount, newCaptcha, register, startAccountsApp, testClock } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { bothDatabases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const t = createTranslator();

describe.each(bothDatabases)('captcha and registration on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
  });
  afterAll(async () => t0?.close());

  describe('auth/captcha', () => {
    it('answers a base64 GIF and a uuid; the answer is stored only as a salted hash', async () => {
      const res = await call(t0.app, calls.captcha.path);
      const { img, uuid } = res.json().data;
      expect(Buffer.from(img, 'base64').subarray(0, 6).toString('latin1')).toBe('GIF89a');
      const [row] = await t0.database.db.select().from(captchas).where(eq(captchas.id, uuid));
      expect(row.answerHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
      expect(row.answerHash.toLowerCase()).not.toContain(CAPTCHA_TEXT.toLowerCase());
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);
    });
  });

  describe('auth/get', () => {
    it('answers the public settings: providers off when not configured, the code cooldown', async () => {
      const res = await call(t0.app, calls.authSettings.path);
      expect(res.json().data).toEqual({ google: null, line: null, emailCodeCooldownSeconds: 60 });
    });
  });

  describe('register/send/email/code', () => {
    it('mails a 6-digit code in the caller language and stores only its hash', async () => {
      const email = 'Send.One@Example.com';
      const res = await call(t0.app, calls.registerSendEmailCode.path, { email }, { locale: 'ko-KR' });
      expect(res.json()).toMatchObject({ code: 200, data: { cooldownSeconds: 60, expiresInSeconds: 600 } });
      const mails = (await t0.app.inject({ method: 'GET', url: '/dev/outbox.json?to=send.one@example.com' })).json();
      expect(mails[0].subject).toBe(t('ko-KR', 'mail', 'register.subject'));
      const code = await latestCode(t0.app, 'send.one@example.com');
      const [row] = await t0.database.db.select().from(emailCodes).where(eq(emailCodes.email, 'send.one@example.com'));
      expect(row.codeHash).not.toContain(code);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
    });

    it('refuses a second code within 60 s with the seconds left, then allows one', async () => {
      const email = 'cooldown@example.com';
      expect((await call(t0.app, calls.registerSendEmailCode.path, { email })).statusCode).toBe(200);
      clock.advance(20_000);
      const again = await call(t0.app, calls.registerSendEmailCode.path, { email }, { locale: 'en-US' });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({ error: 'EMAIL_CODE_COOLDOWN', msg: t('en-US', 'errors', 'EMAIL_CODE_COOLDOWN', { seconds: 40 }) });
      expect(await mailCount(t0.app, email)).toBe(1);
      clock.advance(40_000);
      expect((await call(t0.app, calls.registerSendEmailCode.path, { email })).statusCode).toBe(200);
      expect(await mailCount(t0.app, email)).toBe(2);
    });

    it('refuses an address that already has an account', async () => {
      await register(t0.app, 'Taken01', { email: 'taken01@example.com' });
      const res = await call(t0.app, calls.registerSendEmailCode.path, { email: 'TAKEN01@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('EMAIL_TAKEN');
    });
  });

  describe('register/verify/code', () => {
    const send = async (email: string) => {
      clock.advance(61_000);
      expect((await call(t0.app, calls.registerSendEmailCode.path, { email })).statusCode).toBe(200);
      return latestCode(t0.app, email);
    };
    const verify = (email: string, code: string) =>
      call(t0.app, calls.registerVerifyCode.path, { email, code, acceptTerms: true });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('accepts the right code once and answers until when the address stays verified', async () => {
      const code = await send('verify1@example.com');
      const ok = await verify('verify1@example.com', code);
      expect(ok.json().data).toEqual({
        email: 'verify1@example.com',
        verifiedUntil: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
      });
      const twice = await verify('verify1@example.com', code);
      expect([twice.statusCode, twice.json().error]).toEqual([422, 'EMAIL_CODE_INVALID']);
    });

    it('refuses a wrong code, and after 5 wrong tries even the right one', async () => {
      const code = await send('verify2@example.com');
      for (let i = 0; i < 5; i += 1) {
        const res = await verify('verify2@example.com', wrong(code));
        expect([res.statusCode, res.json().error]).toEqual([422, 'EMAIL_CODE_INVALID']);
      }
      const res = await verify('verify2@example.com', code);
      expect([res.statusCode, res.json().error]).toEqual([422, 'EMAIL_CODE_ATTEMPTS_EXCEEDED']);
    });

    it('refuses an expired code, and an older code once a newer one was sent', async () => {
      const old = await send('verify3@example.com');
      clock.advance(10 * 60_000);
      const res = await verify('verify3@example.com', old);
      expect([res.statusCode, res.json().error]).toEqual([422, 'EMAIL_CODE_EXPIRED']);
      const newer = await send('verify3@example.com');
      expect((await verify('verify3@example.com', newer)).statusCode).toBe(200);
    });

    it('requires the terms to be accepted', async () => {
      const code = await send('verify4@example.com');
      const res = await call(t0.app, calls.registerVerifyCode.path, { email: 'verify4@example.com', code, acceptTerms: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(['acceptTerms']);
    });
  });

  describe('register/valid', () => {
    it('says whether an account name (any case) and an email are free', async () => {
      await register(t0.app, 'Valid01', { email: 'valid01@example.com' });
      const res = await call(t0.app, calls.registerValid.path, { account: 'VALID01', email: 'Valid01@Example.com' });
      expect(res.json().data).toEqual({ account: false, email: false });
      const free = await call(t0.app, calls.registerValid.path, { account: 'Valid02' });
      expect(free.json().data).toEqual({ account: true });
    });
  });

  describe('register/user', () => {
    const verifyEmail = async (email: string) => {
      clock.advance(61_000);
      await call(t0.app, calls.registerSendEmailCode.path, { email });
      const code = await latestCode(t0.app, email);
      expect((await call(t0.app, calls.registerVerifyCode.path, { email, code, acceptTerms: true })).statusCode).toBe(200);
    };

    it('creates the account with an argon2id hash and answers a working token', async () => {
      const token = await register(t0.app, 'Hana2026', { email: 'hana@example.com', password: 'Sakura#2026' });
      const [row] = await t0.database.db.select().from(users).where(eq(users.account, 'Hana2026'));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain('Sakura');
      const info = await call(t0.app, calls.userInfo.path, undefined, { token });
      expect(info.json().data).toMatchObject({ account: 'Hana2026', email: 'hana@example.com' });
    });

    it('needs an address verified in step 1, and each verification registers once', async () => {
      const body = { account: 'NoVerify1', email: 'noverify@example.com', password: 'Passw0rd!' };
      const res = await call(t0.app, calls.registerUser.path, body);
      expect([res.statusCode, res.json().error]).toEqual([422, 'EMAIL_NOT_VERIFIED']);
      await verifyEmail('noverify@example.com');
      expect((await call(t0.app, calls.registerUser.path, body)).statusCode).toBe(200);
      const again = await call(t0.app, calls.registerUser.path, { ...body, account: 'NoVerify2' });
      expect(again.statusCode).toBe(422);
    });

    it('forgets a verification after 30 minutes', async () => {
      await verifyEmail('late@example.com');
      clock.advance(30 * 60_000 + 1);
      const res = await call(t0.app, calls.registerUser.path, { account: 'Late01', email: 'late@example.com', password: 'Passw0rd!' });
      expect(res.json().error).toBe('EMAIL_NOT_VERIFIED');
    });

    it('refuses an account name taken in any case, and stores nothing', async () => {
      await register(t0.app, 'Dup01', { email: 'dup01@example.com' });
      await verifyEmail('dup02@example.com');
      const res = await call(t0.app, calls.registerUser.path, { account: 'DUP01', email: 'dup02@example.com', password: 'Passw0rd!' });
      expect([res.statusCode, res.json().error]).toEqual([409, 'ACCOUNT_TAKEN']);
      const rows = await t0.database.db.select().from(users).where(eq(users.email, 'dup02@example.com'));
      expect(rows).toHaveLength(0);
    });

    it('refuses an unknown agent code and records the agent of a known one', async () => {
      await verifyEmail('recruit@example.com');
      const body = { account: 'Recruit1', email: 'recruit@example.com', password: 'Passw0rd!' };
      const unknown = await call(t0.app, calls.registerUser.path, { ...body, agentCode: 'NOPE1234' }, { locale: 'zh-TW' });
      expect(unknown.json()).toMatchObject({ code: 422, error: 'AGENT_CODE_UNKNOWN', msg: t('zh-TW', 'errors', 'AGENT_CODE_UNKNOWN') });
      expect(await t0.database.db.select().from(users).where(eq(users.account, 'Recruit1'))).toHaveLength(0);

      await register(t0.app, 'Agent01', { email: 'agent01@example.com' });
      await makeAgent(t0.database.db, 'Agent01', 'TEAM2026');
      const ok = await call(t0.app, calls.registerUser.path, { ...body, agentCode: 'team2026' });
      expect(ok.statusCode, ok.body).toBe(200);
      const [agent] = await t0.database.db.select().from(users).where(eq(users.account, 'Agent01'));
      const [recruit] = await t0.database.db.select().from(users).where(eq(users.account, 'Recruit1'));
      expect(recruit.referrerId).toBe(agent.id);
    });

    it('the new account signs in with its password', async () => {
      await register(t0.app, 'SignIn01', { email: 'signin01@example.com', password: 'Passw0rd!' });
      expect((await login(t0.app, 'signin01', 'Passw0rd!')).statusCode).toBe(200);
      expect(await newCaptcha(t0.app)).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
