import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, userInfo, userProfile } from '../../src/contracts/index.ts';
import { users } from '../../server/db/schema.ts';
import { call, latestCode, register, startAccountsApp, testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(databases)('profile calls on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
  });
  afterAll(async () => t0?.close());
  const as = (token: string) => (path: string, body?: object) => call(t0.app, path, body, { token });

  it('user/info and user/get/info answer their contracts; balance 0 and not an agent for now', async () => {
    const api = as(await register(t0.app, 'Prof01', { email: 'prof01@example.com' }));
    const info = userInfo.parse((await api(calls.userInfo.path)).json().data);
    expect(info).toMatchObject({ account: 'Prof01', email: 'prof01@example.com', balance: '0.0000', isAgent: false, hasPaymentPassword: false });
    const profile = userProfile.parse((await api(calls.userGetInfo.path)).json().data);
    expect(profile).toMatchObject({ alias: null, agentCode: null, signInMethods: ['password'] });
    expect((await api(calls.isAgent.path)).json().data).toBe(false);
  });

  it('user/update changes the profile fields', async () => {
    const api = as(await register(t0.app, 'Prof02'));
    const res = await api(calls.userUpdate.path, { nickname: 'はなこ', firstName: '花子', lastName: '山田', pinyinName: 'Hanako Yamada', phone: '+81 90-1234-5678' });
    expect(res.json().data).toMatchObject({ nickname: 'はなこ', firstName: '花子', lastName: '山田', pinyinName: 'Hanako Yamada', phone: '+81 90-1234-5678' });
    expect((await api(calls.userGetInfo.path)).json().data.nickname).toBe('はなこ');
  });

  it('a new email needs the code mailed to it; a taken one is refused', async () => {
    const api = as(await register(t0.app, 'Prof03', { email: 'prof03@example.com' }));
    await register(t0.app, 'Prof04', { email: 'prof04@example.com' });
    const noCode = await api(calls.userUpdate.path, { email: 'new03@example.com' });
    expect([noCode.statusCode, noCode.json().error]).toEqual([422, 'EMAIL_CODE_REQUIRED']);
    const taken = await api(calls.userEmailCode.path, { email: 'PROF04@example.com' });
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'EMAIL_TAKEN']);
    expect((await api(calls.userEmailCode.path, { email: 'new03@example.com' })).json().data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 600 });
    const code = await latestCode(t0.app, 'new03@example.com');
    const wrong = await api(calls.userUpdate.path, { email: 'new03@example.com', emailCode: code === '000000' ? '000001' : '000000' });
    expect(wrong.json().error).toBe('EMAIL_CODE_INVALID');
    const ok = await api(calls.userUpdate.path, { email: 'New03@example.com', emailCode: code });
    expect(ok.json().data.email).toBe('new03@example.com');
  });

  it('a change-email code belongs to the user who asked for it', async () => {
    const alice = as(await register(t0.app, 'Prof05'));
    const mallory = as(await register(t0.app, 'Prof06'));
    await alice(calls.userEmailCode.path, { email: 'shared05@example.com' });
    const code = await latestCode(t0.app, 'shared05@example.com');
    const res = await mallory(calls.userUpdate.path, { email: 'shared05@example.com', emailCode: code });
    expect(res.json().error).toBe('EMAIL_CODE_INVALID');
  });

  it('user/update/idNumber stores the number', async () => {
    const api = as(await register(t0.app, 'Prof07'));
    expect((await api(calls.userUpdateIdNumber.path, { idNumber: 'AB-1234567' })).json().data.idNumber).toBe('AB-1234567');
  });

  it('the fund password needs the login password and is stored as argon2id', async () => {
    const api = as(await register(t0.app, 'Prof08'));
    const wrong = await api(calls.paymentPasswordUpdate.path, { password: 'nope1234', paymentPassword: '246810' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([422, 'PASSWORD_INCORRECT']);
    expect((await api(calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '246810' })).statusCode).toBe(200);
    const [row] = await t0.database.db.select().from(users).where(eq(users.account, 'Prof08'));
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row.paymentPasswordHash).not.toContain('246810');
    expect((await api(calls.userInfo.path)).json().data.hasPaymentPassword).toBe(true);
  });

  it('the alias is made on first request, stays, and reset replaces it', async () => {
    const api = as(await register(t0.app, 'Prof09'));
    const first = (await api(calls.aliasAccount.path)).json().data.alias;
    expect(first).toMatch(/^GH[A-Z2-7]{8}$/);
    expect((await api(calls.aliasAccount.path)).json().data.alias).toBe(first);
    const reset = (await api(calls.aliasAccountReset.path)).json().data.alias;
    expect(reset).toMatch(/^GH[A-Z2-7]{8}$/);
    expect(reset).not.toBe(first);
    expect((await api(calls.userGetInfo.path)).json().data.alias).toBe(reset);
  });

  it('two first alias requests at once agree on one alias', async () => {
    const api = as(await register(t0.app, 'Prof10'));
    const [a, b] = await Promise.all([api(calls.aliasAccount.path), api(calls.aliasAccount.path)]);
    expect(a.json().data.alias).toBe(b.json().data.alias);
  });

  it('every profile call needs a session', async () => {
    for (const contract of [calls.userInfo, calls.userGetInfo, calls.aliasAccount, calls.aliasAccountReset, calls.isAgent, calls.logout]) {
      const res = await call(t0.app, contract.path);
      expect([contract.path, res.statusCode]).toEqual([contract.path, 401]);
    }
  });
});
