// The account lock: wrong login passwords count wherever they are typed (sign-in, changing the
// password, setting the fund password); the fifth locks the account and mails its owner a
// single-use, expiring link that lifts the lock.
import { randomBytes } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { mailOutbox, users } from '../../server/db/schema.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { sha256Hex } from '../../server/modules/auth/secrets.fns.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { call, login, newCaptcha, register, startAccountsApp, testClock } from './support/accounts.ts';
import { databases, oneDatabase } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const t = createTranslator();
const PUBLIC_URL = 'https://hall.example';
const status = (res: { statusCode: number; json(): { error?: string } }) => [res.statusCode, res.json().error];

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe.each(databases)('account lock and unlock link on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now, accounts: accountsConfigFromEnv({ PUBLIC_URL }) });
  });
  afterAll(async () => t0?.close());

  const mailsTo = async (email: string): Promise<Mail[]> =>
    (await t0.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(email)}` })).json();
  /** The lock mail arrives after the answer (it must not slow the refusal down): wait for it. */
  const lockMail = async (email: string, count = 1): Promise<Mail> => {
    let mails: Mail[] = [];
    await vi.waitFor(async () => {
      mails = (await mailsTo(email)).filter((mail) => mail.text.includes('#unlock='));
      expect(mails).toHaveLength(count);
    });
    return mails[0]!;
  };
  const linkIn = (mail: Mail) => /https:\/\/\S+#unlock=([A-Za-z0-9_-]{43})/.exec(mail.text);
  const unlock = (token: string) => call(t0.app, calls.unlock.path, { token }, { locale: 'en-US' });
  const userRow = async (account: string) => (await t0.database.db.select().from(users).where(eq(users.account, account)))[0]!;

  it('five wrong sign-ins lock the account and mail its owner, in their language, a link that lifts the lock', async () => {
    await register(t0.app, 'Unlock01');
    // The owner signs in in English: the lock mail follows the owner's language, not the guesser's.
    const signIn = await t0.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'accept-language': 'en-US' },
      payload: { account: 'Unlock01', password: 'Passw0rd!', uuid: await newCaptcha(t0.app), qrcode: 'K7MX' },
    });
    expect(signIn.statusCode).toBe(200);

    for (let i = 0; i < 4; i += 1) expect(status(await login(t0.app, 'Unlock01', 'WrongPass1'))).toEqual([401, 'LOGIN_FAILED']);
    expect(await mailsTo('unlock01@example.com')).toHaveLength(1); // only the sign-up code so far
    expect(status(await login(t0.app, 'Unlock01', 'WrongPass1'))).toEqual([401, 'LOGIN_FAILED']);
    expect(status(await login(t0.app, 'Unlock01', 'Passw0rd!'))).toEqual([401, 'LOGIN_FAILED']);

    const mail = await lockMail('unlock01@example.com');
    expect(mail.subject).toBe(t('en-US', 'mail', 'unlock.subject'));
    expect(mail.text).toContain(t('en-US', 'mail', 'unlock.intro', { lockMinutes: 15 }));
    const link = linkIn(mail);
    expect(link?.[0]).toMatch(new RegExp(`^${PUBLIC_URL}/en-US/login#unlock=`));
    const [stored] = await t0.database.db.select({ html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.subject, mail.subject));
    expect(stored?.html).toContain(`href="${link![0]}"`);
    const token = link![1]!;
    // Only the hash is stored.
    const row = await userRow('Unlock01');
    expect(row.unlockTokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await unlock(token)).statusCode).toBe(200);
    expect((await login(t0.app, 'Unlock01', 'Passw0rd!')).statusCode).toBe(200);
  });

  it('the link works once', async () => {
    await register(t0.app, 'Unlock02');
    for (let i = 0; i < 5; i += 1) await login(t0.app, 'Unlock02', 'WrongPass1');
    const token = linkIn(await lockMail('unlock02@example.com'))![1]!;
    expect((await unlock(token)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await login(t0.app, 'Unlock02', 'WrongPass1');
    const again = await unlock(token);
    expect(again.json()).toMatchObject({ code: 422, error: 'UNLOCK_LINK_INVALID', msg: t('en-US', 'errors', 'UNLOCK_LINK_INVALID') });
    expect(status(await login(t0.app, 'Unlock02', 'Passw0rd!'))).toEqual([401, 'LOGIN_FAILED']);
    // The second lock sent a new link of its own.
    const second = (await mailsTo('unlock02@example.com')).filter((mail) => mail.text.includes('#unlock='));
    expect(second).toHaveLength(2);
  });

  it('the link expires after 60 minutes', async () => {
    await register(t0.app, 'Unlock03');
    for (let i = 0; i < 5; i += 1) await login(t0.app, 'Unlock03', 'WrongPass1');
    const token = linkIn(await lockMail('unlock03@example.com'))![1]!;
    clock.advance(60 * 60_000);
    expect(status(await unlock(token))).toEqual([422, 'UNLOCK_LINK_INVALID']);
  });

  it('nobody without the mail can lift the lock', async () => {
    await register(t0.app, 'Unlock04');
    for (let i = 0; i < 5; i += 1) await login(t0.app, 'Unlock04', 'WrongPass1');
    await lockMail('unlock04@example.com');
    expect(status(await unlock(randomBytes(32).toString('base64url')))).toEqual([422, 'UNLOCK_LINK_INVALID']);
    expect(status(await unlock('short'))).toEqual([400, 'VALIDATION_FAILED']);
    expect(status(await login(t0.app, 'Unlock04', 'Passw0rd!'))).toEqual([401, 'LOGIN_FAILED']);
    // The lock still ends by itself after 15 minutes.
    clock.advance(15 * 60_000);
    expect((await login(t0.app, 'Unlock04', 'Passw0rd!')).statusCode).toBe(200);
  });

  describe('guessing the login password while signed in', () => {
    const setFundPassword = (token: string, password: string) =>
      call(t0.app, calls.paymentPasswordUpdate.path, { password, paymentPassword: '246810' }, { token, locale: 'en-US' });
    const changePassword = (token: string, oldPassword: string) =>
      call(t0.app, calls.passwordUpdate.path, { oldPassword, newPassword: 'Better#2026' }, { token, locale: 'en-US' });

    it('auth/password/update/payment counts wrong login passwords and locks after five, like sign-in', async () => {
      const token = await register(t0.app, 'Guess01');
      for (let i = 0; i < 4; i += 1) expect(status(await setFundPassword(token, `Wrong#${i}pass`))).toEqual([422, 'PASSWORD_INCORRECT']);
      const fifth = await setFundPassword(token, 'Wrong#4pass');
      expect(fifth.json()).toMatchObject({ code: 423, error: 'ACCOUNT_LOCKED', msg: t('en-US', 'errors', 'ACCOUNT_LOCKED', { minutes: 15 }) });
      // While locked, even the right password is not tried, here and at sign-in.
      expect(status(await setFundPassword(token, 'Passw0rd!'))).toEqual([423, 'ACCOUNT_LOCKED']);
      expect(status(await login(t0.app, 'Guess01', 'Passw0rd!'))).toEqual([401, 'LOGIN_FAILED']);
      expect((await userRow('Guess01')).paymentPasswordHash).toBeNull();
      await lockMail('guess01@example.com');
      clock.advance(15 * 60_000);
      expect((await setFundPassword(token, 'Passw0rd!')).statusCode).toBe(200);
    });

    it('auth/password/update counts too, and all three places share one count', async () => {
      const token = await register(t0.app, 'Guess02');
      expect(status(await changePassword(token, 'Wrong#1pass'))).toEqual([422, 'PASSWORD_INCORRECT']);
      expect(status(await setFundPassword(token, 'Wrong#2pass'))).toEqual([422, 'PASSWORD_INCORRECT']);
      expect(status(await login(t0.app, 'Guess02', 'Wrong#3pass'))).toEqual([401, 'LOGIN_FAILED']);
      expect(status(await changePassword(token, 'Wrong#4pass'))).toEqual([422, 'PASSWORD_INCORRECT']);
      expect(status(await changePassword(token, 'Wrong#5pass'))).toEqual([423, 'ACCOUNT_LOCKED']);
      expect(status(await changePassword(token, 'Passw0rd!'))).toEqual([423, 'ACCOUNT_LOCKED']);
      const link = linkIn(await lockMail('guess02@example.com'))![1]!;
      expect((await unlock(link)).statusCode).toBe(200);
      expect((await changePassword(token, 'Passw0rd!')).statusCode).toBe(200);
    });

    it('a right password ends the run of wrong ones', async () => {
      const token = await register(t0.app, 'Guess03');
      for (let i = 0; i < 4; i += 1) await setFundPassword(token, 'Wrong#pass');
      expect((await setFundPassword(token, 'Passw0rd!')).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect(status(await setFundPassword(token, 'Wrong#pass'))).toEqual([422, 'PASSWORD_INCORRECT']);
      expect((await userRow('Guess03')).failedLogins).toBe(4);
    });
  });
});

describe('per-address limit of the calls that re-check the login password', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startAccountsApp(oneDatabase, { rateLimit: { max: 600, timeWindowMs: 60_000 }, callRateLimits: {} });
  });
  afterAll(async () => t0?.close());

  it('auth/password/update/payment answers 429 after 10 a minute', async () => {
    const token = await register(t0.app, 'Limit01');
    for (let i = 0; i < 10; i += 1) {
      const res = await call(t0.app, calls.paymentPasswordUpdate.path, { password: 'Wrong#pass', paymentPassword: '246810' }, { token });
      expect(res.statusCode).not.toBe(429);
    }
    const res = await call(t0.app, calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '246810' }, { token });
    expect(status(res)).toEqual([429, 'RATE_LIMITED']);
  });
});
