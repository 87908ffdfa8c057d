import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../server/db/orm.ts';
import type { Database } from '../../server/db/database.ts';
import { idempotencyKeys, ledgerTransfers } from '../../server/db/schema.ts';
import { AppError } from '../../server/errors.ts';
import { canonicalJson, requestHash, withIdempotency } from '../../server/ledger/idempotency.ts';
import { balanceOf, transfer, walletOf } from '../../server/ledger/ledger.ts';
import { bothDatabases, openTestDatabase } from './support/databases.ts';
import { countStatements } from './support/statements.ts';
import { fund, house, makePlayers } from './ledger-fixtures.ts';

describe('request hashing', () => {
  it('is the same whatever the key order, and differs when a value differs', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 'z' }], c: undefined })).toBe('{"a":[{"x":"z","y":2}],"b":1}');
    expect(requestHash({ amount: '1.5', card: 3 })).toBe(requestHash({ card: 3, amount: '1.5' }));
    expect(requestHash({ amount: '1.5' })).not.toBe(requestHash({ amount: '1.50' }));
    expect(requestHash({ amount: 5n })).not.toBe(requestHash({ amount: 5 }));
  });
});

describe.each(bothDatabases)('idempotency keys on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A bet of `amount` from the player's wallet to the house, answering the new balance. */
  async function bet(userId: number, key: string, amount: bigint, counter?: { runs: number }) {
    const db = database.db;
    const h = await house(db);
    return withIdempotency(db, { scope: `user:${userId}`, key, request: { amount: amount.toString() } }, async (tx) => {
      if (counter) counter.runs += 1;
      const wallet = await walletOf(tx, userId);
      const booked = await transfer(tx, { from: wallet.id, to: h.id, amount, kind: 'bet' });
      return { transferId: booked.id, balance: await balanceOf(tx, wallet.id) };
    });
  }

  it('a retry returns the first answer without running again', async () => {
    const [userId] = await makePlayers(database.db, 1);
    const wallet = await fund(database.db, userId!, 1_000n);
    const counter = { runs: 0 };
    const first = await bet(userId!, 'k-1', 300n, counter);
    expect(first).toEqual({ transferId: expect.any(Number), balance: '700' });
    const retry = await bet(userId!, 'k-1', 300n, counter);
    expect(retry).toEqual(first);
    expect(JSON.stringify(retry)).toBe(JSON.stringify(first));
    expect(counter.runs).toBe(1);
    expect(await balanceOf(database.db, wallet.id)).toBe(700n);
    // A new key is a new action.
    await bet(userId!, 'k-2', 300n, counter);
    expect(await balanceOf(database.db, wallet.id)).toBe(400n);
  });

  it('the same key with another request is refused with IDEMPOTENCY_KEY_REUSED and runs nothing', async () => {
    const [userId] = await makePlayers(database.db, 1);
    const wallet = await fund(database.db, userId!, 1_000n);
    await bet(userId!, 'reuse', 100n);
    const counter = { runs: 0 };
    const error = await bet(userId!, 'reuse', 200n, counter).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, errorKey: 'IDEMPOTENCY_KEY_REUSED' });
    expect(counter.runs).toBe(0);
    expect(await balanceOf(database.db, wallet.id)).toBe(900n);
  });

  it('keys are per scope: two users may use the same key', async () => {
    const [a, b] = await makePlayers(database.db, 2);
    await fund(database.db, a!, 100n);
    await fund(database.db, b!, 100n);
    expect(await bet(a!, 'shared', 10n)).toMatchObject({ balance: '90' });
    expect(await bet(b!, 'shared', 20n)).toMatchObject({ balance: '80' });
  });

  it('a refusal is remembered: the retry gets the same error even once the money is there', async () => {
    const db = database.db;
    const [userId] = await makePlayers(db, 1);
    const wallet = await fund(db, userId!, 100n);
    const transfersBefore = await db.$count(ledgerTransfers);
    const first = await bet(userId!, 'too-much', 500n).catch((e: unknown) => e);
    expect(first).toMatchObject({ status: 422, errorKey: 'INSUFFICIENT_FUNDS' });
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, `user:${userId}`), eq(idempotencyKeys.key, 'too-much')));
    expect(row).toMatchObject({ status: 'failed', httpStatus: 422, response: { errorKey: 'INSUFFICIENT_FUNDS', params: {} } });

    await fund(db, userId!, 1_000n);
    const counter = { runs: 0 };
    const retry = await bet(userId!, 'too-much', 500n, counter).catch((e: unknown) => e);
    expect(retry).toBeInstanceOf(AppError);
    expect(retry).toMatchObject({ status: 422, errorKey: 'INSUFFICIENT_FUNDS' });
    expect(counter.runs).toBe(0);
    expect(await balanceOf(db, wallet.id)).toBe(1_100n);
    expect(await db.$count(ledgerTransfers)).toBe(transfersBefore + 1);
  });

  it('a refusal after the call wrote undoes what it wrote; a success keeps it, its savepoint released by COMMIT', async () => {
    const db = database.db;
    const [userId] = await makePlayers(db, 1);
    const wallet = await fund(db, userId!, 100n);
    const h = await house(db);
    const refused = await withIdempotency(db, { scope: `user:${userId}`, key: 'wrote-then-refused', request: {} }, async (tx) => {
      await transfer(tx, { from: wallet.id, to: h.id, amount: 40n, kind: 'bet' });
      throw new AppError(409, 'ALREADY_BOOKED');
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, errorKey: 'ALREADY_BOOKED' });
    expect(await balanceOf(db, wallet.id)).toBe(100n);
    const [key] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'wrote-then-refused'));
    expect(key).toMatchObject({ status: 'failed', httpStatus: 409 });

    const { texts } = await countStatements(() =>
      withIdempotency(db, { scope: `user:${userId}`, key: 'wrote', request: {} }, (tx) => transfer(tx, { from: wallet.id, to: h.id, amount: 40n, kind: 'bet' })),
    );
    expect(await balanceOf(db, wallet.id)).toBe(60n);
    if (kind === 'postgres') {
      expect(texts.filter((text) => /savepoint/i.test(text))).toEqual(['SAVEPOINT idempotent_run']);
      expect(texts.at(-1)).toMatch(/^commit$/i);
    }
  });

  it('an unexpected error is not remembered: the key stays free and nothing moved', async () => {
    const db = database.db;
    const [userId] = await makePlayers(db, 1);
    const wallet = await fund(db, userId!, 100n);
    const h = await house(db);
    const boom = withIdempotency(db, { scope: `user:${userId}`, key: 'crash', request: {} }, async (tx) => {
      await transfer(tx, { from: wallet.id, to: h.id, amount: 50n, kind: 'bet' });
      throw new Error('connection lost');
    });
    await expect(boom).rejects.toThrow('connection lost');
    expect(await balanceOf(db, wallet.id)).toBe(100n);
    const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'crash'));
    expect(rows).toEqual([]);
    const answer = await withIdempotency(db, { scope: `user:${userId}`, key: 'crash', request: {} }, async () => ({ ok: true }));
    expect(answer).toEqual({ ok: true });
  });

  it('concurrent duplicates run once and all get the first answer', async () => {
    const [userId] = await makePlayers(database.db, 1);
    const wallet = await fund(database.db, userId!, 1_000n);
    const counter = { runs: 0 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => bet(userId!, 'burst', 250n, counter)));
    expect(counter.runs).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await balanceOf(database.db, wallet.id)).toBe(750n);
  });
});
