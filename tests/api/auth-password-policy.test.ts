// Every call that sets a login password refuses blank and common ones with 422 PASSWORD_TOO_WEAK
// and a field issue, changes nothing, and accepts a good password afterwards.
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { users } from '../../server/db/schema.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { call, latestCode, login, newCaptcha, register, startAccountsApp, testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const t = createTranslator();
const WEAK = ['123456', 'password', 'qwerty', '      ', '\t\t\t\t\t\t'];
const GOOD = 'Sakura#2026';

function expectTooWeak(res: { statusCode: number; json(): Record<string, unknown> }, field: string, locale = 'en-US') {
  if (res.json().error === 'VALIDATION_FAILED') {
    // Tabs are control characters, which the contract already refuses in any password.
    expect(res.json()).toMatchObject({ code: 400, issues: [{ field, message: t(locale as 'en-US', 'validation', `format.${field}`) }] });
    return;
  }
  expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
  const message = t(locale as 'en-US', 'errors', 'PASSWORD_TOO_WEAK');
  expect(res.json()).toMatchObject({ code: 422, error: 'PASSWORD_TOO_WEAK', msg: message, issues: [{ field, message }] });
}

describe.each(databases)('password rules on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
  });
  afterAll(async () => t0?.close());

  const passwordHashOf = async (account: string) =>
    (await t0.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.account, account)))[0]?.hash;

  it('register/user refuses each weak password, creates nothing, then accepts a good one', async () => {
    const email = 'weak.register@example.com';
    await call(t0.app, calls.registerSendEmailCode.path, { email });
    const code = await latestCode(t0.app, email);
    expect((await call(t0.app, calls.registerVerifyCode.path, { email, code, acceptTerms: true })).statusCode).toBe(200);
    for (const password of WEAK) {
      expectTooWeak(await call(t0.app, calls.registerUser.path, { account: 'WeakReg01', email, password }, { locale: 'en-US' }), 'password');
    }
    expect(await passwordHashOf('WeakReg01')).toBeUndefined();
    const ok = await call(t0.app, calls.registerUser.path, { account: 'WeakReg01', email, password: GOOD });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers in the caller language', async () => {
    const res = await call(t0.app, calls.registerUser.path, { account: 'WeakReg02', email: 'weak.reg02@example.com', password: 'qwerty' }, { locale: 'ja-JP' });
    expectTooWeak(res, 'password', 'ja-JP');
    expect(res.json().msg).not.toBe(t('en-US', 'errors', 'PASSWORD_TOO_WEAK'));
  });

  it('auth/reset/password refuses each weak password without spending the code, then resets', async () => {
    await register(t0.app, 'WeakReset01');
    const before = await passwordHashOf('WeakReset01');
    clock.advance(61_000);
    const uuid = await newCaptcha(t0.app);
    await call(t0.app, calls.findPasswordSend.path, { account: 'WeakReset01', uuid, qrcode: 'K7MX' });
    const code = await latestCode(t0.app, 'weakreset01@example.com');
    for (const newPassword of WEAK) {
      expectTooWeak(await call(t0.app, calls.findPasswordReset.path, { account: 'WeakReset01', newPassword, qrcode: code }, { locale: 'en-US' }), 'newPassword');
    }
    expect(await passwordHashOf('WeakReset01')).toBe(before);
    const ok = await call(t0.app, calls.findPasswordReset.path, { account: 'WeakReset01', newPassword: GOOD, qrcode: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(t0.app, 'WeakReset01', GOOD)).statusCode).toBe(200);
  });

  it('auth/password/update refuses each weak password and keeps the old one, then changes it', async () => {
    const token = await register(t0.app, 'WeakChange01');
    for (const newPassword of WEAK) {
      expectTooWeak(await call(t0.app, calls.passwordUpdate.path, { oldPassword: 'Passw0rd!', newPassword }, { token, locale: 'en-US' }), 'newPassword');
    }
    expect((await login(t0.app, 'WeakChange01', 'Passw0rd!')).statusCode).toBe(200);
    const fresh = (await login(t0.app, 'WeakChange01', 'Passw0rd!')).json().data.token;
    const ok = await call(t0.app, calls.passwordUpdate.path, { oldPassword: 'Passw0rd!', newPassword: GOOD }, { token: fresh });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(t0.app, 'WeakChange01', GOOD)).statusCode).toBe(200);
  });
});
