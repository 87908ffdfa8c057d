import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $credentials,
  $operatorAction,
  $operators,
  cancelCode,
  createCredential,
  createOperator,
  disableOperator,
  enableOperator,
  dismissSecret,
  endSessions,
  grantableRoles,
  loadOperatorsScreen,
  resetOpsOperators,
  resetTotp,
  revokeCredential,
  roleChangeTemplates,
  setRoles,
  stepUpAndRetry,
} from './opsOperators.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const errors = { name: 'Name: 3 to 32 letters.', reason: 'Write a reason.', code: 'Enter the 6-digit code.', label: 'Label: 1 to 60 characters.' };
const session = (roles: string[]) => ({ operatorId: 1, name: 'tanaka.m', roles, via: 'session', expiresAt: '2026-03-10T09:00:00.000Z', idleExpiresAt: '2026-03-10T01:15:00.000Z', stepUpAt: '2026-03-10T01:00:00.000Z' });
const operator = (id: number, name: string, roles: string[], extra: Record<string, unknown> = {}) => ({
  id,
  name,
  roles,
  enrolledAt: '2026-03-01T00:00:00.000Z',
  disabledAt: null,
  lockedUntil: null,
  activeSessions: 1,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...extra,
});
const link = { url: 'http://127.0.0.1:4321/ops/#enrol=' + 'a'.repeat(43), token: 'a'.repeat(43), expiresAt: '2026-03-13T00:00:00.000Z' };
const credential = (id: number, label: string) => ({ id, label, roles: ['admin'], createdAt: '2026-03-10T00:00:00.000Z', expiresAt: '2026-03-10T12:00:00.000Z', revokedAt: null, lastUsedAt: null });
const seenOf = (path: string) => server().seen.filter((r) => r.path === path);

function serveScreen(list: unknown[] = [operator(2, 'sato.k', ['support'])]) {
  server().on('/v2/ops/auth/session', (_, res) => sendJson(res, 200, ok(session(['admin', 'support', 'kyc']))));
  server().on('/v2/ops/operator/list', (_, res) => sendJson(res, 200, ok({ list })));
  server().on('/v2/ops/credential/list', (_, res) => sendJson(res, 200, ok({ list: [credential(4, 'laptop')] })));
  server().on('/v2/ops/reason/templates', (_, res) => sendJson(res, 200, ok({ kinds: [{ kind: 'role-change', templates: ['joinedTeam', 'leftTeam'] }] })));
}

afterEach(() => resetOpsOperators());

describe('operators and roles store', () => {
  it('reads the operators, my roles (the ones I may grant), my credentials and the role-change templates', async () => {
    serveScreen([operator(2, 'sato.k', ['support'], { enrolledAt: null, activeSessions: 0 })]);
    await loadOperatorsScreen();
    expect($operators.get().data?.list).toMatchObject([{ id: 2, name: 'sato.k', roles: ['support'], enrolledAt: null, activeSessions: 0 }]);
    expect([...grantableRoles()].sort()).toEqual(['admin', 'kyc', 'support']);
    expect($credentials.get().data?.list.map((c) => c.label)).toEqual(['laptop']);
    expect(roleChangeTemplates()).toEqual(['joinedTeam', 'leftTeam']);
  });

  it('creates an operator and shows its enrolment link once; a bad name is never sent', async () => {
    serveScreen();
    server().on('/v2/ops/operator/create', (_, res) => sendJson(res, 200, ok({ operator: operator(3, 'suzuki.a', ['support'], { enrolledAt: null }), enrolment: link })));
    await expect(createOperator('a b', ['support'], errors)).resolves.toBe(false);
    expect($operatorAction.get().error).toBe(errors.name);
    expect(seenOf('/v2/ops/operator/create')).toEqual([]);

    await expect(createOperator(' suzuki.a ', ['kyc', 'support'], errors)).resolves.toBe(true);
    expect(seenOf('/v2/ops/operator/create').map((r) => r.body)).toEqual([{ name: 'suzuki.a', roles: ['support', 'kyc'] }]);
    expect($operatorAction.get()).toMatchObject({ error: null, done: { kind: 'create', name: 'suzuki.a' }, secret: { kind: 'enrolment', name: 'suzuki.a', url: link.url } });
    expect(seenOf('/v2/ops/operator/list')).toHaveLength(1); // read again after the change
    dismissSecret();
    expect($operatorAction.get().secret).toBeNull();
  });

  it('asks for a code when a role change needs a step-up, steps up, then sends the same change with the same key', async () => {
    serveScreen();
    let steppedUp = false;
    server().on('/v2/ops/operator/roles/set', (_, res) =>
      steppedUp ? sendJson(res, 200, ok(operator(2, 'sato.k', ['support', 'kyc']))) : sendJson(res, 401, refused(401, 'OPS_STEP_UP_REQUIRED', 'Enter a fresh code.')),
    );
    server().on('/v2/ops/auth/step-up', (_, res) => {
      steppedUp = true;
      sendJson(res, 200, ok(session(['admin', 'support', 'kyc'])));
    });
    await expect(setRoles(2, 'sato.k', ['support', 'kyc'], '   ', errors)).resolves.toBe(false);
    expect($operatorAction.get().error).toBe(errors.reason);
    expect(seenOf('/v2/ops/operator/roles/set')).toEqual([]);

    await expect(setRoles(2, 'sato.k', ['kyc', 'support'], ' Joined the team. ', errors)).resolves.toBe(false);
    expect($operatorAction.get()).toMatchObject({ codeFor: 'roles', error: null, done: null, sessionOver: false });

    await expect(stepUpAndRetry('12x456', errors)).resolves.toBe(false);
    expect($operatorAction.get().error).toBe(errors.code);
    expect(seenOf('/v2/ops/auth/step-up')).toEqual([]);

    await expect(stepUpAndRetry(' 123456 ', errors)).resolves.toBe(true);
    expect(seenOf('/v2/ops/auth/step-up').map((r) => r.body)).toEqual([{ code: '123456' }]);
    const sent = seenOf('/v2/ops/operator/roles/set');
    expect(sent.map((r) => r.body)).toEqual([
      { operatorId: 2, roles: ['support', 'kyc'], reason: 'Joined the team.' },
      { operatorId: 2, roles: ['support', 'kyc'], reason: 'Joined the team.' },
    ]);
    expect(sent[0]!.headers['idempotency-key']).toBeTruthy();
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
    expect($operatorAction.get()).toMatchObject({ codeFor: null, done: { kind: 'roles', name: 'sato.k' } });

    // The next change is another action: a new key.
    await setRoles(2, 'sato.k', ['support'], 'Left the team.', errors);
    expect(seenOf('/v2/ops/operator/roles/set')[2]!.headers['idempotency-key']).not.toBe(sent[0]!.headers['idempotency-key']);
  });

  it('a refused step-up code leaves the action waiting; leaving the prompt sends nothing', async () => {
    serveScreen();
    server().on('/v2/ops/operator/totp/reset', (_, res) => sendJson(res, 401, refused(401, 'OPS_STEP_UP_REQUIRED', 'Enter a fresh code.')));
    server().on('/v2/ops/auth/step-up', (_, res) => sendJson(res, 401, refused(401, 'OPS_CODE_INVALID', 'The code is wrong.')));
    await resetTotp(2, 'sato.k', 'Lost phone', errors);
    await expect(stepUpAndRetry('123456', errors)).resolves.toBe(false);
    expect($operatorAction.get()).toMatchObject({ codeFor: 'totp', error: 'The code is wrong.' });
    cancelCode();
    expect($operatorAction.get()).toMatchObject({ codeFor: null, error: null, done: null });
    expect(seenOf('/v2/ops/operator/totp/reset')).toHaveLength(1);
  });

  it('a TOTP reset answers a new enrolment link to hand over', async () => {
    serveScreen();
    server().on('/v2/ops/operator/totp/reset', (_, res) => sendJson(res, 200, ok({ operator: operator(2, 'sato.k', ['support'], { enrolledAt: null }), enrolment: link })));
    await expect(resetTotp(2, 'sato.k', 'Lost phone', errors)).resolves.toBe(true);
    expect($operatorAction.get().secret).toEqual({ kind: 'enrolment', name: 'sato.k', url: link.url, expiresAt: link.expiresAt });
  });

  it('disables with a reason and ends sessions; a refusal shows the server message', async () => {
    serveScreen();
    server().on('/v2/ops/operator/disable', (_, res) => sendJson(res, 200, ok(operator(2, 'sato.k', ['support'], { disabledAt: '2026-03-10T02:00:00.000Z', activeSessions: 0 }))));
    server().on('/v2/ops/operator/sessions/end', (_, res) => sendJson(res, 403, refused(403, 'OPS_OWN_ACCOUNT', 'Not on your own account.')));
    await expect(disableOperator(2, 'sato.k', '<b>', errors)).resolves.toBe(false);
    expect(seenOf('/v2/ops/operator/disable')).toEqual([]);
    await expect(disableOperator(2, 'sato.k', 'Left the team.', errors)).resolves.toBe(true);
    expect(seenOf('/v2/ops/operator/disable').map((r) => r.body)).toEqual([{ operatorId: 2, reason: 'Left the team.' }]);
    await expect(endSessions(1, 'tanaka.m')).resolves.toBe(false);
    expect($operatorAction.get()).toMatchObject({ error: 'Not on your own account.', sessionOver: false, done: null });
  });

  it('enables a disabled operator with a reason, after a fresh code, with the same key', async () => {
    serveScreen();
    let steppedUp = false;
    server().on('/v2/ops/operator/enable', (_, res) =>
      steppedUp ? sendJson(res, 200, ok(operator(2, 'sato.k', ['support']))) : sendJson(res, 401, refused(401, 'OPS_STEP_UP_REQUIRED', 'Enter a fresh code.')),
    );
    server().on('/v2/ops/auth/step-up', (_, res) => {
      steppedUp = true;
      sendJson(res, 200, ok(session(['admin', 'support'])));
    });
    await expect(enableOperator(2, 'sato.k', '', errors)).resolves.toBe(false);
    expect($operatorAction.get().error).toBe(errors.reason);
    expect(seenOf('/v2/ops/operator/enable')).toEqual([]);
    await expect(enableOperator(2, 'sato.k', 'Back from leave.', errors)).resolves.toBe(false);
    expect($operatorAction.get()).toMatchObject({ codeFor: 'enable', done: null });
    await expect(stepUpAndRetry('123456', errors)).resolves.toBe(true);
    const sent = seenOf('/v2/ops/operator/enable');
    expect(sent.map((r) => r.body)).toEqual([
      { operatorId: 2, reason: 'Back from leave.' },
      { operatorId: 2, reason: 'Back from leave.' },
    ]);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
    expect($operatorAction.get()).toMatchObject({ codeFor: null, done: { kind: 'enable', name: 'sato.k' } });
  });

  it('makes a CLI credential and shows its token once, lists and revokes', async () => {
    serveScreen();
    server().on('/v2/ops/credential/create', (_, res) => sendJson(res, 200, ok({ ...credential(5, 'build box'), token: 'opc_secret_token' })));
    server().on('/v2/ops/credential/revoke', (_, res) => sendJson(res, 200, ok(null)));
    await expect(createCredential('x'.repeat(61), 12, errors)).resolves.toBe(false);
    expect($operatorAction.get().error).toBe(errors.label);
    await expect(createCredential(' build box ', 24, errors)).resolves.toBe(true);
    expect(seenOf('/v2/ops/credential/create').map((r) => r.body)).toEqual([{ label: 'build box', hours: 24 }]);
    expect($operatorAction.get().secret).toMatchObject({ kind: 'credential', label: 'build box', token: 'opc_secret_token' });
    expect(seenOf('/v2/ops/credential/list')).toHaveLength(1);
    await expect(revokeCredential(4, 'laptop')).resolves.toBe(true);
    expect(seenOf('/v2/ops/credential/revoke').map((r) => r.body)).toEqual([{ id: 4 }]);
    // The token is not kept once another action ran.
    expect($operatorAction.get().secret).toBeNull();
  });

  it('a session that ended (the operator was disabled) says so, so the page can go to sign-in', async () => {
    server().on('/v2/ops/credential/create', (_, res) => sendJson(res, 401, refused(401, 'OPS_SESSION_EXPIRED', 'Sign in again.')));
    await expect(createCredential('cli', 12, errors)).resolves.toBe(false);
    expect($operatorAction.get()).toMatchObject({ sessionOver: true, error: 'Sign in again.', codeFor: null });
  });
});
