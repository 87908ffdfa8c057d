// The demo player's account at the sandbox JSY partner, as the demo seed makes it: the names and
// the card match at both sides, so the demo player transfers at once (the Japanese page's branch
// code and katakana name too), and `npm start` says how. Production seeds no such account.
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { sandboxJsyAccounts, users } from '../../server/db/schema.ts';
import { DEMO_JSY_ACCOUNT, demoAccountLines, seedDatabase, type SeedResult } from '../../server/db/seed.ts';
import { call, latestCode, login } from './support/accounts.ts';
import type { TestApp } from './support/test-app.ts';
import { moneyCall, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';
import { oneDatabase } from './support/databases.ts';

describe('the demo player’s JSY account', () => {
  let started: TestApp;
  let seeded: SeedResult;
  beforeAll(async () => {
    started = await startWalletApp(oneDatabase);
    seeded = await seedDatabase(started.database.db);
  });
  afterAll(async () => started?.close());

  it('matches the demo player, so the five steps go through on the Japanese page', async () => {
    const app = started.app;
    const db = started.database.db;
    const jsy = seeded.demoJsy!;
    expect(jsy).toMatchObject({ account: DEMO_JSY_ACCOUNT, branchCode: '001', holderKana: 'サトウ ハナコ' });
    const [stored] = await db.select().from(sandboxJsyAccounts).where(eq(sandboxJsyAccounts.account, DEMO_JSY_ACCOUNT));
    expect(stored!.passwordHash).not.toContain(jsy.password);

    const demoPassword = seeded.demoAccounts.find((demo) => demo.account === 'demo')!.password;
    const token = (await login(app, 'demo', demoPassword)).json().data.token as string;
    const [demo] = await db.select().from(users).where(eq(users.account, 'demo'));
    // What the printed line asks the player to do first: a fund password and some coins.
    expect((await call(app, calls.paymentPasswordUpdate.path, { password: demoPassword, paymentPassword: '246810' }, { token })).statusCode).toBe(200);
    await fundCoins(db, demo!.id, '1000');

    const [card] = (await call(app, calls.bankCardList.path, {}, { token })).json().data as { id: number }[];
    const steps: [string, unknown][] = [
      [calls.jsyTransferValidate.path, { jsyAccount: jsy.account }],
      [calls.jsyTransferValidateCard.path, { bankCardId: card!.id, holderKana: jsy.holderKana, branchCode: jsy.branchCode }],
      [calls.jsyTransferResendCode.path, {}],
    ];
    for (const [path, body] of steps) {
      const res = await call(app, path, body, { token });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    const emailCode = await latestCode(app, 'demo@demo.game-hall.test');
    const signedIn = await call(app, calls.jsyTransferLogin.path, { emailCode, jsyPassword: jsy.password }, { token });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const done = await moneyCall(app, calls.jsyTransferConfirm.path, { amount: '150.25', paymentPassword: '246810' }, { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'success', amount: '150.2500', jsyAccount: DEMO_JSY_ACCOUNT });
    await expectLedgerClean(db);
  });

  it('is printed beside the demo passwords, with what the Japanese page asks', () => {
    const lines = demoAccountLines(seeded);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`account "${DEMO_JSY_ACCOUNT}", password "${seeded.demoJsy!.password}"`);
    expect(lines[2]).toContain('branch code 001 and holder サトウ ハナコ');
    expect(demoAccountLines({ demoAccounts: [] })).toEqual([]);
  });

  it('is not made without demo accounts (production)', async () => {
    const other = await startWalletApp(oneDatabase);
    try {
      const result = await seedDatabase(other.database.db, new Date(), { demoAccounts: false });
      expect(result.demoJsy).toBeUndefined();
      expect(await other.database.db.select().from(sandboxJsyAccounts)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
