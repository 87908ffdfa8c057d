// Runs the real `node server/main.ts` on a PGlite data directory: it must stop cleanly on
// SIGTERM (exit 0) and start again on the same directory with the data intact.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-data-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    // MODE spelled out: Vitest sets MODE=test in its own process, which the server refuses.
    env: { ...process.env, MODE: 'demo', SKIP_BUILD: '1', API_ONLY: '1', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Game Hall is running')) {
        clearInterval(timer);
        resolve();
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited early:\n${output}`));
      }
    }, 50);
  });
  return { child, port, exited, output: () => output };
}

const call = async (port: number, url: string, body: unknown = {}) => {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

describe('server/main.ts', () => {
  it('seeds on first start, stops on SIGTERM with exit 0, and restarts on the same data intact', async () => {
    const first = await startServer();
    expect(first.output()).toContain('seeded demo content');
    const games = await call(first.port, '/v2/app/game/query/pop/new', { pageSize: 100 });
    expect(games.status).toBe(200);
    const countries = await call(first.port, '/v2/app/country');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer();
    expect(second.output()).not.toContain('seeded demo content');
    const again = await call(second.port, '/v2/app/game/query/pop/new', { pageSize: 100 });
    expect(again.body.data).toEqual(games.body.data);
    expect((await call(second.port, '/v2/app/country')).body.data).toEqual(countries.body.data);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    // Two PGlite boots, the first creating and seeding the cluster: 121 s in a whole run on a slow machine.
  }, 400_000);
});
