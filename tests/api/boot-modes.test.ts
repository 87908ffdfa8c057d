// The real `node server/main.ts`: in production mode with nothing configured it stops at once —
// non-zero exit, one line naming each missing setting, before any site build or database; in demo
// mode it says so, and generates its secrets into the data directory once (0600), reusing them later.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-boot-'));
  dirs.push(dir);
  return dir;
}

/** Runs main.ts with only these variables (and PATH); resolves on exit, or once `until` is printed (then stops it). */
function runMain(env: Record<string, string>, until?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let stopping = false;
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    if (until && !stopping && stdout.includes(until)) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('server/main.ts modes', () => {
  it('refuses a production start with nothing configured: one line per missing setting, before building or opening anything', async () => {
    const dataDir = tempDir();
    const { code, stdout, stderr } = await runMain({ MODE: 'production', SKIP_BUILD: '1', DATA_DIR: dataDir });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    const lines = stderr.trim().split('\n');
    for (const setting of ['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'SANDBOX', 'CRYPTO_ADDRESS_SECRET', 'APP_KEY_SECRET']) {
      expect(lines.filter((line) => line.startsWith(`Configuration: ${setting}:`)), setting).toHaveLength(1);
    }
    expect(stdout).not.toContain('Building the site');
    expect(stdout).not.toContain('DEMO');
    // No database opened (PGlite would have filled the directory), no secret or token written.
    expect(readdirSync(dataDir)).toEqual([]);
  }, 30_000);

  it('names the LINE secret when LINE is on without it, and refuses an http:// PUBLIC_URL and short secrets', async () => {
    const { code, stderr } = await runMain({
      MODE: 'production',
      SKIP_BUILD: '1',
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtp://mail.example.com:587',
      DATABASE_URL: 'postgres://hall@db.example.com/hall',
      PUBLIC_URL: 'http://hall.example.com',
      SANDBOX: '0',
      CRYPTO_ADDRESS_SECRET: 'sandbox-crypto-address-secret',
      APP_KEY_SECRET: 'k'.repeat(40),
      LINE_CHANNEL_ID: '2000000001',
    });
    expect(code).not.toBe(0);
    const named = stderr
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('Configuration: '))
      .map((line) => line.split(':')[1]!.trim());
    expect(named.sort()).toEqual(['CRYPTO_ADDRESS_SECRET', 'LINE_CHANNEL_SECRET', 'LINE_REDIRECT_URI', 'PUBLIC_URL']);
  }, 30_000);

  it('says it runs in demo mode, and generates its secrets once into the data directory (0600), reused on the next start', async () => {
    const dataDir = tempDir();
    const env = { SKIP_BUILD: '1', API_ONLY: '1', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    const first = await runMain({ ...env, PORT: String(await freePort()) }, 'Game Hall is running');
    expect(first.code, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('Game Hall runs in DEMO mode');
    expect(first.stdout).toContain('/dev/outbox');
    const file = path.join(dataDir, 'secrets.json');
    expect(first.stdout).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    expect(kept.PSP_SANDBOX_SECRET).toMatch(/^[\w-]{43}$/);
    expect(kept.CRYPTO_ADDRESS_SECRET).toMatch(/^[\w-]{43}$/);
    expect(kept.CRYPTO_ADDRESS_SECRET).not.toBe(kept.PSP_SANDBOX_SECRET);
    expect(kept.APP_KEY_SECRET).toMatch(/^[\w-]{43}$/);
    // The demo operator: how to sign in, and a CLI credential for `npm run ops` (owner-only file).
    const secretOf = (stdout: string) => /name "demo-admin", password "demo-operator-2026", TOTP secret ([A-Z2-7]{32})/.exec(stdout)?.[1];
    expect(secretOf(first.stdout), first.stdout).toBeDefined();
    const credentialFile = path.join(dataDir, 'ops-credential');
    expect(first.stdout).toContain(`Demo CLI credential (every role, 30 days) written to ${credentialFile}`);
    expect(statSync(credentialFile).mode & 0o777).toBe(0o600);
    const credential = JSON.parse(readFileSync(credentialFile, 'utf8'));
    expect(credential.token).toMatch(/^ghoc_[\w-]{43}$/);

    const second = await runMain({ ...env, PORT: String(await freePort()) }, 'Game Hall is running');
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(kept);
    // The same TOTP secret (the operator is kept); a new credential replaces the earlier one.
    expect(secretOf(second.stdout)).toBe(secretOf(first.stdout));
    expect(JSON.parse(readFileSync(credentialFile, 'utf8')).token).not.toBe(credential.token);
  }, 200_000);
});
