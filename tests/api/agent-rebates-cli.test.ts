// `npm run ops -- rebate-…` against a listening server, run as its own process as an operator runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebateRates } from '../../server/db/schema.ts';
import { dayIn } from '../../server/config/hall-time-zone.ts';
import { DEFAULT_REBATE_RATES } from '../../server/modules/agent/rebates.fns.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { OPERATOR_TOKEN, startWalletApp } from './support/wallet.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(root, 'scripts/ops.ts');

describe.each(databases)('npm run ops rebate commands on %s', (kind) => {
  let started: TestApp;
  let url: string;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    await started.database.db.insert(rebateRates).values(DEFAULT_REBATE_RATES.map((r) => ({ ...r, updatedBy: 'default' })));
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const address = started.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    url = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await started?.close();
  });

  function ops(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [script, ...args],
        { cwd: root, env: { PATH: process.env.PATH ?? '', OPS_URL: url, OPS_TOKEN: OPERATOR_TOKEN }, timeout: 30_000 },
        (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
      );
    });
  }

  it('shows, replaces and shows again the rates; help names the commands', async () => {
    const help = await ops(['help']);
    for (const command of ['rebate-rates', 'rebate-rates-set <level>=<bp>', 'rebate-settle <YYYY-MM-DD>']) expect(help.stdout).toContain(command);

    const shown = await ops(['rebate-rates']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('1      50            0.50 %');
    expect(shown.stdout).toContain('3      10            0.10 %');

    const set = await ops(['rebate-rates-set', '2=15', '1=60']);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain('rebate rates replaced');
    expect((await ops(['rebate-rates'])).stdout).toMatch(/1 {6}60 {12}0\.60 %\n2 {6}15 {12}0\.15 %\n/);

    const duplicate = await ops(['rebate-rates-set', '1=60', '1=70']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('A level appears twice in the rebate rates');
    const outOfRange = await ops(['rebate-rates-set', '40=10']);
    expect(outOfRange.code).toBe(1);
    expect(outOfRange.stderr).toContain('VALIDATION_FAILED');
    const usage = await ops(['rebate-rates-set', '1=0.5']);
    expect(usage.code).toBe(2);
    expect((await ops(['rebate-rates'])).stdout).toContain('0.60 %');
  });

  it('settles a finished day once, and refuses today', async () => {
    const first = await ops(['rebate-settle', '2026-01-05']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^rebates for 2026-01-05: 0 agents paid 0\.0000 coins in all/);
    const today = await ops(['rebate-settle', dayIn(new Date(), 'Asia/Tokyo')]);
    expect(today.code).toBe(1);
    expect(today.stderr).toContain('A day that has not ended yet cannot be settled');
    expect((await ops(['rebate-settle', 'yesterday'])).code).toBe(2);
  });
});
