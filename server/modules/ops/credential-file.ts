// Where `npm run ops` keeps its CLI credential: `<DATA_DIR or ./.data>/ops-credential`, readable by
// the owner only, holding the bearer token and its expiry (so the CLI can say "expired, log in").
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CREDENTIAL_FILE = 'ops-credential';

export const credentialFilePath = (keepDir: string) => path.join(keepDir, CREDENTIAL_FILE);

export function writeCredentialFile(keepDir: string, token: string, expiresAt: Date): string {
  mkdirSync(keepDir, { recursive: true });
  const file = credentialFilePath(keepDir);
  writeFileSync(file, `${JSON.stringify({ token, expiresAt: expiresAt.toISOString() })}\n`, { mode: 0o600 });
  // The mode above applies only to a new file; an existing one is tightened too.
  chmodSync(file, 0o600);
  return file;
}

/** The stored credential, or null when there is none or it cannot be read. */
export function readCredentialFile(keepDir: string): { token: string; expiresAt: Date } | null {
  try {
    const parsed = JSON.parse(readFileSync(credentialFilePath(keepDir), 'utf8')) as { token?: unknown; expiresAt?: unknown };
    if (typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'string') return null;
    return { token: parsed.token, expiresAt: new Date(parsed.expiresAt) };
  } catch {
    return null;
  }
}

export function removeCredentialFile(keepDir: string): void {
  rmSync(credentialFilePath(keepDir), { force: true });
}
