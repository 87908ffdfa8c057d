// The transaction helper on real PostgreSQL: two serializable transactions that read and then write
// the same row conflict (40001), two that lock two rows in opposite orders deadlock (40P01); the
// helper runs the losing unit again and both units' work lands. And a lone statement outside any
// transaction, failed by a concurrent update under serializable isolation, is run again by the pool.
import { sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../server/db/database.ts';
import { pgErrorCode } from '../../server/ledger/db-errors.ts';
import { transactionWithRetry } from '../../server/db/retry.ts';
import { bothDatabases, createTestDatabase, openTestDatabase } from './support/databases.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Resolves once `count` callers have arrived. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived >= count) open();
    return opened;
  };
}

describe.skipIf(!bothDatabases.includes('postgres'))('transactionWithRetry on PostgreSQL', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    db = database.db;
    await db.execute(sql`CREATE TABLE retry_probe (id int PRIMARY KEY, n int NOT NULL)`);
    await db.execute(sql`INSERT INTO retry_probe VALUES (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('runs a unit again after a serialization failure (40001), and both increments land', async () => {
    const bothRead = barrier(2);
    const retried: string[] = [];
    const increment = () => {
      let attempt = 0;
      return transactionWithRetry(
        db,
        async (tx) => {
          attempt++;
          const [row] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT n FROM retry_probe WHERE id = 1`));
          // First attempts: both have read before either writes, so the second writer must fail.
          if (attempt === 1) await bothRead();
          await tx.execute(sql`UPDATE retry_probe SET n = ${row!.n + 1} WHERE id = 1`);
        },
        { isolationLevel: 'serializable' },
        { onRetry: (_attempt, error) => retried.push(pgErrorCode(error) ?? '?') },
      );
    };
    await Promise.all([increment(), increment()]);
    expect(retried).toContain('40001');
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT n FROM retry_probe WHERE id = 1`));
    expect(row!.n).toBe(2);
  });

  it('runs a unit again after a deadlock (40P01)', async () => {
    const bothLocked = barrier(2);
    const retried: string[] = [];
    const moveBoth = (first: number, second: number) => {
      let attempt = 0;
      return transactionWithRetry(
        db,
        async (tx) => {
          attempt++;
          await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${first}`);
          if (attempt === 1) await bothLocked();
          await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${second}`);
        },
        undefined,
        { onRetry: (_attempt, error) => retried.push(pgErrorCode(error) ?? '?') },
      );
    };
    await db.execute(sql`UPDATE retry_probe SET n = 0`);
    await Promise.all([moveBoth(1, 2), moveBoth(2, 1)]);
    // Usually one of the two is chosen as the victim; when both deadlock checks run before either
    // rolls back (a loaded machine), both are, and both run again: either way only deadlocks retried.
    expect(retried.length).toBeGreaterThanOrEqual(1);
    expect(new Set(retried)).toEqual(new Set(['40P01']));
    const rows = rowsOf<{ n: number }>(await db.execute(sql`SELECT n FROM retry_probe ORDER BY id`));
    expect(rows.map((row) => row.n)).toEqual([2, 2]);
  });
});

describe.skipIf(!bothDatabases.includes('postgres'))('a statement outside a transaction, serializable, on PostgreSQL', () => {
  it('runs again when a concurrent update it waited for makes it fail (40001), and both updates land', async () => {
    const created = await createTestDatabase();
    // The whole pool serializable, as PGOPTIONS sets it for the api-serializable suites.
    const url = new URL(created.url);
    url.searchParams.set('options', '-c default_transaction_isolation=serializable');
    const database = await openDatabase({ url: url.href, migrate: false });
    let locked!: () => void;
    let release!: () => void;
    const rowLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      const { db } = database;
      await db.execute(sql`CREATE TABLE lone_probe (id int PRIMARY KEY, n int NOT NULL)`);
      await db.execute(sql`INSERT INTO lone_probe VALUES (1, 0)`);
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE lone_probe SET n = n + 1 WHERE id = 1`);
        locked();
        await released;
      });
      await rowLocked;
      // Sent now: a Drizzle query runs when it is awaited, and `then` is what awaiting calls.
      const lone = db.execute(sql`UPDATE lone_probe SET n = n + 10 WHERE id = 1`).then(() => undefined);
      // Released only once the lone statement waits on the row: its snapshot is older than the commit.
      const waiting = async () =>
        rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0]!.n;
      for (const deadline = Date.now() + 10_000; (await waiting()) === 0; ) {
        if (Date.now() > deadline) throw new Error('the lone statement never waited for the row');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await holder;
      await lone;
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT n FROM lone_probe WHERE id = 1`));
      expect(row!.n).toBe(11);
    } finally {
      release(); // a failed check must not leave the holder's transaction open: closing would wait for it
      await database.close();
      await created.drop();
    }
  });
});
