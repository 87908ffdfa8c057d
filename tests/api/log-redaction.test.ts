import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { totpCode } from '../../server/modules/app-key/totp.fns.ts';
import { call, register, startAccountsApp } from './support/accounts.ts';
import type { TestApp } from './support/test-app.ts';
import { logSink } from './support/log-sink.ts';
import { oneDatabase } from './support/databases.ts';

// At debug level every request body is logged; the secret fields the contracts mark must come out
// as "[redacted]", whatever call they belong to.

interface LogLine {
  msg?: string;
  body?: Record<string, unknown>;
}

describe('debug logs of request bodies', () => {
  let t0: TestApp;
  const { stream: sink, lines } = logSink();
  let token: string;
  beforeAll(async () => {
    t0 = await startAccountsApp(oneDatabase, { logLevel: 'debug', logStream: sink });
    token = await register(t0.app, 'LogUser01');
  });
  afterAll(async () => t0?.close());

  // Each secret value is one no other part of a log line could hold by chance.
  const requests: { path: string; signedIn?: boolean; body: Record<string, unknown>; secrets: Record<string, string> }[] = [
    { path: calls.login.path, body: { account: 'Nobody01', uuid: randomUUID() }, secrets: { password: 'Pw-secret-login', qrcode: 'QZ7W9' } },
    { path: calls.registerVerifyCode.path, body: { email: 'nobody01@example.com', acceptTerms: true }, secrets: { code: '582047' } },
    { path: calls.login3.path, body: { event: 'google' }, secrets: { token: 'gid.SECRETtoken.42' } },
    { path: calls.findPasswordReset.path, body: { account: 'Nobody01' }, secrets: { newPassword: 'Pw-secret-reset', qrcode: '640318' } },
    { path: calls.passwordUpdate.path, signedIn: true, body: {}, secrets: { oldPassword: 'Pw-secret-old', newPassword: 'Pw-secret-new' } },
    { path: calls.paymentPasswordUpdate.path, signedIn: true, body: {}, secrets: { password: 'Pw-secret-current', paymentPassword: '739164' } },
    { path: calls.userUpdate.path, signedIn: true, body: { email: 'new01@example.com' }, secrets: { emailCode: '205817' } },
    { path: calls.userUpdateIdNumber.path, signedIn: true, body: {}, secrets: { idNumber: 'IDSECRET4242' } },
    {
      path: calls.bankCardBind.path,
      signedIn: true,
      body: { bankName: 'みずほ銀行', holderName: 'ヤマダ タロウ', firstName: '太郎', lastName: '山田', pinyinName: 'Taro Yamada', branchCode: '001', branchName: '東京営業部' },
      secrets: { cardNumber: '4111111111111111' },
    },
  ];

  it('logs each body with every secret field censored and none of their values anywhere', async () => {
    for (const request of requests) {
      lines.length = 0;
      const res = await call(t0.app, request.path, { ...request.body, ...request.secrets }, request.signedIn ? { token } : {});
      // Refused or not, the body was valid, so it was logged.
      expect(res.statusCode, res.body).toBeLessThan(500);
      const log = lines.join('');
      for (const value of Object.values(request.secrets)) expect(log, `${request.path} leaks ${value}`).not.toContain(value);
      const bodies = lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'request body');
      expect(bodies, request.path).toHaveLength(1);
      for (const field of Object.keys(request.secrets)) expect(bodies[0].body?.[field], `${request.path} ${field}`).toBe('[redacted]');
      // Other fields stay readable: the log is still useful.
      for (const [field, value] of Object.entries(request.body)) expect(bodies[0].body?.[field]).toEqual(value);
    }
  });

  it("never holds the app key's secret, its codes, a QR sign-in ticket or the app session it opens", async () => {
    lines.length = 0;
    const player = await register(t0.app, 'LogKey01');
    const pending = await call(t0.app, calls.userGoogleKey.path, {}, { token: player });
    const secret = pending.json().data.secret as string;
    const code = totpCode(secret, new Date());
    expect((await call(t0.app, calls.userGoogleKeyBind.path, { code }, { token: player })).statusCode).toBe(200);
    const ticket = (await call(t0.app, calls.appLoginCode.path, {}, { token: player })).json().data.ticket as string;
    const exchanged = await call(t0.app, calls.appLoginExchange.path, { ticket, deviceName: 'Log phone' });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const log = lines.join('');
    // The bind and the exchange bodies were logged (censored), so the log was written at all.
    expect(log).toContain('Log phone');
    for (const [what, value] of Object.entries({ secret, code, ticket, appToken: exchanged.json().data.token as string })) {
      expect(log, `the log holds the ${what}`).not.toContain(value);
    }
  });
});

describe('logged URLs', () => {
  let t0: TestApp;
  const { stream: sink, lines } = logSink();
  beforeAll(async () => {
    t0 = await startAccountsApp(oneDatabase, { logLevel: 'info', logStream: sink });
  });
  afterAll(async () => t0?.close());

  it('never hold a session token from the query string, in the request line or the Referer', async () => {
    const token = 'tok-SECRET-in-query-1234';
    lines.length = 0;
    await t0.app.inject({ method: 'GET', url: `/en-US/amigo-springboard?machine=coral-reef&token=${token}&bet=5` });
    await t0.app.inject({ method: 'GET', url: `/no/such/page?token=${token}` });
    await t0.app.inject({
      method: 'POST',
      url: `${calls.bannerQuery.path}?token=${token}`,
      headers: { referer: `http://127.0.0.1:4321/user/user-center?token=${token}&from=mail` },
      payload: {},
    });
    const log = lines.join('');
    const requests = lines.map((line) => JSON.parse(line) as { req?: { url: string; headers: Record<string, string> } }).filter((line) => line.req);
    expect(requests.map((line) => line.req!.url)).toEqual([
      '/en-US/amigo-springboard?machine=coral-reef&token=[redacted]&bet=5',
      '/no/such/page?token=[redacted]',
      `${calls.bannerQuery.path}?token=[redacted]`,
    ]);
    expect(requests[2].req!.headers.referer).toBe('http://127.0.0.1:4321/user/user-center?token=[redacted]&from=mail');
    expect(log).not.toContain(token);
  });
});
