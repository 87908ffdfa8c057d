// Transfers to JSY under concurrency: confirms retried at once with one key make one transfer and
// one credit; reconciliation runs at once over transfers in doubt settle each exactly once. The
// ledger is checked afterwards.
import { eq } from '../../server/db/orm.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { jsyTransfers } from '../../server/db/schema.ts';
import { reconcileTransfers } from '../../server/modules/jsy/jsy.service.ts';
import { jsyPartnerOf } from '../../server/modules/jsy/partners.ts';
import type { SandboxJsy } from '../../server/modules/jsy/sandbox/sandbox-jsy.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { testClock } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, startWalletApp, testWalletConfig } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { confirm, jsyPlayer, sandboxOf, signIn, transferRow } from './jsy-fixtures.ts';

describe.each(databases)('transfers to JSY under concurrency on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  let sandbox: SandboxJsy;
  const clock = testClock();
  const config = testWalletConfig();
  const walletDeps = (): WalletDeps => ({ db, now: clock.now, t: () => '', config, log: started.app.log });

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now, wallet: config });
    db = started.database.db;
    sandbox = sandboxOf(db, clock.now);
  });
  afterAll(async () => {
    await started?.close();
  });

  it('three sends of one confirm at once: one transfer, one credit, the same transfer in every answer', async () => {
    const players = await Promise.all([1, 2, 3].map(() => jsyPlayer(started.app, db, sandbox)));
    for (const p of players) await signIn(started.app, p);
    await Promise.all(
      players.map(async (p) => {
        const key = randomUUID();
        const answers = await Promise.all([1, 2, 3].map(() => confirm(started.app, p, '250', { key })));
        const ok = answers.filter((r) => r.statusCode === 200);
        expect(ok.length, answers.map((r) => r.body).join('\n')).toBe(3);
        const sns = new Set(ok.map((r) => r.json().data.transferSn));
        expect(sns.size).toBe(1);
        const [transferSn] = [...sns];
        expect(await sandbox.creditCount(transferSn!)).toBe(1);
        expect((await transferRow(db, transferSn!)).row.status).toBe('success');
        expect(await db.select().from(jsyTransfers).where(eq(jsyTransfers.userId, p.userId))).toHaveLength(1);
        expect(await balanceText(started.app, p.token)).toBe('4750.0000');
      }),
    );
    await expectLedgerClean(db);
  });

  it('reconciliation runs at once settle each transfer in doubt exactly once', async () => {
    const lostAfter = await Promise.all([1, 2, 3].map(() => jsyPlayer(started.app, db, sandbox, { behaviour: 'timeout-after-credit' })));
    const lostBefore = await Promise.all([1, 2, 3].map(() => jsyPlayer(started.app, db, sandbox, { behaviour: 'timeout-before-credit' })));
    const sns: string[] = [];
    for (const p of [...lostAfter, ...lostBefore]) {
      await signIn(started.app, p);
      const res = await confirm(started.app, p, '300');
      expect(res.json().data.status).toBe('pending');
      sns.push(res.json().data.transferSn);
    }
    clock.advance(config.jsy.requestTtlSeconds * 1000 + 1000);
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => reconcileTransfers({ ...walletDeps(), partner: jsyPartnerOf(walletDeps()) })),
    );
    expect(runs.reduce((sum, r) => sum + r.settled, 0)).toBe(6);
    expect(runs.reduce((sum, r) => sum + r.checked, 0)).toBe(6);
    for (const [i, transferSn] of sns.entries()) {
      const { row, hold } = await transferRow(db, transferSn);
      expect(row.status).toBe(i < 3 ? 'success' : 'failed');
      expect(hold.status).toBe(i < 3 ? 'posted' : 'voided');
      expect(row.attempts).toBe(2);
    }
    for (const p of lostAfter) expect(await balanceText(started.app, p.token)).toBe('4700.0000');
    for (const p of lostBefore) expect(await balanceText(started.app, p.token)).toBe('5000.0000');
    await expectLedgerClean(db);
  });
});
