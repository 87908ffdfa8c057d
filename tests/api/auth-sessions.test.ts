import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { sha256Hex } from '../../server/modules/auth/secrets.fns.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { call, latestCode, login, mailCount, newCaptcha, register, startAccountsApp, testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const me = (app: TestApp['app'], token?: string) => call(app, calls.userInfo.path, undefined, { token });
const status = (res: { statusCode: number; json(): { error?: string } }) => [res.statusCode, res.json().error];

describe.each(databases)('sign-in and sessions on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
  });
  afterAll(async () => t0?.close());

  describe('auth/login', () => {
    it('signs in by account name (any case) or email and records the time', async () => {
      await register(t0.app, 'Login01', { email: 'login01@example.com' });
      const byName = await login(t0.app, 'LOGIN01', 'Passw0rd!');
      expect(byName.statusCode).toBe(200);
      const byEmail = await login(t0.app, 'Login01@Example.com', 'Passw0rd!');
      expect(byEmail.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await t0.database.db.select().from(users).where(eq(users.account, 'Login01'));
      expect(row.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
    });

    it('answers unknown account, wrong password and wrong captcha identically', async () => {
      await register(t0.app, 'Enum01');
      const answers = [
        await login(t0.app, 'NoSuchUser', 'Passw0rd!'),
        await login(t0.app, 'Enum01', 'WrongPass1'),
        await login(t0.app, 'Enum01', 'Passw0rd!', 'ZZZZ'),
      ].map((res) => {
        const { reqId: _reqId, ...body } = res.json();
        return { status: res.statusCode, body };
      });
      expect(answers[0]).toEqual({ status: 401, body: expect.objectContaining({ error: 'LOGIN_FAILED' }) });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });

    it('reads the captcha case-insensitively, once, for 5 minutes', async () => {
      await register(t0.app, 'Captcha01');
      expect((await login(t0.app, 'Captcha01', 'Passw0rd!', 'k7mx')).statusCode).toBe(200);
      const uuid = await newCaptcha(t0.app);
      const body = { account: 'Captcha01', password: 'WrongPass1', uuid, qrcode: 'K7MX' };
      await call(t0.app, calls.login.path, body);
      const reused = await call(t0.app, calls.login.path, { ...body, password: 'Passw0rd!' });
      expect(status(reused)).toEqual([401, 'LOGIN_FAILED']);
      const stale = await newCaptcha(t0.app);
      clock.advance(5 * 60_000);
      const late = await call(t0.app, calls.login.path, { ...body, password: 'Passw0rd!', uuid: stale });
      expect(status(late)).toEqual([401, 'LOGIN_FAILED']);
    });

    it('locks the account for 15 minutes after 5 wrong passwords, without saying so', async () => {
      await register(t0.app, 'Lock01');
      for (let i = 0; i < 4; i += 1) await login(t0.app, 'Lock01', 'WrongPass1');
      // Wrong captchas do not count: anyone could otherwise lock any account.
      await login(t0.app, 'Lock01', 'WrongPass1', 'ZZZZ');
      expect((await login(t0.app, 'Lock01', 'Passw0rd!')).statusCode).toBe(200);
      for (let i = 0; i < 5; i += 1) await login(t0.app, 'Lock01', 'WrongPass1');
      const locked = await login(t0.app, 'Lock01', 'Passw0rd!');
      expect(status(locked)).toEqual([401, 'LOGIN_FAILED']);
      clock.advance(15 * 60_000 - 1000);
      expect((await login(t0.app, 'Lock01', 'Passw0rd!')).statusCode).toBe(401);
      clock.advance(1000);
      expect((await login(t0.app, 'Lock01', 'Passw0rd!')).statusCode).toBe(200);
      const [row] = await t0.database.db.select().from(users).where(eq(users.account, 'Lock01'));
      expect([row.failedLogins, row.lockedUntil]).toEqual([0, null]);
    });

    it('answers 402 ACCOUNT_FROZEN to a frozen account with the right password', async () => {
      const token = await register(t0.app, 'Frozen01');
      await t0.database.db.update(users).set({ status: 'frozen' }).where(eq(users.account, 'Frozen01'));
      expect(status(await login(t0.app, 'Frozen01', 'Passw0rd!'))).toEqual([402, 'ACCOUNT_FROZEN']);
      expect(status(await me(t0.app, token))).toEqual([402, 'ACCOUNT_FROZEN']);
      expect(status(await me(t0.app, token))).toEqual([402, 'ACCOUNT_FROZEN']);
    });
  });

  describe('sessions', () => {
    it('stores only the sha256 of the token', async () => {
      const token = await register(t0.app, 'Hash01');
      const rows = await t0.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
      expect(rows).toHaveLength(1);
      const all = JSON.stringify(await t0.database.db.select().from(sessions));
      expect(all).not.toContain(token);
    });

    it('answers 401 without a token, with an unknown one and after the lifetime (72 h) even when in use', async () => {
      expect(status(await me(t0.app))).toEqual([401, 'UNAUTHORIZED']);
      expect(status(await me(t0.app, 'not-a-session'))).toEqual([401, 'UNAUTHORIZED']);
      const token = await register(t0.app, 'Expiry01');
      // Used every 50 minutes, so only the lifetime can end it.
      for (let used = 0; used < 72 * 60 - 50; used += 50) {
        clock.advance(50 * 60_000);
        expect((await me(t0.app, token)).statusCode).toBe(200);
      }
      clock.advance(((72 * 60) % 50) * 60_000 - 1000);
      expect((await me(t0.app, token)).statusCode).toBe(200);
      clock.advance(1000);
      expect(status(await me(t0.app, token))).toEqual([401, 'UNAUTHORIZED']);
    });

    it('answers 401 once a session went unused for the idle time (60 min, plus the minute last use is recorded to)', async () => {
      const token = await register(t0.app, 'Idle01');
      clock.advance(59 * 60_000);
      expect((await me(t0.app, token)).statusCode).toBe(200);
      // That use was recorded, so the idle time starts again from here.
      clock.advance(61 * 60_000 - 1);
      expect((await me(t0.app, token)).statusCode).toBe(200);
      clock.advance(61 * 60_000);
      expect(status(await me(t0.app, token))).toEqual([401, 'UNAUTHORIZED']);
      // Signing in again gives a fresh session.
      expect((await login(t0.app, 'Idle01', 'Passw0rd!')).statusCode).toBe(200);
    });

    it('SESSION_IDLE_MINUTES sets the idle time; 0 turns it off', async () => {
      expect(accountsConfigFromEnv({}).sessionIdleMinutes).toBe(60);
      expect(accountsConfigFromEnv({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMinutes).toBe(15);
      expect(accountsConfigFromEnv({ SESSION_IDLE_MINUTES: '0' }).sessionIdleMinutes).toBe(0);
      expect(accountsConfigFromEnv({ SESSION_IDLE_MINUTES: 'soon' }).sessionIdleMinutes).toBe(60);
      const short = await startAccountsApp(kind, { now: clock.now, accounts: accountsConfigFromEnv({ SESSION_IDLE_MINUTES: '15' }) });
      const off = await startAccountsApp(kind, { now: clock.now, accounts: accountsConfigFromEnv({ SESSION_IDLE_MINUTES: '0' }) });
      try {
        const a = await register(short.app, 'Idle02');
        const b = await register(off.app, 'Idle03');
        clock.advance(16 * 60_000 - 1);
        expect((await me(short.app, a)).statusCode).toBe(200);
        clock.advance(16 * 60_000);
        expect(status(await me(short.app, a))).toEqual([401, 'UNAUTHORIZED']);
        clock.advance(24 * 3_600_000);
        expect((await me(off.app, b)).statusCode).toBe(200);
      } finally {
        await Promise.all([short.close(), off.close()]);
      }
    });

    it('writes last use at most once a minute', async () => {
      const token = await register(t0.app, 'Used01');
      const lastUsed = async () =>
        (await t0.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token))))[0].lastUsedAt.getTime();
      const start = await lastUsed();
      clock.advance(30_000);
      await me(t0.app, token);
      expect(await lastUsed()).toBe(start);
      clock.advance(30_000);
      await me(t0.app, token);
      expect(await lastUsed()).toBe(start + 60_000);
    });

    it('logout ends this session on the server', async () => {
      const token = await register(t0.app, 'Logout01');
      expect((await call(t0.app, calls.logout.path, undefined, { token })).statusCode).toBe(200);
      expect(status(await me(t0.app, token))).toEqual([401, 'UNAUTHORIZED']);
    });

    it('signing in elsewhere ends the other session with 402 SESSION_ENDED_ELSEWHERE', async () => {
      const first = await register(t0.app, 'Single01');
      const second = (await login(t0.app, 'Single01', 'Passw0rd!')).json().data.token;
      expect(status(await me(t0.app, first))).toEqual([402, 'SESSION_ENDED_ELSEWHERE']);
      expect((await me(t0.app, second)).statusCode).toBe(200);
    });
  });

  describe('auth/password/update', () => {
    it('needs the old password, keeps this session and ends the others', async () => {
      await register(t0.app, 'Change01');
      const multi = await startAccountsApp(kind, {
        now: clock.now,
        accounts: { ...accountsConfigFromEnv({ SINGLE_SESSION: '0' }) },
      });
      try {
        const a = await register(multi.app, 'Change02');
        const b = (await login(multi.app, 'Change02', 'Passw0rd!')).json().data.token;
        expect((await me(multi.app, a)).statusCode).toBe(200);
        const wrong = await call(multi.app, calls.passwordUpdate.path, { oldPassword: 'nope123', newPassword: 'N3wPass!' }, { token: b });
        expect(status(wrong)).toEqual([422, 'PASSWORD_INCORRECT']);
        const ok = await call(multi.app, calls.passwordUpdate.path, { oldPassword: 'Passw0rd!', newPassword: 'N3wPass!' }, { token: b });
        expect(ok.statusCode).toBe(200);
        expect((await me(multi.app, b)).statusCode).toBe(200);
        expect(status(await me(multi.app, a))).toEqual([401, 'UNAUTHORIZED']);
        expect((await login(multi.app, 'Change02', 'Passw0rd!')).statusCode).toBe(401);
        expect((await login(multi.app, 'Change02', 'N3wPass!')).statusCode).toBe(200);
      } finally {
        await multi.close();
      }
    });
  });

  describe('find password', () => {
    const send = async (account: string, qrcode = 'K7MX') => {
      const uuid = await newCaptcha(t0.app);
      return call(t0.app, calls.findPasswordSend.path, { account, uuid, qrcode });
    };

    it('checks the captcha', async () => {
      expect(status(await send('whoever', 'ZZZZ'))).toEqual([422, 'CAPTCHA_INVALID']);
    });

    it('answers the same for unknown accounts and mails nothing', async () => {
      const unknown = await send('Ghost01');
      const { reqId: _a, ...unknownBody } = unknown.json();
      await register(t0.app, 'Reset00');
      const known = await send('Reset00');
      const { reqId: _b, ...knownBody } = known.json();
      expect([unknown.statusCode, unknownBody]).toEqual([known.statusCode, knownBody]);
      expect(unknownBody.data).toBeNull();
      expect(await mailCount(t0.app, 'ghost01@example.com')).toBe(0);
      expect(await mailCount(t0.app, 'reset00@example.com')).toBe(2);
    });

    it('a second request within the minute is answered the same and quietly not sent', async () => {
      await register(t0.app, 'Reset01');
      expect((await send('Reset01')).statusCode).toBe(200);
      expect((await send('Reset01')).statusCode).toBe(200);
      expect(await mailCount(t0.app, 'reset01@example.com')).toBe(2);
    });

    it('resets with the mailed code once, ends every session and lifts the lock', async () => {
      const token = await register(t0.app, 'Reset02');
      for (let i = 0; i < 5; i += 1) await login(t0.app, 'Reset02', 'WrongPass1');
      clock.advance(61_000);
      await send('reset02@example.com');
      const code = await latestCode(t0.app, 'reset02@example.com');
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const bad = await call(t0.app, calls.findPasswordReset.path, { account: 'Reset02', newPassword: 'Fresh#Pass1', qrcode: wrongCode });
      expect(status(bad)).toEqual([422, 'RESET_CODE_INVALID']);
      const ok = await call(t0.app, calls.findPasswordReset.path, { account: 'Reset02', newPassword: 'Fresh#Pass1', qrcode: code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(status(await me(t0.app, token))).toEqual([401, 'UNAUTHORIZED']);
      expect((await login(t0.app, 'Reset02', 'Fresh#Pass1')).statusCode).toBe(200);
      const again = await call(t0.app, calls.findPasswordReset.path, { account: 'Reset02', newPassword: 'Other#Pass1', qrcode: code });
      expect(status(again)).toEqual([422, 'RESET_CODE_INVALID']);
    });

    it('refuses an expired reset code and an unknown account alike', async () => {
      await register(t0.app, 'Reset03');
      clock.advance(61_000);
      await send('Reset03');
      const code = await latestCode(t0.app, 'reset03@example.com');
      clock.advance(10 * 60_000);
      const late = await call(t0.app, calls.findPasswordReset.path, { account: 'Reset03', newPassword: 'Fresh#Pass1', qrcode: code });
      expect(status(late)).toEqual([422, 'RESET_CODE_INVALID']);
      const ghost = await call(t0.app, calls.findPasswordReset.path, { account: 'Ghost02', newPassword: 'Fresh#Pass1', qrcode: code });
      expect(status(ghost)).toEqual([422, 'RESET_CODE_INVALID']);
    });
  });
});
