import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../../server/db/orm.ts';
import type { Database } from '../../server/db/database.ts';
import { ledgerAccountKinds, ledgerHolds, ledgerTransfers, nonNegativeAccountKinds } from '../../server/db/schema.ts';
import { AppError } from '../../server/errors.ts';
import { pgErrorCode } from '../../server/ledger/db-errors.ts';
import { checkLedger } from '../../server/ledger/invariants.ts';
import {
  balanceOf,
  createHold,
  holdsAccountOf,
  ledgerAccountOf,
  openAccount,
  openAccounts,
  postHold,
  transfer,
  voidHold,
  walletOf,
} from '../../server/ledger/ledger.ts';
import { bothDatabases, openTestDatabase } from './support/databases.ts';
import { expectLedgerClean, fund, house, makePlayers, pspClearing } from './ledger-fixtures.ts';

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

function expectAppError(error: unknown, status: number, errorKey: string) {
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).errorKey).toBe(errorKey);
}

describe.each(bothDatabases)('ledger on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('accounts', () => {
    it('walletOf creates the wallet once and finds it afterwards', async () => {
      const db = database.db;
      const [userId] = await makePlayers(db, 1);
      const first = await walletOf(db, userId!);
      const again = await walletOf(db, userId!);
      expect(again.id).toBe(first.id);
      expect(first).toMatchObject({ code: `player:${userId}:wallet`, kind: 'player_wallet', userId, currency: 'COIN', balance: 0n });
    });

    it('openAccounts answers several accounts in the order asked, creating those missing, one of them twice', async () => {
      const db = database.db;
      const [a, b] = await makePlayers(db, 2);
      const walletA = await walletOf(db, a!);
      const [second, first, again, holdsB] = await openAccounts(db, [ledgerAccountOf.wallet(b!), ledgerAccountOf.wallet(a!), ledgerAccountOf.wallet(b!), ledgerAccountOf.holds(b!)]);
      expect(first.id).toBe(walletA.id);
      expect(second).toMatchObject({ code: `player:${b}:wallet`, kind: 'player_wallet', userId: b });
      expect(again.id).toBe(second.id);
      expect(holdsB).toMatchObject({ code: `player:${b}:holds`, kind: 'player_holds', userId: b });
      expect((await walletOf(db, b!)).id).toBe(second.id);
      await expect(openAccounts(db, [ledgerAccountOf.wallet(a!), { code: `player:${b}:holds`, kind: 'player_wallet', userId: b! }])).rejects.toThrow(/another kind/);
    });

    it('refuses to reopen a code as another kind', async () => {
      await openAccount(database.db, { code: 'crypto:trc20', kind: 'crypto_clearing' });
      await expect(openAccount(database.db, { code: 'crypto:trc20', kind: 'house' })).rejects.toThrow(/another kind/);
    });
  });

  describe('transfer', () => {
    it('moves the amount between the two cached balances and records one transfer', async () => {
      const db = database.db;
      const [a, b] = await makePlayers(db, 2);
      const walletA = await fund(db, a!, 50_000n);
      const walletB = await walletOf(db, b!);
      const booked = await transfer(db, { from: walletA.id, to: walletB.id, amount: 12_345n, kind: 'transfer', reference: 'gift:1' });
      expect(booked).toMatchObject({ fromAccountId: walletA.id, toAccountId: walletB.id, amount: 12_345n, kind: 'transfer', reference: 'gift:1' });
      expect(await balanceOf(db, walletA.id)).toBe(37_655n);
      expect(await balanceOf(db, walletB.id)).toBe(12_345n);
      await expectLedgerClean(db);
    });

    it('lets a clearing account go negative (money that came from outside)', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const clearing = await pspClearing(db, 'fresh');
      const wallet = await walletOf(db, a!);
      await transfer(db, { from: clearing.id, to: wallet.id, amount: 3n, kind: 'deposit' });
      expect(await balanceOf(db, clearing.id)).toBe(-3n);
    });

    it('updates only the rows of wallets and holds: house and clearing balances are their transfers, their rows stay 0', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const clearing = await pspClearing(db, 'unkept');
      const houseRow = await house(db);
      const houseBefore = await balanceOf(db, houseRow.id);
      const wallet = await walletOf(db, a!);
      await transfer(db, { from: clearing.id, to: wallet.id, amount: 700n, kind: 'deposit' });
      await transfer(db, { from: wallet.id, to: houseRow.id, amount: 200n, kind: 'game_bet' });
      const rows = await db.execute(sql`SELECT code, balance::text AS balance FROM ledger_accounts WHERE id IN (${clearing.id}, ${houseRow.id}, ${wallet.id}) ORDER BY code`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { code: 'house', balance: '0' },
        { code: `player:${a}:wallet`, balance: '500' },
        { code: 'psp:unkept', balance: '0' },
      ]);
      expect([await balanceOf(db, clearing.id), (await balanceOf(db, houseRow.id)) - houseBefore, await balanceOf(db, wallet.id)]).toEqual([-700n, 200n, 500n]);
      await expectLedgerClean(db);
    });

    it('the database and schema.ts agree on which kinds keep their balance in their row', async () => {
      const db = database.db;
      for (const kind of ledgerAccountKinds) {
        const result = await db.execute(sql`SELECT ledger_keeps_balance(${kind}) AS kept`);
        expect((result as unknown as { rows: { kept: boolean }[] }).rows[0]!.kept, kind).toBe((nonNegativeAccountKinds as readonly string[]).includes(kind));
      }
    });

    it('refuses to overdraw a wallet with INSUFFICIENT_FUNDS and moves nothing', async () => {
      const db = database.db;
      const [a, b] = await makePlayers(db, 2);
      const walletA = await fund(db, a!, 10_000n);
      const walletB = await walletOf(db, b!);
      const transfersBefore = await db.$count(ledgerTransfers);
      const error = await refusal(
        db.transaction((tx) => transfer(tx, { from: walletA.id, to: walletB.id, amount: 10_001n, kind: 'transfer' })),
      );
      expectAppError(error, 422, 'INSUFFICIENT_FUNDS');
      expect(await balanceOf(db, walletA.id)).toBe(10_000n);
      expect(await balanceOf(db, walletB.id)).toBe(0n);
      expect(await db.$count(ledgerTransfers)).toBe(transfersBefore);
      // The exact balance is spendable.
      await transfer(db, { from: walletA.id, to: walletB.id, amount: 10_000n, kind: 'transfer' });
      expect(await balanceOf(db, walletA.id)).toBe(0n);
    });

    it('books one (kind, reference) once: the duplicate is ALREADY_BOOKED and moves nothing', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const wallet = await walletOf(db, a!);
      const clearing = await pspClearing(db);
      await transfer(db, { from: clearing.id, to: wallet.id, amount: 5_000n, kind: 'deposit', reference: 'order:A1' });
      const error = await refusal(
        db.transaction((tx) => transfer(tx, { from: clearing.id, to: wallet.id, amount: 5_000n, kind: 'deposit', reference: 'order:A1' })),
      );
      expectAppError(error, 409, 'ALREADY_BOOKED');
      expect(await balanceOf(db, wallet.id)).toBe(5_000n);
      // Another kind may reuse the reference; transfers without one are never duplicates.
      await transfer(db, { from: wallet.id, to: clearing.id, amount: 1n, kind: 'refund', reference: 'order:A1' });
      await transfer(db, { from: clearing.id, to: wallet.id, amount: 1n, kind: 'deposit' });
      await transfer(db, { from: clearing.id, to: wallet.id, amount: 1n, kind: 'deposit' });
      expect(await balanceOf(db, wallet.id)).toBe(5_001n);
    });

    it('refuses a zero, negative or non-bigint amount and a transfer to the same account', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const wallet = await fund(db, a!, 100n);
      const h = await house(db);
      for (const amount of [0n, -5n, 5 as unknown as bigint]) {
        await expect(transfer(db, { from: wallet.id, to: h.id, amount, kind: 'bet' })).rejects.toThrow(RangeError);
      }
      await expect(transfer(db, { from: wallet.id, to: wallet.id, amount: 1n, kind: 'bet' })).rejects.toThrow(RangeError);
    });

    it('refuses a transfer between currencies', async () => {
      const db = database.db;
      const usdt = await openAccount(db, { code: 'crypto:usdt-test', kind: 'crypto_clearing', currency: 'USDT' });
      const h = await house(db);
      await expect(transfer(db, { from: usdt.id, to: h.id, amount: 1n, kind: 'exchange' })).rejects.toThrow(/one currency/);
    });
  });

  describe('the database itself', () => {
    it('refuses a raw UPDATE that would make a wallet negative', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const wallet = await fund(db, a!, 100n);
      const error = await refusal(db.execute(sql`UPDATE ledger_accounts SET balance = balance - 101 WHERE id = ${wallet.id}`));
      expect(pgErrorCode(error)).toBe('23514');
      const holds = await holdsAccountOf(db, a!);
      expect(pgErrorCode(await refusal(db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${holds.id}`)))).toBe('23514');
      expect(await balanceOf(db, wallet.id)).toBe(100n);
    });

    it('refuses a raw transfer row with a non-positive amount or one account on both sides', async () => {
      const db = database.db;
      const h = await house(db);
      const clearing = await pspClearing(db);
      const zero = await refusal(db.insert(ledgerTransfers).values({ fromAccountId: h.id, toAccountId: clearing.id, amount: 0n, kind: 'x' }));
      expect(pgErrorCode(zero)).toBe('23514');
      const same = await refusal(db.insert(ledgerTransfers).values({ fromAccountId: h.id, toAccountId: h.id, amount: 1n, kind: 'x' }));
      expect(pgErrorCode(same)).toBe('23514');
    });

    it('keeps transfers append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      await fund(db, a!, 7n);
      const [row] = await db.select().from(ledgerTransfers).limit(1);
      const update = await refusal(db.update(ledgerTransfers).set({ amount: 1_000_000n }).where(eq(ledgerTransfers.id, row!.id)));
      expect(String((update as { cause?: unknown }).cause ?? update)).toMatch(/append-only/);
      const remove = await refusal(db.delete(ledgerTransfers).where(eq(ledgerTransfers.id, row!.id)));
      expect(String((remove as { cause?: unknown }).cause ?? remove)).toMatch(/append-only/);
      await refusal(db.execute(sql`TRUNCATE ledger_transfers CASCADE`));
      const [still] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, row!.id));
      expect(still).toEqual(row);
    });
  });

  describe('holds', () => {
    it('holding moves the amount to the holds account; posting sends it on, once', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const wallet = await fund(db, a!, 30_000n);
      const clearing = await pspClearing(db);
      const clearingBefore = await balanceOf(db, clearing.id);
      const hold = await createHold(db, { userId: a!, to: clearing.id, amount: 20_000n, reference: 'withdrawal:1' });
      const holds = await holdsAccountOf(db, a!);
      expect(hold).toMatchObject({ status: 'pending', fromAccountId: wallet.id, holdsAccountId: holds.id, toAccountId: clearing.id });
      expect(await balanceOf(db, wallet.id)).toBe(10_000n);
      expect(await balanceOf(db, holds.id)).toBe(20_000n);
      await expectLedgerClean(db);

      const posted = await postHold(db, hold.id);
      expect(posted.status).toBe('posted');
      expect(posted.resolvedAt).toBeInstanceOf(Date);
      expect(await balanceOf(db, holds.id)).toBe(0n);
      expect(await balanceOf(db, clearing.id)).toBe(clearingBefore + 20_000n);

      expectAppError(await refusal(db.transaction((tx) => postHold(tx, hold.id))), 409, 'HOLD_ALREADY_RESOLVED');
      expectAppError(await refusal(db.transaction((tx) => voidHold(tx, hold.id))), 409, 'HOLD_ALREADY_RESOLVED');
      expect(await balanceOf(db, wallet.id)).toBe(10_000n);
      await expectLedgerClean(db);
    });

    it('voiding returns the amount to the wallet, once', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const wallet = await fund(db, a!, 30_000n);
      const h = await house(db);
      const hold = await createHold(db, { userId: a!, to: h.id, amount: 30_000n });
      expect(await balanceOf(db, wallet.id)).toBe(0n);
      expect((await voidHold(db, hold.id)).status).toBe('voided');
      expect(await balanceOf(db, wallet.id)).toBe(30_000n);
      expectAppError(await refusal(db.transaction((tx) => voidHold(tx, hold.id))), 409, 'HOLD_ALREADY_RESOLVED');
      expectAppError(await refusal(db.transaction((tx) => postHold(tx, hold.id))), 409, 'HOLD_ALREADY_RESOLVED');
      expect(await balanceOf(db, wallet.id)).toBe(30_000n);
      await expectLedgerClean(db);
    });

    it('refuses a hold larger than the wallet, leaving no hold row', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      await fund(db, a!, 5n);
      const h = await house(db);
      const before = await db.$count(ledgerHolds);
      expectAppError(await refusal(db.transaction((tx) => createHold(tx, { userId: a!, to: h.id, amount: 6n }))), 422, 'INSUFFICIENT_FUNDS');
      expect(await db.$count(ledgerHolds)).toBe(before);
    });

    it('holds one reference once and refuses to resolve an unknown hold', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      await fund(db, a!, 100n);
      const h = await house(db);
      await createHold(db, { userId: a!, to: h.id, amount: 10n, reference: 'withdrawal:dup' });
      expectAppError(
        await refusal(db.transaction((tx) => createHold(tx, { userId: a!, to: h.id, amount: 10n, reference: 'withdrawal:dup' }))),
        409,
        'ALREADY_BOOKED',
      );
      expectAppError(await refusal(db.transaction((tx) => postHold(tx, 987_654_321))), 404, 'NOT_FOUND');
    });
  });

  describe('invariants', () => {
    it('detect a corrupted cached balance and a missing pending hold', async () => {
      const db = database.db;
      const [a] = await makePlayers(db, 1);
      const wallet = await fund(db, a!, 1_000n);
      const h = await house(db);
      await createHold(db, { userId: a!, to: h.id, amount: 400n });
      await expectLedgerClean(db);

      // Someone edits a cached balance behind the ledger's back.
      await db.execute(sql`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${wallet.id}`);
      const afterDrift = await checkLedger(db);
      const byName = Object.fromEntries(afterDrift.map((r) => [r.name, r]));
      expect(byName['all balances sum to zero per currency']!.ok).toBe(false);
      expect(byName['cached balances equal incoming minus outgoing transfers']!.failures).toEqual([
        `player:${a}:wallet: cached 601, transfers say 600`,
      ]);
      expect(byName['no player or agent balance is negative']!.ok).toBe(true);
      await db.execute(sql`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = ${wallet.id}`);

      // A hold marked resolved without its transfer leaves money in the holds account.
      await db.execute(sql`UPDATE ledger_holds SET status = 'posted', resolved_at = now() WHERE holds_account_id = (SELECT id FROM ledger_accounts WHERE code = ${`player:${a}:holds`})`);
      const afterHold = await checkLedger(db);
      const holdsResult = afterHold.find((r) => r.name === 'each holds account holds exactly its pending holds')!;
      expect(holdsResult.failures).toEqual([`player:${a}:holds: balance 400, pending holds 0`]);
      await db.execute(sql`UPDATE ledger_holds SET status = 'pending', resolved_at = NULL WHERE holds_account_id = (SELECT id FROM ledger_accounts WHERE code = ${`player:${a}:holds`})`);
      await expectLedgerClean(db);

      // A balance written into the house's row, which keeps none, is seen too.
      const houseTransfers = await balanceOf(db, h.id);
      await db.execute(sql`UPDATE ledger_accounts SET balance = 7 WHERE id = ${h.id}`);
      const afterHouse = Object.fromEntries((await checkLedger(db)).map((r) => [r.name, r]));
      expect(afterHouse['all balances sum to zero per currency']!.ok).toBe(false);
      expect(afterHouse['cached balances equal incoming minus outgoing transfers']!.failures).toEqual([
        `house: cached 7, keeps none (must be 0; transfers say ${houseTransfers})`,
      ]);
      await db.execute(sql`UPDATE ledger_accounts SET balance = 0 WHERE id = ${h.id}`);
      await expectLedgerClean(db);
    });
  });
});
