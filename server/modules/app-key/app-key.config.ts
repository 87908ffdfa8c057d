// The app key's settings: the encryption key of the stored secrets (APP_KEY_SECRET) and the guess
// limits. Demo mode generates APP_KEY_SECRET into the data directory (server/config/demo-secrets.ts);
// production refuses to start without it (server/config/env.ts).
import { hkdfSync, randomBytes } from 'node:crypto';

export interface AppKeyConfig {
  /** AES-256-GCM key of the stored TOTP secrets, derived from APP_KEY_SECRET. */
  encryptionKey: Buffer;
  /** Wrong codes in a row before app key checks lock. */
  maxAttempts: number;
  lockMinutes: number;
}

/**
 * One secret per process for tests and tools without APP_KEY_SECRET: every app built in the same
 * process (a test's two instances on one database) reads the others' secrets.
 */
const processSecret = randomBytes(32).toString('base64url');

/** The key is derived (HKDF-SHA256) so the setting may be any long random text, not exactly 32 bytes. */
export function appKeyEncryptionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'game-hall', 'app key secrets v1', 32));
}

export function appKeyConfigFromEnv(env: NodeJS.ProcessEnv): AppKeyConfig {
  return {
    encryptionKey: appKeyEncryptionKey(env.APP_KEY_SECRET?.trim() || processSecret),
    maxAttempts: 5,
    lockMinutes: 15,
  };
}
