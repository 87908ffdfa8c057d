// One writer on a PGlite data directory: a second real `npm start` on a directory that a running
// server holds exits non-zero within seconds, saying that several processes need DATABASE_URL;
// once the first has stopped, the directory opens again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { killServers, startServer } from './support/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-lock-'));
afterAll(() => {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a PGlite data directory', () => {
  it('refuses a second server process while the first runs, and opens again after it stopped', async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info' });
    await first.printed('Game Hall is running');

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`already open in process ${first.child.pid}`);
    expect(second.output()).toContain('DATABASE_URL');
    expect(second.output()).not.toContain('Game Hall is running');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const third = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), LOG_LEVEL: 'info' });
    await third.printed('Game Hall is running');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // Three boots of PGlite, the first creating and seeding the cluster: 156 and over 180 s in whole
    // runs on a slow machine of this kind, where the journeys and the lint share the two cores.
  }, 600_000);
});
