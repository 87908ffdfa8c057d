// The balance user/info and user/get/info show: the player's wallet ledger account, without
// what is held for pending withdrawals.
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { ledgerAccounts } from '../../server/db/schema.ts';
import { createHold, houseAccount, postHold, voidHold } from '../../server/ledger/ledger.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, newPlayer, startWalletApp } from './support/wallet.ts';

describe.each(databases)('wallet balance on %s', (kind) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startWalletApp(kind);
  });
  afterAll(async () => t0?.close());

  async function profileBalance(token: string): Promise<string> {
    const res = await call(t0.app, calls.userGetInfo.path, {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.balance;
  }

  it('is 0.0000 for a player who never had money, and reading it opens no ledger account', async () => {
    const player = await newPlayer(t0.app);
    expect(await balanceText(t0.app, player.token)).toBe('0.0000');
    expect(await profileBalance(player.token)).toBe('0.0000');
    const accounts = await t0.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, player.userId));
    expect(accounts).toEqual([]);
  });

  it('shows a credit to the wallet to the last unit, on user/info and user/get/info', async () => {
    const player = await newPlayer(t0.app);
    const other = await newPlayer(t0.app);
    await fund(t0.database.db, player.userId, 12_345_678n);
    expect(await balanceText(t0.app, player.token)).toBe('1234.5678');
    expect(await profileBalance(player.token)).toBe('1234.5678');
    await fund(t0.database.db, player.userId, 1n);
    expect(await balanceText(t0.app, player.token)).toBe('1234.5679');
    // Someone else's money is not in it.
    expect(await balanceText(t0.app, other.token)).toBe('0.0000');
  });

  it('leaves out coins held for a pending withdrawal; a void brings them back, a post does not', async () => {
    const db = t0.database.db;
    const player = await newPlayer(t0.app);
    await fund(db, player.userId, 10_000_000n);
    const house = await houseAccount(db);
    const first = await createHold(db, { userId: player.userId, to: house.id, amount: 2_500_000n, reference: `balance-test:${player.userId}:1` });
    expect(await balanceText(t0.app, player.token)).toBe('750.0000');
    expect(await profileBalance(player.token)).toBe('750.0000');
    await voidHold(db, first.id);
    expect(await balanceText(t0.app, player.token)).toBe('1000.0000');
    const second = await createHold(db, { userId: player.userId, to: house.id, amount: 4_000_000n, reference: `balance-test:${player.userId}:2` });
    await postHold(db, second.id);
    expect(await balanceText(t0.app, player.token)).toBe('600.0000');
    await expectLedgerClean(db);
  });

  it('needs a session', async () => {
    const res = await call(t0.app, calls.userInfo.path, {});
    expect([res.statusCode, res.json().error]).toEqual([401, 'UNAUTHORIZED']);
  });
});
