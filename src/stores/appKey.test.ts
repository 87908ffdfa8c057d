import { describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { sampleUser } from '../test-support/sampleUser.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { appKey, bindAppKey, isAppKeyBound, loadAppKey, resetAppKey, sendAppKeyResetCode } from './appKey.ts';
import { $user } from './session.ts';

const server = setUpStoreTests('t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const pending = (secret = SECRET) => ({ bound: false, boundAt: null, secret, uri: `otpauth://totp/Game%20Hall:player1?secret=${secret}&issuer=Game%20Hall` });
const bound = { bound: true, boundAt: '2026-03-01T10:00:00.000Z', secret: null, uri: null };

describe('app key store', () => {
  it('loads the pending key and tells the session no key is bound', async () => {
    $user.set({ ...sampleUser, appKeyBound: true });
    server().on('/v2/app/user/google/key', (_, res) => sendJson(res, 200, ok(pending())));
    await loadAppKey();
    expect(appKey.$state.get()).toMatchObject({ status: 'ready', data: pending() });
    expect(isAppKeyBound()).toBe(false);
  });

  it('binds with a code, then shows the bound state and asks for codes from now on', async () => {
    $user.set({ ...sampleUser });
    let isBound = false;
    server().on('/v2/app/user/google/key', (_, res) => sendJson(res, 200, ok(isBound ? bound : pending())));
    server().on('/v2/app/user/google/key/bind', (_, res) => {
      isBound = true;
      sendJson(res, 200, ok(bound));
    });
    await loadAppKey();
    await expect(bindAppKey('123456')).resolves.toEqual(bound);
    expect(server().seen.find((r) => r.path === '/v2/app/user/google/key/bind')?.body).toEqual({ code: '123456' });
    expect(appKey.$state.get().data).toEqual(bound);
    expect(isAppKeyBound()).toBe(true);
  });

  it('keeps the pending key and the session as they were when the code is refused', async () => {
    $user.set({ ...sampleUser });
    server().on('/v2/app/user/google/key', (_, res) => sendJson(res, 200, ok(pending())));
    server().on('/v2/app/user/google/key/bind', (_, res) =>
      sendJson(res, 422, { code: 422, msg: 'The app key code is wrong or has expired. 4 more attempts before it locks.', data: null, error: 'APP_KEY_CODE_INVALID', reqId: 'r', issues: [{ field: 'code', message: 'wrong' }] }),
    );
    await loadAppKey();
    await expect(bindAppKey('000000')).rejects.toMatchObject({ error: 'APP_KEY_CODE_INVALID' });
    expect(appKey.$state.get().data).toEqual(pending());
    expect(isAppKeyBound()).toBe(false);
  });

  it('resets with a code or a mailed code, then shows a new pending key', async () => {
    $user.set({ ...sampleUser, appKeyBound: true });
    let secret: string | null = null;
    server().on('/v2/app/user/google/key', (_, res) => sendJson(res, 200, ok(secret ? pending(secret) : bound)));
    server().on('/v2/app/user/google/key/reset', (_, res) => {
      secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
      sendJson(res, 200, ok(null));
    });
    server().on('/v2/app/user/google/key/reset/email/code', (_, res) => sendJson(res, 200, ok({ cooldownSeconds: 60, expiresInSeconds: 600 })));
    await loadAppKey();
    expect(isAppKeyBound()).toBe(true);
    await expect(sendAppKeyResetCode()).resolves.toEqual({ cooldownSeconds: 60, expiresInSeconds: 600 });
    await resetAppKey({ emailCode: '654321' });
    expect(server().seen.find((r) => r.path === '/v2/app/user/google/key/reset')?.body).toEqual({ emailCode: '654321' });
    expect(appKey.$state.get().data).toEqual(pending('KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'));
    expect(isAppKeyBound()).toBe(false);
  });
});
