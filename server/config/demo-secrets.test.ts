import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoSecrets, SECRETS_FILE } from './demo-secrets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-secrets-'));
  dirs.push(dir);
  return path.join(dir, 'data'); // not there yet: the first start makes it
}

describe('demoSecrets', () => {
  it('generates each secret once into <data dir>/secrets.json, readable by the owner only, and reuses it', () => {
    const dir = tempDir();
    const first = demoSecrets({}, dir);
    expect(first.generated).toEqual(['PSP_SANDBOX_SECRET', 'CRYPTO_ADDRESS_SECRET', 'APP_KEY_SECRET']);
    expect(first.file).toBe(path.join(dir, SECRETS_FILE));
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect(first.values.PSP_SANDBOX_SECRET).toHaveLength(43); // 32 random bytes, base64url
    expect(first.values.CRYPTO_ADDRESS_SECRET).not.toBe(first.values.PSP_SANDBOX_SECRET);
    expect(JSON.parse(readFileSync(first.file, 'utf8'))).toEqual(first.values);

    const second = demoSecrets({}, dir);
    expect(second.generated).toEqual([]);
    expect(second.values).toEqual(first.values);
    // Another data directory, another secret.
    expect(demoSecrets({}, tempDir()).values.CRYPTO_ADDRESS_SECRET).not.toBe(first.values.CRYPTO_ADDRESS_SECRET);
  });

  it('takes a secret from the environment over the file, and never writes it there', () => {
    const dir = tempDir();
    const result = demoSecrets({ CRYPTO_ADDRESS_SECRET: 'from-the-environment' }, dir);
    expect(result.values.CRYPTO_ADDRESS_SECRET).toBe('from-the-environment');
    expect(result.generated).toEqual(['PSP_SANDBOX_SECRET', 'APP_KEY_SECRET']);
    const kept = JSON.parse(readFileSync(result.file, 'utf8'));
    expect(Object.keys(kept)).toEqual(['PSP_SANDBOX_SECRET', 'APP_KEY_SECRET']);
    // Without it later, one is generated and added beside the kept one.
    const later = demoSecrets({}, dir);
    expect(later.generated).toEqual(['CRYPTO_ADDRESS_SECRET']);
    expect(later.values.PSP_SANDBOX_SECRET).toBe(result.values.PSP_SANDBOX_SECRET);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
  });

  it('tightens a kept file that others could read, and stops with a clear error on a damaged one', () => {
    const dir = tempDir();
    const { file, values } = demoSecrets({}, dir);
    writeFileSync(file, JSON.stringify(values), { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(demoSecrets({}, dir).values).toEqual(values);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, '');
    expect(() => demoSecrets({}, dir)).toThrow(/secrets\.json is not a JSON object of secrets/);
  });
});
