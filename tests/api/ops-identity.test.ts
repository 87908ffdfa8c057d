// Operator identity through the API: enrolment from a one-time link, sign-in with password + TOTP
// (codes computed here with otpauth), the lock, idle and absolute expiry on a moved clock, the Origin
// and address checks, sign-out, disabling, CLI credentials, and an admin granting only held roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from '../../server/db/orm.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calls } from '../../src/contracts/index.ts';
import { operatorRoles, type OperatorRole } from '../../src/contracts/ops-roles.ts';
import { operatorAudit, operatorCredentials, operators } from '../../server/db/schema.ts';
import { BootstrapRefused, createFirstAdmin, DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD, ensureDemoOperator } from '../../server/modules/ops/bootstrap.ts';
import { ipAllowListFrom } from '../../server/modules/ops/identity/identity.config.ts';
import { OPS_SESSION_COOKIE } from '../../server/modules/ops/identity/session-cookie.ts';
import { startAccountsApp, testClock } from './support/accounts.ts';
import { bothDatabases, oneDatabase } from './support/databases.ts';
import { bearer, codeAt, enrolledOperator, operatorCredential, testOpsIdentity } from './support/operators.ts';
import type { TestApp } from './support/test-app.ts';

const MINUTE = 60_000;
/** 30-second TOTP steps: a code of a later step is a fresh one (each code is accepted once). */
const STEP = 30_000;

function post(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'accept-language': 'en-US', ...headers }, payload: body as object });
}

const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === OPS_SESSION_COOKIE);
const session = (value: string) => ({ cookie: `${OPS_SESSION_COOKIE}=${value}` });
const errorOf = (res: LightMyRequestResponse) => [res.statusCode, res.json().error];

describe.each(bothDatabases)('operator identity on %s', (kind) => {
  const clock = testClock(new Date('2026-05-01T09:00:00Z'));
  const config = testOpsIdentity();
  let started: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    started = await startAccountsApp(kind, { now: clock.now, opsIdentity: config });
    app = started.app;
  });
  afterAll(async () => {
    await started?.close();
  });

  /** Signs in at the clock's moment (moving it a step first, so the code is fresh) and answers the cookie value. */
  async function signIn(operator: { name: string; password: string; secret: string }): Promise<string> {
    clock.advance(STEP);
    const res = await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code: codeAt(operator.secret, clock.now()) });
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(res)!.value;
  }

  describe('enrolment from a one-time link', () => {
    it('sets the password and TOTP, starts a session, and the link works once', async () => {
      const admin = await operatorCredential(started.database.db, ['admin', 'kyc']);
      const created = await post(app, calls.opsOperatorCreate.path, { name: `kyc-${kind}`, roles: ['kyc'] }, bearer(admin.token));
      expect(created.statusCode, created.body).toBe(200);
      const { enrolment, operator } = created.json().data;
      expect(operator).toMatchObject({ roles: ['kyc'], enrolledAt: null });
      expect(enrolment.url).toBe(`http://ops.test/ops/#enrol=${enrolment.token}`);

      const shown = await post(app, calls.opsAuthEnrolment.path, { token: enrolment.token });
      expect(shown.statusCode, shown.body).toBe(200);
      const { secret, uri, name } = shown.json().data;
      expect(name).toBe(`kyc-${kind}`);
      expect(uri).toContain(`secret=${secret}`);
      // The same secret on every look, until enrolment completes.
      expect((await post(app, calls.opsAuthEnrolment.path, { token: enrolment.token })).json().data.secret).toBe(secret);

      const password = 'a long operator passphrase 42';
      const wrongCode = await post(app, calls.opsAuthEnrolmentComplete.path, { token: enrolment.token, password, code: codeAt(secret, new Date(clock.now().getTime() + 10 * MINUTE)) });
      expect(errorOf(wrongCode)).toEqual([422, 'OPS_TOTP_INVALID']);
      const weak = await post(app, calls.opsAuthEnrolmentComplete.path, { token: enrolment.token, password: 'aaaaaaaaaaaa', code: codeAt(secret, clock.now()) });
      expect(errorOf(weak)).toEqual([422, 'PASSWORD_TOO_WEAK']);

      const done = await post(app, calls.opsAuthEnrolmentComplete.path, { token: enrolment.token, password, code: codeAt(secret, clock.now()) });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toMatchObject({ name: `kyc-${kind}`, roles: ['kyc'], via: 'session' });
      const cookie = cookieOf(done)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v2/ops' });
      expect(cookie.secure).toBeFalsy();
      const me = await post(app, calls.opsAuthSession.path, {}, session(cookie.value));
      expect(me.json().data).toMatchObject({ name: `kyc-${kind}`, roles: ['kyc'] });

      const again = await post(app, calls.opsAuthEnrolmentComplete.path, { token: enrolment.token, password, code: codeAt(secret, clock.now()) });
      expect(errorOf(again)).toEqual([422, 'OPS_ENROLMENT_INVALID']);
      expect(errorOf(await post(app, calls.opsAuthEnrolment.path, { token: enrolment.token }))).toEqual([422, 'OPS_ENROLMENT_INVALID']);

      // Signing in later takes the password and a fresh code.
      await signIn({ name: `kyc-${kind}`, password, secret });
    });

    it('an expired link is refused', async () => {
      const admin = await operatorCredential(started.database.db, ['admin']);
      const { enrolment } = (await post(app, calls.opsOperatorCreate.path, { name: `late-${kind}`, roles: [] }, bearer(admin.token))).json().data;
      clock.advance(config.enrolmentMs + MINUTE);
      expect(errorOf(await post(app, calls.opsAuthEnrolment.path, { token: enrolment.token }))).toEqual([422, 'OPS_ENROLMENT_INVALID']);
    });
  });

  describe('sign-in', () => {
    it('needs the password and a fresh code; a code is accepted once', async () => {
      const operator = await enrolledOperator(started.database.db, config, { roles: ['support'], now: clock.now() });
      clock.advance(STEP);
      const code = codeAt(operator.secret, clock.now());
      expect(errorOf(await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: 'not the password', code }))).toEqual([401, 'OPS_SIGN_IN_FAILED']);
      expect(errorOf(await post(app, calls.opsAuthSignIn.path, { name: 'nobody-here', password: operator.password, code }))).toEqual([401, 'OPS_SIGN_IN_FAILED']);
      const ok = await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ name: operator.name, roles: ['support'], via: 'session' });
      // The same code again (a replay) is refused.
      expect(errorOf(await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code }))).toEqual([401, 'OPS_SIGN_IN_FAILED']);
      // The audit log has the sign-in under the operator's name and session, and the refusals as denied.
      const rows = await started.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'auth.sign-in'));
      expect(rows.filter((row) => row.operatorName === operator.name && row.result === 'ok')).toEqual([
        expect.objectContaining({ operatorId: operator.operatorId, sessionId: expect.any(Number), targetId: String(operator.operatorId) }),
      ]);
      expect(rows.filter((row) => row.result === 'denied' && row.errorKey === 'OPS_SIGN_IN_FAILED').length).toBeGreaterThanOrEqual(3);
    });

    it('locks after five wrong attempts in a row, for 15 minutes, even with the right factors', async () => {
      const operator = await enrolledOperator(started.database.db, config, { now: clock.now() });
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const res = await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: 'wrong password', code: '000000' });
        expect(errorOf(res)).toEqual([401, 'OPS_SIGN_IN_FAILED']);
      }
      const fifth = await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: 'wrong password', code: '000000' });
      expect(errorOf(fifth)).toEqual([423, 'OPS_SIGN_IN_LOCKED']);
      expect(fifth.json().msg).toBe('Too many failed sign-ins: signing in is locked for 15 minutes.');
      clock.advance(STEP);
      const locked = await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code: codeAt(operator.secret, clock.now()) });
      expect(errorOf(locked)).toEqual([423, 'OPS_SIGN_IN_LOCKED']);
      clock.advance(15 * MINUTE);
      await signIn(operator);
    });

    it('a disabled or not yet enrolled operator cannot sign in', async () => {
      const admin = await operatorCredential(started.database.db, ['admin']);
      const operator = await enrolledOperator(started.database.db, config, { roles: [], now: clock.now() });
      expect((await post(app, calls.opsOperatorDisable.path, { operatorId: operator.operatorId, reason: 'left the team' }, bearer(admin.token))).statusCode).toBe(200);
      clock.advance(STEP);
      expect(errorOf(await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code: codeAt(operator.secret, clock.now()) }))).toEqual([401, 'OPS_SIGN_IN_FAILED']);
    });
  });

  describe('sessions', () => {
    it('end after 15 idle minutes', async () => {
      const operator = await enrolledOperator(started.database.db, config, { roles: ['auditor'], now: clock.now() });
      const cookie = await signIn(operator);
      clock.advance(14 * MINUTE);
      expect((await post(app, calls.opsLedgerCheck.path, {}, session(cookie))).statusCode).toBe(200);
      clock.advance(14 * MINUTE);
      expect((await post(app, calls.opsAuthSession.path, {}, session(cookie))).statusCode).toBe(200);
      clock.advance(15 * MINUTE + 1);
      expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(cookie)))).toEqual([401, 'OPS_SESSION_EXPIRED']);
      // And stay ended.
      expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(cookie)))).toEqual([401, 'OPS_SESSION_EXPIRED']);
    });

    it('end 8 hours after sign-in however active', async () => {
      const operator = await enrolledOperator(started.database.db, config, { roles: [], now: clock.now() });
      const cookie = await signIn(operator);
      for (let elapsed = 0; elapsed < 8 * 60 - 10; elapsed += 10) {
        clock.advance(10 * MINUTE);
        expect((await post(app, calls.opsAuthSession.path, {}, session(cookie))).statusCode, `after ${elapsed + 10} minutes`).toBe(200);
      }
      clock.advance(10 * MINUTE);
      expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(cookie)))).toEqual([401, 'OPS_SESSION_EXPIRED']);
    });

    it('sign-out ends the session and clears the cookie', async () => {
      const operator = await enrolledOperator(started.database.db, config, { roles: [], now: clock.now() });
      const cookie = await signIn(operator);
      const out = await post(app, calls.opsAuthSignOut.path, {}, session(cookie));
      expect(out.statusCode).toBe(200);
      expect(cookieOf(out)).toMatchObject({ value: '', path: '/v2/ops' });
      expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(cookie)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
    });

    it('disabling an operator ends its sessions and stops its credentials at once', async () => {
      const admin = await operatorCredential(started.database.db, ['admin']);
      const operator = await enrolledOperator(started.database.db, config, { roles: ['auditor'], now: clock.now() });
      const cookies = [await signIn(operator), await signIn(operator)];
      const credential = await post(app, calls.opsCredentialCreate.path, { hours: 2 }, session(cookies[0]!));
      expect(credential.statusCode, credential.body).toBe(200);
      const token = credential.json().data.token as string;
      expect((await post(app, calls.opsLedgerCheck.path, {}, bearer(token))).statusCode).toBe(200);

      const listed = (await post(app, calls.opsOperatorList.path, {}, bearer(admin.token))).json().data.list;
      expect(listed.find((o: { id: number }) => o.id === operator.operatorId)).toMatchObject({ activeSessions: 2 });
      expect((await post(app, calls.opsOperatorDisable.path, { operatorId: operator.operatorId, reason: 'laptop lost' }, bearer(admin.token))).statusCode).toBe(200);
      for (const cookie of cookies) expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(cookie)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
      expect(errorOf(await post(app, calls.opsLedgerCheck.path, {}, bearer(token)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
    });

    it('an admin enables a disabled operator again after a step-up: it signs in as before, its old credentials stay revoked', async () => {
      const admin = await enrolledOperator(started.database.db, config, { roles: ['admin', 'auditor'], now: clock.now() });
      const adminCookie = await signIn(admin);
      const operator = await enrolledOperator(started.database.db, config, { roles: ['auditor'], now: clock.now() });
      const credential = await post(app, calls.opsCredentialCreate.path, { hours: 2 }, session(await signIn(operator)));
      const oldToken = credential.json().data.token as string;
      const enable = () => post(app, calls.opsOperatorEnable.path, { operatorId: operator.operatorId, reason: 'back from leave' }, session(adminCookie));

      expect((await post(app, calls.opsOperatorDisable.path, { operatorId: operator.operatorId, reason: 'on leave' }, session(adminCookie))).statusCode).toBe(200);
      clock.advance(STEP);
      expect(errorOf(await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code: codeAt(operator.secret, clock.now()) }))).toEqual([401, 'OPS_SIGN_IN_FAILED']);

      // Step-up first: the sign-in's counts for 5 minutes.
      clock.advance(6 * MINUTE);
      expect(errorOf(await enable())).toEqual([401, 'OPS_STEP_UP_REQUIRED']);
      expect((await post(app, calls.opsOperatorList.path, {}, session(adminCookie))).json().data.list.find((o: { id: number }) => o.id === operator.operatorId).disabledAt).not.toBeNull();
      clock.advance(STEP);
      expect((await post(app, calls.opsAuthStepUp.path, { code: codeAt(admin.secret, clock.now()) }, session(adminCookie))).statusCode).toBe(200);
      const enabled = await enable();
      expect(enabled.statusCode, enabled.body).toBe(200);
      expect(enabled.json().data).toMatchObject({ id: operator.operatorId, disabledAt: null, roles: ['auditor'] });

      const cookie = await signIn(operator);
      expect((await post(app, calls.opsAuthSession.path, {}, session(cookie))).statusCode).toBe(200);
      expect(errorOf(await post(app, calls.opsLedgerCheck.path, {}, bearer(oldToken)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
      const [row] = await started.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, 'operator.enable'), eq(operatorAudit.targetId, String(operator.operatorId)), eq(operatorAudit.result, 'ok')));
      expect(row).toMatchObject({ reason: 'back from leave', after: { disabledAt: null, revokedCredentials: 1 } });
      expect((row!.before as { disabledAt: string | null }).disabledAt).not.toBeNull();
    });

    it('an admin enables only an operator whose roles it holds, never itself', async () => {
      const admin = await enrolledOperator(started.database.db, config, { roles: ['admin', 'support'], now: clock.now() });
      const adminCookie = await signIn(admin);
      const payments = await enrolledOperator(started.database.db, config, { roles: ['payments'], now: clock.now() });
      const disabler = await operatorCredential(started.database.db, ['admin', 'payments']);
      expect((await post(app, calls.opsOperatorDisable.path, { operatorId: payments.operatorId, reason: 'audit' }, bearer(disabler.token))).statusCode).toBe(200);
      const enable = (operatorId: number) => post(app, calls.opsOperatorEnable.path, { operatorId, reason: 'cleared' }, session(adminCookie));
      expect(errorOf(await enable(payments.operatorId))).toEqual([403, 'OPS_ROLE_NOT_HELD']);
      expect(errorOf(await enable(admin.operatorId))).toEqual([403, 'OPS_OWN_ACCOUNT']);
      const [still] = await started.database.db.select().from(operators).where(eq(operators.id, payments.operatorId));
      expect(still!.disabledAt).not.toBeNull();
    });

    it('an admin ends another operator’s sessions', async () => {
      const admin = await operatorCredential(started.database.db, ['admin']);
      const operator = await enrolledOperator(started.database.db, config, { roles: [], now: clock.now() });
      const cookie = await signIn(operator);
      const ended = await post(app, calls.opsOperatorSessionsEnd.path, { operatorId: operator.operatorId }, bearer(admin.token));
      expect(ended.json().data).toEqual({ ended: 1 });
      expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(cookie)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
    });
  });

  describe('the Origin check', () => {
    it('refuses a cookie call or a sign-in from a foreign origin, allows the same origin and PUBLIC_URL', async () => {
      const operator = await enrolledOperator(started.database.db, config, { roles: ['auditor'], now: clock.now() });
      const cookie = await signIn(operator);
      const foreign = { ...session(cookie), origin: 'https://evil.example' };
      expect(errorOf(await post(app, calls.opsLedgerCheck.path, {}, foreign))).toEqual([403, 'OPS_ORIGIN_REFUSED']);
      expect(errorOf(await post(app, calls.opsAuthSignIn.path, { name: operator.name, password: operator.password, code: '123456' }, { origin: 'https://evil.example' }))).toEqual([
        403,
        'OPS_ORIGIN_REFUSED',
      ]);
      expect((await post(app, calls.opsLedgerCheck.path, {}, { ...session(cookie), origin: 'http://ops.test' })).statusCode).toBe(200);
      expect((await post(app, calls.opsLedgerCheck.path, {}, { ...session(cookie), origin: 'http://localhost:80' })).statusCode).toBe(200);
      // A CLI credential carries no ambient authority: its Origin does not matter.
      const cli = await operatorCredential(started.database.db, ['auditor']);
      expect((await post(app, calls.opsLedgerCheck.path, {}, { ...bearer(cli.token), origin: 'https://evil.example' })).statusCode).toBe(200);
    });
  });

  describe('CLI credentials', () => {
    it('are made from a session with a subset of its roles, expire, and can be revoked', async () => {
      const operator = await enrolledOperator(started.database.db, config, { roles: ['auditor', 'payments'], now: clock.now() });
      const cookie = await signIn(operator);
      expect(errorOf(await post(app, calls.opsCredentialCreate.path, { roles: ['admin'] }, session(cookie)))).toEqual([403, 'OPS_ROLE_NOT_HELD']);
      const made = await post(app, calls.opsCredentialCreate.path, { roles: ['auditor'], hours: 1, label: 'nightly check' }, session(cookie));
      expect(made.statusCode, made.body).toBe(200);
      const { token, id } = made.json().data;
      expect(token).toMatch(/^ghoc_/);
      // Its roles, not the operator's: auditor reads, but cannot approve.
      expect((await post(app, calls.opsLedgerCheck.path, {}, bearer(token))).statusCode).toBe(200);
      expect(errorOf(await post(app, calls.opsWithdrawalApprove.path, { orderSn: 'W0000' }, { ...bearer(token), 'idempotency-key': 'k1' }))).toEqual([403, 'OPS_ROLE_REQUIRED']);
      // A credential never makes another.
      expect(errorOf(await post(app, calls.opsCredentialCreate.path, {}, bearer(token)))).toEqual([403, 'OPS_CREDENTIAL_NEEDS_SESSION']);
      // Listed without its token.
      const listed = (await post(app, calls.opsCredentialList.path, {}, session(cookie))).json().data.list;
      expect(listed).toEqual([expect.objectContaining({ id, label: 'nightly check', roles: ['auditor'] })]);
      expect(JSON.stringify(listed)).not.toContain(token);

      clock.advance(61 * MINUTE);
      expect(errorOf(await post(app, calls.opsLedgerCheck.path, {}, bearer(token)))).toEqual([401, 'OPS_SESSION_EXPIRED']);

      const second = await operatorCredential(started.database.db, ['auditor']);
      expect((await post(app, calls.opsLedgerCheck.path, {}, bearer(second.token))).statusCode).toBe(200);
      const someoneElse = await operatorCredential(started.database.db, ['auditor']);
      // Another operator's credential is not found unless an admin asks.
      const [secondRow] = (await post(app, calls.opsCredentialList.path, {}, bearer(second.token))).json().data.list;
      expect(errorOf(await post(app, calls.opsCredentialRevoke.path, { id: secondRow.id }, bearer(someoneElse.token)))).toEqual([404, 'OPS_CREDENTIAL_NOT_FOUND']);
      expect((await post(app, calls.opsCredentialRevoke.path, { id: secondRow.id }, bearer(second.token))).statusCode).toBe(200);
      expect(errorOf(await post(app, calls.opsLedgerCheck.path, {}, bearer(second.token)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
    });

    it('record their last use once a minute at most, however many calls a run makes', async () => {
      const cli = await operatorCredential(started.database.db, ['auditor']);
      const lastUsed = async () =>
        (await started.database.db.select({ at: operatorCredentials.lastUsedAt }).from(operatorCredentials).where(eq(operatorCredentials.operatorId, cli.operatorId)))[0]!.at?.getTime() ?? null;
      const check = async () => expect((await post(app, calls.opsLedgerCheck.path, {}, bearer(cli.token))).statusCode).toBe(200);
      expect(await lastUsed()).toBeNull();
      await check();
      const first = clock.now().getTime();
      expect(await lastUsed()).toBe(first);
      clock.advance(30_000);
      await check();
      expect(await lastUsed()).toBe(first);
      clock.advance(31_000);
      await check();
      expect(await lastUsed()).toBe(clock.now().getTime());
    });

    it('lose a role the operator loses', async () => {
      const adminOp = await enrolledOperator(started.database.db, config, { roles: ['admin', 'auditor'], now: clock.now() });
      const adminCookie = await signIn(adminOp);
      const cli = await operatorCredential(started.database.db, ['auditor']);
      expect((await post(app, calls.opsLedgerCheck.path, {}, bearer(cli.token))).statusCode).toBe(200);
      const set = await post(app, calls.opsOperatorRolesSet.path, { operatorId: cli.operatorId, roles: [], reason: 'moved teams' }, session(adminCookie));
      expect(set.statusCode, set.body).toBe(200);
      expect(errorOf(await post(app, calls.opsLedgerCheck.path, {}, bearer(cli.token)))).toEqual([403, 'OPS_ROLE_REQUIRED']);
    });
  });

  describe('roles and admins', () => {
    it('an admin grants or removes only roles it holds, after a fresh step-up, never on itself', async () => {
      const admin = await enrolledOperator(started.database.db, config, { roles: ['admin', 'support'], now: clock.now() });
      const cookie = await signIn(admin);
      const target = await enrolledOperator(started.database.db, config, { roles: ['kyc'], now: clock.now() });
      const set = (roles: OperatorRole[], operatorId = target.operatorId) =>
        post(app, calls.opsOperatorRolesSet.path, { operatorId, roles, reason: 'team change' }, session(cookie));

      expect(errorOf(await set(['kyc', 'payments']))).toEqual([403, 'OPS_ROLE_NOT_HELD']);
      // Removing kyc is a change of a role the admin does not hold either.
      expect(errorOf(await set(['support']))).toEqual([403, 'OPS_ROLE_NOT_HELD']);
      expect((await set(['kyc', 'support'])).json().data.roles).toEqual(['kyc', 'support']);
      expect(errorOf(await set(['support'], admin.operatorId))).toEqual([403, 'OPS_OWN_ACCOUNT']);
      expect(errorOf(await post(app, calls.opsOperatorCreate.path, { name: `pay-${kind}`, roles: ['payments'] }, session(cookie)))).toEqual([403, 'OPS_ROLE_NOT_HELD']);

      // Sign-in counted as step-up for 5 minutes; after that a fresh code is needed.
      clock.advance(6 * MINUTE);
      expect(errorOf(await set(['kyc']))).toEqual([401, 'OPS_STEP_UP_REQUIRED']);
      expect(errorOf(await post(app, calls.opsOperatorTotpReset.path, { operatorId: target.operatorId, reason: 'new phone' }, session(cookie)))).toEqual([401, 'OPS_STEP_UP_REQUIRED']);
      expect(errorOf(await post(app, calls.opsAuthStepUp.path, { code: '000000' }, session(cookie)))).toEqual([422, 'OPS_TOTP_INVALID']);
      clock.advance(STEP);
      const stepped = await post(app, calls.opsAuthStepUp.path, { code: codeAt(admin.secret, clock.now()) }, session(cookie));
      expect(stepped.statusCode, stepped.body).toBe(200);
      expect(stepped.json().data.stepUpAt).toBe(clock.now().toISOString());
      expect((await set(['kyc'])).json().data.roles).toEqual(['kyc']);

      // TOTP reset: the target's sessions end and a new link is answered.
      const targetCookie = await signIn(target);
      const reset = await post(app, calls.opsOperatorTotpReset.path, { operatorId: target.operatorId, reason: 'new phone' }, session(cookie));
      expect(reset.statusCode, reset.body).toBe(200);
      expect(reset.json().data.operator.enrolledAt).toBeNull();
      expect(reset.json().data.enrolment.url).toContain('#enrol=');
      expect(errorOf(await post(app, calls.opsAuthSession.path, {}, session(targetCookie)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
    });
  });

  describe('the audit log', () => {
    it('each identity change adds one row in its transaction, with before, after and the reason', async () => {
      const db = started.database.db;
      const admin = await enrolledOperator(db, config, { roles: [...operatorRoles], now: clock.now() });
      const cookie = await signIn(admin);
      const rowsOf = async (action: string, targetId: number | string) =>
        db.select().from(operatorAudit).where(and(eq(operatorAudit.action, action), eq(operatorAudit.targetId, String(targetId))));
      const ok = async (path: string, body: unknown, headers = session(cookie)) => {
        const res = await post(app, path, body, headers);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };

      const created = await ok(calls.opsOperatorCreate.path, { name: `audited-${kind}`, roles: ['kyc'] });
      const [create] = await rowsOf('operator.create', created.operator.id);
      expect(create).toMatchObject({ operatorName: admin.name, result: 'ok', before: null, after: { name: `audited-${kind}`, roles: ['kyc'], enrolledAt: null } });
      // The enrolment link is shown once, never kept in the log.
      expect(JSON.stringify(create)).not.toContain(created.enrolment.token);

      const target = await enrolledOperator(db, config, { roles: ['kyc'], now: clock.now() });
      await ok(calls.opsOperatorRolesSet.path, { operatorId: target.operatorId, roles: ['kyc', 'support'], reason: 'covers support' });
      const roleRows = await rowsOf('operator.roles.set', target.operatorId);
      expect(roleRows).toHaveLength(1);
      expect(roleRows[0]).toMatchObject({ reason: 'covers support', before: { roles: ['kyc'] }, after: { roles: ['kyc', 'support'] } });

      await signIn(target);
      expect(await ok(calls.opsOperatorSessionsEnd.path, { operatorId: target.operatorId })).toEqual({ ended: 1 });
      expect(await rowsOf('operator.sessions.end', target.operatorId)).toMatchObject([{ after: { endedSessions: 1 } }]);

      await ok(calls.opsOperatorTotpReset.path, { operatorId: target.operatorId, reason: 'lost phone' });
      expect(await rowsOf('operator.totp.reset', target.operatorId)).toMatchObject([{ reason: 'lost phone', after: { enrolledAt: null } }]);

      await ok(calls.opsOperatorDisable.path, { operatorId: target.operatorId, reason: 'left the team' });
      const [disabled] = await rowsOf('operator.disable', target.operatorId);
      expect(disabled).toMatchObject({ reason: 'left the team', before: { disabledAt: null } });
      expect((disabled!.after as { disabledAt: string }).disabledAt).toBe(clock.now().toISOString());

      const credential = await ok(calls.opsCredentialCreate.path, { label: 'audit test', hours: 1 });
      const [made] = await rowsOf('credential.create', credential.id);
      expect(made).toMatchObject({ before: null, after: { label: 'audit test', revokedAt: null } });
      expect(JSON.stringify(made)).not.toContain(credential.token);
      await ok(calls.opsCredentialRevoke.path, { id: credential.id });
      expect(await rowsOf('credential.revoke', credential.id)).toMatchObject([{ before: { revokedAt: null }, after: { revokedAt: clock.now().toISOString() } }]);

      clock.advance(STEP);
      await ok(calls.opsAuthStepUp.path, { code: codeAt(admin.secret, clock.now()) });
      await ok(calls.opsAuthSignOut.path, {});
      const own = await db.select().from(operatorAudit).where(and(eq(operatorAudit.operatorId, admin.operatorId), inArray(operatorAudit.action, ['auth.step-up', 'auth.sign-out'])));
      expect(own.map((row) => row.action)).toEqual(['auth.step-up', 'auth.sign-out']);
    });
  });

  describe('every operator call against the role table', () => {
    const operatorCalls = Object.entries(calls).filter(([, contract]) => contract.auth === 'operator');

    it('answers 401 without a session or credential', async () => {
      const refused: string[] = [];
      for (const [name, contract] of operatorCalls) {
        const res = await post(app, contract.path, {}, { 'idempotency-key': `none-${name}` });
        if (res.statusCode !== 401 || res.json().error !== 'OPS_SESSION_REQUIRED') refused.push(`${name}: ${res.statusCode} ${res.json().error}`);
      }
      expect(refused).toEqual([]);
    });

    it('allows each role exactly the calls the table gives it (0 mismatches)', async () => {
      const { mayCall } = await import('../../src/contracts/ops-roles.ts');
      const mismatches: string[] = [];
      let checked = 0;
      // One credential per role: sign-out revokes the one that makes it, so it goes last.
      const signOutLast = operatorCalls.toSorted(([, a], [, b]) => Number(a === calls.opsAuthSignOut) - Number(b === calls.opsAuthSignOut));
      for (const role of operatorRoles) {
        const cli = await operatorCredential(started.database.db, [role]);
        for (const [name, contract] of signOutLast) {
          const res = await post(app, contract.path, {}, { ...bearer(cli.token), 'idempotency-key': `${role}-${name}` });
          const denied = res.statusCode === 403 && res.json().error === 'OPS_ROLE_REQUIRED';
          const expectedAllowed = mayCall(contract.path, [role]);
          if (res.statusCode === 401 || res.statusCode >= 500 || denied === expectedAllowed) mismatches.push(`${role} ${name}: ${res.statusCode} ${res.json().error}`);
          checked += 1;
        }
      }
      expect(mismatches).toEqual([]);
      expect(checked).toBe(operatorRoles.length * operatorCalls.length);
    });
  });
});

describe('the address allow-list (OPS_IP_ALLOW)', () => {
  let started: TestApp;
  beforeAll(async () => {
    started = await startAccountsApp(oneDatabase, { opsIdentity: testOpsIdentity({ ipAllow: ipAllowListFrom('10.0.0.0/8, 2001:db8::/32') }) });
  });
  afterAll(async () => {
    await started?.close();
  });

  it('refuses /v2/ops from other addresses, sign-in included, and leaves the rest of the API alone', async () => {
    const cli = await operatorCredential(started.database.db, ['auditor']);
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      started.app.inject({ method: 'POST', url, remoteAddress, headers, payload: {} });
    expect(errorOf(await from('127.0.0.1', calls.opsLedgerCheck.path, bearer(cli.token)))).toEqual([403, 'OPS_IP_REFUSED']);
    expect(errorOf(await from('192.168.1.5', calls.opsAuthSignIn.path))).toEqual([403, 'OPS_IP_REFUSED']);
    expect((await from('10.1.2.3', calls.opsLedgerCheck.path, bearer(cli.token))).statusCode).toBe(200);
    expect((await from('2001:db8::7', calls.opsLedgerCheck.path, bearer(cli.token))).statusCode).toBe(200);
    expect((await from('127.0.0.1', calls.noticeQuery.path)).statusCode).toBe(200);
  });
});

describe('getting the first operator in', () => {
  let started: TestApp;
  let dir: string;
  const config = testOpsIdentity();
  beforeAll(async () => {
    started = await startAccountsApp(oneDatabase, { opsIdentity: config });
    dir = mkdtempSync(path.join(tmpdir(), 'ops-bootstrap-'));
  });
  afterAll(async () => {
    await started?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the first admin straight in the database only while no admin exists, taking over a name that never enrolled', async () => {
    const db = started.database.db;
    // An operator of the static-token days: a name and an id, nothing else.
    const [old] = await db.insert(operators).values({ name: 'ops' }).returning({ id: operators.id });
    await expect(createFirstAdmin(db, { now: () => new Date(), config }, { name: 'ops', roles: ['payments'] })).rejects.toThrow(BootstrapRefused);
    const link = await createFirstAdmin(db, { now: () => new Date(), config }, { name: 'ops', roles: ['admin', 'payments'] });
    expect(link.url).toBe(`http://ops.test/ops/#enrol=${link.token}`);
    const [row] = await db.select().from(operators).where(eq(operators.name, 'ops'));
    expect(row).toMatchObject({ id: old!.id, roles: ['admin', 'payments'], enrolledAt: null });
    const shown = await post(started.app, calls.opsAuthEnrolment.path, { token: link.token });
    expect(shown.json().data.name).toBe('ops');
    await expect(createFirstAdmin(db, { now: () => new Date(), config }, { name: 'second', roles: ['admin'] })).rejects.toThrow('an admin exists already');
  });

  it('keeps a demo admin (same TOTP secret each start) and writes a fresh demo CLI credential, owner-only', async () => {
    const db = started.database.db;
    const first = await ensureDemoOperator(db, { now: () => new Date(), config }, dir);
    const file = path.join(dir, 'ops-credential');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const token = JSON.parse(readFileSync(file, 'utf8')).token as string;
    expect((await post(started.app, calls.opsOperatorList.path, {}, bearer(token))).statusCode).toBe(200);
    const secret = /TOTP secret ([A-Z2-7]+)/.exec(first[0]!)![1]!;
    const signIn = await post(started.app, calls.opsAuthSignIn.path, { name: DEMO_OPERATOR, password: DEMO_OPERATOR_PASSWORD, code: codeAt(secret, new Date()) });
    expect(signIn.json().data).toMatchObject({ name: DEMO_OPERATOR, roles: [...operatorRoles] });

    const second = await ensureDemoOperator(db, { now: () => new Date(), config }, dir);
    expect(/TOTP secret ([A-Z2-7]+)/.exec(second[0]!)![1]).toBe(secret);
    expect(errorOf(await post(started.app, calls.opsOperatorList.path, {}, bearer(token)))).toEqual([401, 'OPS_SESSION_REQUIRED']);
    const fresh = JSON.parse(readFileSync(file, 'utf8')).token as string;
    expect((await post(started.app, calls.opsOperatorList.path, {}, bearer(fresh))).statusCode).toBe(200);
  });
});
