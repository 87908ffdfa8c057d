import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { $loginConfig, LOGIN_CONFIG_STORAGE_KEY, readRememberedLogin, saveLoginConfig, setKeyVault, setRemember, type KeyVault } from './loginConfig.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  setKeyVault(undefined);
});

/** A vault like the browser's: it hands back the same CryptoKey object it was given. */
function memoryVault(): KeyVault & { key?: CryptoKey } {
  const vault: KeyVault & { key?: CryptoKey } = {
    get: async () => vault.key,
    put: async (key) => {
      vault.key = key;
    },
  };
  return vault;
}

const login = { remember: true, account: 'player1', password: 'S3cret-pass' };

describe('login config (remember me)', () => {
  it('remembers by default, under the key loginConfig', async () => {
    expect(LOGIN_CONFIG_STORAGE_KEY).toBe('loginConfig');
    expect(await readRememberedLogin()).toEqual({ remember: true, account: '', password: '' });
  });

  it('stores account and password sealed, never as plain text, and reads them back', async () => {
    const vault = memoryVault();
    setKeyVault(vault);
    await saveLoginConfig(login);
    const raw = getTestStorage()[LOGIN_CONFIG_STORAGE_KEY];
    expect(raw).toBeTypeOf('string');
    expect(raw).not.toContain('player1');
    expect(raw).not.toContain('S3cret-pass');
    expect(JSON.parse(raw)).toEqual({ remember: true, sealed: expect.any(String) });
    expect(vault.key?.extractable).toBe(false);
    expect(vault.key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(await readRememberedLogin()).toEqual(login);
  });

  it('seals with a fresh IV each time', async () => {
    setKeyVault(memoryVault());
    await saveLoginConfig(login);
    const first = $loginConfig.get().sealed;
    await saveLoginConfig(login);
    expect($loginConfig.get().sealed).not.toBe(first);
  });

  it('a blob copied to another browser (another key) gives nothing away', async () => {
    setKeyVault(memoryVault());
    await saveLoginConfig(login);
    const copied = getTestStorage()[LOGIN_CONFIG_STORAGE_KEY];
    cleanTestStorage();
    setKeyVault(memoryVault());
    await saveLoginConfig({ remember: true, account: 'other', password: 'x' }); // creates this browser's key
    setTestStorageKey(LOGIN_CONFIG_STORAGE_KEY, copied);
    expect(await readRememberedLogin()).toEqual({ remember: true, account: '', password: '' });
  });

  it('clears account and password when remember is unticked', async () => {
    setKeyVault(memoryVault());
    await saveLoginConfig(login);
    await saveLoginConfig({ ...login, remember: false });
    expect(JSON.parse(getTestStorage()[LOGIN_CONFIG_STORAGE_KEY])).toEqual({ remember: false });
    expect(await readRememberedLogin()).toEqual({ remember: false, account: '', password: '' });
  });

  it('unticking the box forgets straight away; ticking it again keeps nothing until the next sign-in', async () => {
    setKeyVault(memoryVault());
    await saveLoginConfig(login);
    setRemember(false);
    expect($loginConfig.get()).toEqual({ remember: false });
    setRemember(true);
    expect(await readRememberedLogin()).toEqual({ remember: true, account: '', password: '' });
  });

  it('without WebCrypto/IndexedDB keeps only the account', async () => {
    setKeyVault(null);
    await saveLoginConfig(login);
    expect(JSON.parse(getTestStorage()[LOGIN_CONFIG_STORAGE_KEY])).toEqual({ remember: true, account: 'player1' });
    expect(await readRememberedLogin()).toEqual({ remember: true, account: 'player1', password: '' });
  });

  it('keeps only the account when the vault refuses to store a key', async () => {
    setKeyVault({ get: async () => undefined, put: async () => Promise.reject(new Error('quota')) });
    await saveLoginConfig(login);
    expect(getTestStorage()[LOGIN_CONFIG_STORAGE_KEY]).not.toContain('S3cret-pass');
    expect(await readRememberedLogin()).toEqual({ remember: true, account: 'player1', password: '' });
  });
});
