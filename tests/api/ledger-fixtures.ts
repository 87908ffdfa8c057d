// Players and clearing accounts for the ledger tests, made straight in the database.
import { expect } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { transactionWithRetry } from '../../server/db/retry.ts';
import { users } from '../../server/db/schema.ts';
import { houseAccount, pspClearingOf, transfer, walletOf, type LedgerAccount } from '../../server/ledger/ledger.ts';
import { checkLedger } from '../../server/ledger/invariants.ts';

let next = 0;

/** New users (no password anyone knows); answers their ids. */
export async function makePlayers(db: Db, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    next += 1;
    return { account: `ledger${process.pid}x${next}`.slice(0, 20), passwordHash: 'unusable' };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((r) => r.id);
}

export function pspClearing(db: Db, name = 'sandbox'): Promise<LedgerAccount> {
  return pspClearingOf(db, name);
}

export function house(db: Db): Promise<LedgerAccount> {
  return houseAccount(db);
}

/** Credits a player's wallet from the sandbox clearing account; answers the wallet. One retried
 *  transaction: callers fund players side by side, which under serializable isolation may conflict. */
export function fund(db: Db, userId: number, amount: bigint): Promise<LedgerAccount> {
  return transactionWithRetry(db, async (tx) => {
    const clearing = await pspClearing(tx);
    const wallet = await walletOf(tx, userId);
    await transfer(tx, { from: clearing.id, to: wallet.id, amount, kind: 'deposit' });
    return wallet;
  });
}

export async function expectLedgerClean(db: Db) {
  const results = await checkLedger(db);
  for (const result of results) expect(result.failures, result.name).toEqual([]);
  expect(results.every((r) => r.ok)).toBe(true);
}
