import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import type { UserProfile } from '../contracts/account.ts';
import { $alias, $profile, clearProfile, loadAlias, loadProfileDetails, resetAlias, saveFundPassword, updateProfile } from './profile.ts';
import { $user } from './session.ts';

const server = setUpStoreTests('t0k3n');
afterEach(() => {
  clearProfile();
});

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const profile = (changes: Partial<UserProfile> = {}): UserProfile => ({
  id: 1,
  account: 'lucky7',
  email: 'lucky7@example.com',
  nickname: null,
  balance: '0.0000',
  isAgent: false,
  hasPaymentPassword: false,
  appKeyBound: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  firstName: null,
  lastName: null,
  pinyinName: 'Taro Yamada',
  phone: null,
  idNumber: null,
  alias: null,
  agentCode: null,
  signInMethods: ['password'],
  ...changes,
});

describe('profile store', () => {
  it('loads the whole profile and gives the session user only the user-info fields', async () => {
    server().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(profile())));
    await loadProfileDetails();
    expect($profile.get()?.pinyinName).toBe('Taro Yamada');
    expect($user.get().account).toBe('lucky7');
    expect($user.get()).not.toHaveProperty('pinyinName');
    expect(server().seen[0].headers.token).toBe('t0k3n');
  });

  it('keeps the session user in step with a saved change', async () => {
    server().on('/v2/app/user/update', (request, res) => sendJson(res, 200, ok(profile(request.body as Partial<UserProfile>))));
    await updateProfile({ nickname: 'Seven' });
    expect($profile.get()?.nickname).toBe('Seven');
    expect($user.get().nickname).toBe('Seven');
  });

  it('remembers that a fund password now exists', async () => {
    server().on('/v2/app/user/get/info', (_, res) => sendJson(res, 200, ok(profile())));
    server().on('/v2/app/auth/password/update/payment', (_, res) => sendJson(res, 200, ok(null)));
    await loadProfileDetails();
    await saveFundPassword('secret', '123456');
    expect($profile.get()?.hasPaymentPassword).toBe(true);
    expect($user.get().hasPaymentPassword).toBe(true);
  });

  it('leaves the stores alone when a call fails', async () => {
    server().on('/v2/app/user/update', (_, res) =>
      sendJson(res, 409, { code: 409, msg: 'taken', data: null, error: 'EMAIL_TAKEN', reqId: 'r' }),
    );
    await expect(updateProfile({ email: 'x@example.com', emailCode: '123456' })).rejects.toMatchObject({ error: 'EMAIL_TAKEN' });
    expect($profile.get()).toBeUndefined();
    expect($user.get()).toEqual({});
  });

  it('loads the alias and replaces it on reset', async () => {
    server().on('/v2/app/user/alias/account', (_, res) => sendJson(res, 200, ok({ alias: 'GHOLD00001' })));
    server().on('/v2/app/user/alias/account/reset', (_, res) => sendJson(res, 200, ok({ alias: 'GHNEW00002' })));
    expect(await loadAlias()).toBe('GHOLD00001');
    expect($alias.get()).toBe('GHOLD00001');
    await resetAlias();
    expect($alias.get()).toBe('GHNEW00002');
  });
});
