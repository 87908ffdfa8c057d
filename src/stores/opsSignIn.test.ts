import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { opsText } from '../design-system/i18n/opsText.ts';
import { $opsSessionEnded, $opsSignIn, enrolForm, enrolmentTokenFrom, openEnrolment, readOpsSessionEnd, resetOpsSignIn, signInForm, submitEnrolment, submitSignIn } from './opsSignIn.ts';
import { configureOpsSession, endOpsSession, opsIdleExpired } from './opsSession.ts';
import { $token } from './session.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const TOKEN = 'a'.repeat(43);
const session = {
  operatorId: 7,
  name: 'sato.k',
  roles: ['payments'],
  via: 'session',
  expiresAt: '2026-03-01T18:00:00.000Z',
  idleExpiresAt: '2026-03-01T10:15:00.000Z',
  stepUpAt: '2026-03-01T10:00:00.000Z',
};
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });

const errors = opsText('en-US').signIn.errors;

afterEach(() => {
  resetOpsSignIn();
  configureOpsSession(null);
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('operator sign-in store', () => {
  it('checks name, password and code against the identity contract before sending anything', async () => {
    signInForm.setValues({ name: 'x', password: '', code: '12345' });
    await expect(submitSignIn(errors)).resolves.toBe(false);
    expect(signInForm.$form.get().errors).toEqual({
      name: 'The operator name is 3 to 32 letters, digits, . _ or -.',
      password: 'Enter the password.',
      code: 'Enter the 6-digit code from the authenticator app.',
    });
    expect(server().seen).toEqual([]);
  });

  it('signs in with the three values and moves to the signed-in step', async () => {
    server().on('/v2/ops/auth/sign-in', (_, res) => sendJson(res, 200, ok(session)));
    signInForm.setValues({ name: ' sato.k ', password: 'correct horse battery', code: ' 123456 ' });
    await expect(submitSignIn(errors)).resolves.toBe(true);
    expect(server().seen.find((r) => r.path === '/v2/ops/auth/sign-in')?.body).toEqual({ name: 'sato.k', password: 'correct horse battery', code: '123456' });
    expect($opsSignIn.get()).toEqual({ step: 'signedIn', session });
  });

  it('opened because a session ended: says so, keeps the new idle time, and returns to the screen it left', async () => {
    let now = Date.parse('2026-03-01T10:00:00.000Z');
    const went: string[] = [];
    configureOpsSession({ shared: new MemoryStorage(), tab: new MemoryStorage(), now: () => now, here: () => '/en-US/ops/audit/', go: (url) => went.push(url) });
    await endOpsSession('ended', 'Your session has expired. Sign in again.');
    expect(went).toEqual(['/en-US/ops/sign-in']);
    readOpsSessionEnd();
    expect($opsSessionEnded.get()).toEqual({ reason: 'ended', message: 'Your session has expired. Sign in again.', returnTo: '/en-US/ops/audit/' });
    server().on('/v2/ops/auth/sign-in', (_, res) => sendJson(res, 200, ok(session)));
    signInForm.setValues({ name: 'sato.k', password: 'correct horse battery', code: '123456' });
    await expect(submitSignIn(errors)).resolves.toBe(true);
    expect(went).toEqual(['/en-US/ops/sign-in', '/en-US/ops/audit/']);
    // The answer's idle end is 15 minutes away: that long without a call ends it here too.
    now += 14 * 60_000;
    expect(opsIdleExpired()).toBe(false);
    now += 60_000;
    expect(opsIdleExpired()).toBe(true);
  });

  it('after a refusal says why, forgets the password and code, and leaves the player session alone', async () => {
    server().on('/v2/ops/auth/sign-in', (_, res) => sendJson(res, 401, refused(401, 'OPS_SIGN_IN_FAILED', 'The name, password or code is wrong.')));
    signInForm.setValues({ name: 'sato.k', password: 'wrong password', code: '000000' });
    await expect(submitSignIn(errors)).resolves.toBe(false);
    expect(signInForm.$form.get()).toMatchObject({ values: { name: 'sato.k', password: '', code: '' }, formError: 'The name, password or code is wrong.' });
    expect($opsSignIn.get()).toEqual({ step: 'signIn' });
    expect($token.get()).toBe('player-t0k3n');
  });

  it('reads the enrolment token from the link’s fragment only when it has the contract’s shape', () => {
    expect(enrolmentTokenFrom(`#enrol=${TOKEN}`)).toBe(TOKEN);
    expect(enrolmentTokenFrom('#enrol=short')).toBeNull();
    expect(enrolmentTokenFrom('')).toBeNull();
    expect(enrolmentTokenFrom(`#other=${TOKEN}`)).toBeNull();
  });

  it('opens an enrolment link, then completes it with a new password and the first code', async () => {
    const enrolment = { name: 'sato.k', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Game%20Hall:sato.k?secret=JBSWY3DPEHPK3PXP', expiresAt: '2026-03-02T10:00:00.000Z' };
    server().on('/v2/ops/auth/enrolment', (_, res) => sendJson(res, 200, ok(enrolment)));
    server().on('/v2/ops/auth/enrolment/complete', (_, res) => sendJson(res, 200, ok(session)));
    await openEnrolment(TOKEN);
    expect($opsSignIn.get()).toEqual({ step: 'enrol', enrolment: { token: TOKEN, ...enrolment } });
    enrolForm.setValues({ password: 'short', confirm: 'short', code: '123456' });
    await expect(submitEnrolment(errors)).resolves.toBe(false);
    expect(enrolForm.$form.get().errors.password).toBe('The password needs 12 to 128 characters, without control characters.');
    enrolForm.setValues({ password: 'a long enough pass', confirm: 'a long enough pas', code: '123456' });
    await expect(submitEnrolment(errors)).resolves.toBe(false);
    expect(enrolForm.$form.get().errors.confirm).toBe('The two passwords differ.');
    enrolForm.setValues({ password: 'a long enough pass', confirm: 'a long enough pass', code: '123456' });
    await expect(submitEnrolment(errors)).resolves.toBe(true);
    expect(server().seen.find((r) => r.path === '/v2/ops/auth/enrolment/complete')?.body).toEqual({ token: TOKEN, password: 'a long enough pass', code: '123456' });
    expect($opsSignIn.get()).toEqual({ step: 'signedIn', session });
  });

  it('says so when the enrolment link has expired or was used', async () => {
    server().on('/v2/ops/auth/enrolment', (_, res) => sendJson(res, 404, refused(404, 'OPS_ENROLMENT_NOT_FOUND', 'Not found.')));
    await openEnrolment(TOKEN);
    expect($opsSignIn.get()).toEqual({ step: 'enrolFailed' });
  });
});
