import { persistentAtom } from '@nanostores/persistent';

/** localStorage key of the login form's remember-me settings. */
export const LOGIN_CONFIG_STORAGE_KEY = 'loginConfig';

/**
 * What is stored. With WebCrypto and IndexedDB at hand, account and password are sealed
 * together (`sealed`: base64 of IV + AES-GCM ciphertext); without them only the account is kept,
 * in `account`, and the password is never stored.
 */
export interface StoredLoginConfig {
  remember: boolean;
  sealed?: string;
  account?: string;
}

export interface RememberedLogin {
  remember: boolean;
  account: string;
  password: string;
}

export const $loginConfig = persistentAtom<StoredLoginConfig>(
  LOGIN_CONFIG_STORAGE_KEY,
  { remember: true },
  {
    encode: JSON.stringify,
    decode: (raw) => {
      try {
        const value = JSON.parse(raw) as StoredLoginConfig;
        return typeof value?.remember === 'boolean' ? value : { remember: true };
      } catch {
        return { remember: true };
      }
    },
  },
);

/** Holds the one key that seals the remembered login. */
export interface KeyVault {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

// Limits of this protection, on purpose:
// - The key is a non-extractable AES-GCM key kept in this origin's IndexedDB, so the blob in
//   localStorage is useless when copied to another browser or read from a storage dump.
// - It does not stop code running on this origin (an injected script can ask the browser to
//   decrypt), nor someone using this browser profile: remember-me still means "this device
//   signs in as me". Clearing site data drops the key; the remembered login is then forgotten.

const DB_NAME = 'game-hall-keys';
const STORE = 'keys';
const KEY_ID = 'loginConfig';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The browser's vault: one IndexedDB object store holding the CryptoKey object itself. */
export function indexedDbKeyVault(factory: IDBFactory): KeyVault {
  const open = () => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    return request(req);
  };
  return {
    async get() {
      const db = await open();
      try {
        return (await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID))) as CryptoKey | undefined;
      } finally {
        db.close();
      }
    },
    async put(key) {
      const db = await open();
      try {
        await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
      } finally {
        db.close();
      }
    },
  };
}

function defaultVault(): KeyVault | null {
  return globalThis.indexedDB && globalThis.crypto?.subtle ? indexedDbKeyVault(globalThis.indexedDB) : null;
}

let vault: KeyVault | null | undefined;

/** Replaces the vault (tests); `null` means sealing is unavailable. */
export function setKeyVault(next: KeyVault | null | undefined): void {
  vault = next;
}

function currentVault(): KeyVault | null {
  if (vault === undefined) vault = defaultVault();
  return vault;
}

async function sealingKey(create: boolean): Promise<CryptoKey | undefined> {
  const keys = currentVault();
  if (!keys) return undefined;
  const existing = await keys.get();
  if (existing || !create) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await keys.put(key);
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function seal(key: CryptoKey, value: { account: string; password: string }): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64(out);
}

async function unseal(key: CryptoKey, sealed: string): Promise<{ account: string; password: string }> {
  const bytes = fromBase64(sealed);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
  const value = JSON.parse(new TextDecoder().decode(plain)) as { account?: unknown; password?: unknown };
  return { account: typeof value.account === 'string' ? value.account : '', password: typeof value.password === 'string' ? value.password : '' };
}

/** What the login form starts with: the remember flag (default on) and, if kept, the login. */
export async function readRememberedLogin(): Promise<RememberedLogin> {
  const stored = $loginConfig.get();
  const empty = { remember: stored.remember, account: stored.account ?? '', password: '' };
  if (!stored.remember || !stored.sealed) return empty;
  try {
    const key = await sealingKey(false);
    return key ? { remember: true, ...(await unseal(key, stored.sealed)) } : empty;
  } catch {
    // Another key (copied from elsewhere, or site data cleared): nothing usable is kept.
    return empty;
  }
}

/** After a successful sign-in: keeps account and password while ticked, clears them otherwise. */
export async function saveLoginConfig({ remember, account, password }: RememberedLogin): Promise<void> {
  if (!remember) {
    $loginConfig.set({ remember: false });
    return;
  }
  try {
    const key = await sealingKey(true);
    if (key) {
      $loginConfig.set({ remember: true, sealed: await seal(key, { account, password }) });
      return;
    }
  } catch {
    // Fall through: WebCrypto or IndexedDB refused (private mode, old browser).
  }
  $loginConfig.set({ remember: true, account });
}

/** Unticking the box forgets what was kept straight away. */
export function setRemember(remember: boolean): void {
  if (remember) $loginConfig.set({ ...$loginConfig.get(), remember: true });
  else $loginConfig.set({ remember: false });
}
