// Many connections moving money at once on a real PostgreSQL: deposits booked by duplicated
// webhooks, withdrawals held then posted or voided (sometimes both at once), player-to-player
// transfers, clients retrying with the same idempotency key. Afterwards every invariant holds
// and every wallet equals what the successful operations add up to.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../../server/db/orm.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../../server/db/database.ts';
import * as schema from '../../server/db/schema.ts';
import { isAppError } from '../../server/errors.ts';
import { withIdempotency } from '../../server/ledger/idempotency.ts';
import { checkLedger } from '../../server/ledger/invariants.ts';
import { balanceOf, createHold, holdsAccountOf, postHold, transfer, voidHold, walletOf } from '../../server/ledger/ledger.ts';
import { retryConflicts, transactionWithRetry } from '../../server/db/retry.ts';
import { adminQuery, databases, postgresUrlOf } from './support/databases.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { expectLedgerClean, makePlayers, pspClearing } from './ledger-fixtures.ts';

const CONNECTIONS = 16;
const STEPS_PER_CONNECTION = 130;
const PLAYERS = 40;
const OPENING_BALANCE = 200_000n;

type Op =
  | { type: 'deposit'; userId: number; amount: bigint; reference: string }
  | { type: 'withdraw'; userId: number; amount: bigint; key: string }
  | { type: 'resolve'; key: string; outcome: 'post' | 'void'; requeued?: boolean }
  | { type: 'send'; from: number; to: number; amount: bigint; key: string };

type Outcome = { ok: true; answer: unknown } | { ok: false; error: string };

const onPostgres = databases.includes('postgres');

describe.skipIf(!onPostgres)('ledger under concurrency (PostgreSQL only; skipped on PGlite, which has one connection)', () => {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const url = postgresUrlOf(name);
  let database: Database;
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    database = await openDatabase({ url });
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it(`${CONNECTIONS} connections, over 2 000 operations at once: every figure adds up`, async () => {
    const db = database.db;
    const players = await makePlayers(db, PLAYERS);
    const clearing = await pspClearing(db);
    for (const userId of players) {
      const wallet = await walletOf(db, userId);
      await holdsAccountOf(db, userId);
      await transfer(db, { from: clearing.id, to: wallet.id, amount: OPENING_BALANCE, kind: 'deposit', reference: `opening:${userId}` });
    }

    // Queues per connection, filled step by step so duplicates land at about the same moment elsewhere.
    const next = seededRandom(20_260_301);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
    const amount = () => BigInt(1 + Math.floor(next() * 80_000));
    const queues: Op[][] = Array.from({ length: CONNECTIONS }, () => []);
    const elsewhere = (w: number) => (w + 1 + Math.floor(next() * (CONNECTIONS - 1))) % CONNECTIONS;
    for (let step = 0; step < STEPS_PER_CONNECTION; step += 1) {
      for (let w = 0; w < CONNECTIONS; w += 1) {
        const roll = next();
        let op: Op;
        if (roll < 0.35) op = { type: 'deposit', userId: pick(players), amount: amount(), reference: `order:${w}:${step}` };
        else if (roll < 0.6) op = { type: 'withdraw', userId: pick(players), amount: amount(), key: `wd-${w}-${step}` };
        else {
          const from = pick(players);
          let to = pick(players);
          while (to === from) to = pick(players);
          op = { type: 'send', from, to, amount: amount() * 3n, key: `send-${w}-${step}` };
        }
        queues[w]!.push(op);
        // Webhooks arrive twice, clients retry: the same operation again on another connection.
        if (next() < 0.25) queues[elsewhere(w)]!.push({ ...op });
        if (op.type === 'withdraw') {
          const outcome = next() < 0.6 ? 'post' : 'void';
          queues[w]!.push({ type: 'resolve', key: op.key, outcome });
          // Sometimes a second reviewer acts on the same withdrawal at once.
          if (next() < 0.15) queues[elsewhere(w)]!.push({ type: 'resolve', key: op.key, outcome: outcome === 'post' ? 'void' : 'post' });
        }
      }
    }

    const log: { op: Op; outcome: Outcome }[] = [];
    const scope = (userId: number) => `user:${userId}`;

    async function run(conn: Db, op: Op): Promise<Outcome | 'later'> {
      try {
        switch (op.type) {
          case 'deposit': {
            const booked = await transactionWithRetry(conn, async (tx) => {
              const wallet = await walletOf(tx, op.userId);
              return transfer(tx, { from: clearing.id, to: wallet.id, amount: op.amount, kind: 'deposit', reference: op.reference });
            });
            return { ok: true, answer: booked.id };
          }
          case 'withdraw': {
            const answer = await withIdempotency(conn, { scope: scope(op.userId), key: op.key, request: { amount: op.amount.toString() } }, async (tx) => {
              const hold = await createHold(tx, { userId: op.userId, to: clearing.id, amount: op.amount, reference: `withdrawal:${op.key}` });
              return { holdId: hold.id };
            });
            return { ok: true, answer };
          }
          case 'send': {
            const answer = await withIdempotency(
              conn,
              { scope: scope(op.from), key: op.key, request: { to: op.to, amount: op.amount.toString() } },
              async (tx) => {
                const [from, to] = [await walletOf(tx, op.from), await walletOf(tx, op.to)];
                const booked = await transfer(tx, { from: from.id, to: to.id, amount: op.amount, kind: 'transfer' });
                return { transferId: booked.id };
              },
            );
            return { ok: true, answer };
          }
          case 'resolve': {
            // A statement of its own on a bare pool: under serializable it too may be the one chosen
            // to fail (40001), and is run again as the server runs its pool's statements.
            const [hold] = await retryConflicts(() =>
              conn
                .select({ id: schema.ledgerHolds.id })
                .from(schema.ledgerHolds)
                .where(eq(schema.ledgerHolds.reference, `withdrawal:${op.key}`)),
            );
            if (!hold) return op.requeued ? { ok: false, error: 'NO_HOLD' } : 'later';
            await transactionWithRetry(conn, (tx) => (op.outcome === 'post' ? postHold(tx, hold.id) : voidHold(tx, hold.id)));
            return { ok: true, answer: hold.id };
          }
        }
      } catch (error) {
        if (isAppError(error)) return { ok: false, error: error.errorKey };
        throw error;
      }
    }

    const started = performance.now();
    await Promise.all(
      queues.map(async (queue) => {
        const pool = new pg.Pool({ connectionString: url, max: 1 });
        pool.on('error', () => {});
        pools.push(pool);
        const conn = drizzle({ client: pool, schema }) as unknown as Db;
        for (let i = 0; i < queue.length; i += 1) {
          const op = queue[i]!;
          const outcome = await run(conn, op);
          if (outcome === 'later') queue.push({ ...(op as Extract<Op, { type: 'resolve' }>), requeued: true });
          else log.push({ op, outcome });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`ledger concurrency: ${log.length} operations on ${CONNECTIONS} connections in ${seconds.toFixed(1)} s`);
    expect(log.length).toBeGreaterThanOrEqual(2_000);

    // What the successful operations add up to.
    const expected = new Map<number, bigint>(players.map((id) => [id, OPENING_BALANCE]));
    const add = (userId: number, delta: bigint) => expected.set(userId, expected.get(userId)! + delta);
    let clearingExpected = -OPENING_BALANCE * BigInt(PLAYERS);

    const byDeposit = Map.groupBy(log.filter((e) => e.op.type === 'deposit'), (e) => (e.op as Extract<Op, { type: 'deposit' }>).reference);
    for (const [reference, attempts] of byDeposit) {
      const booked = attempts.filter((a) => a.outcome.ok);
      expect(booked, reference).toHaveLength(1);
      expect(attempts.filter((a) => !a.outcome.ok).map((a) => (a.outcome as { error: string }).error)).toEqual(
        Array(attempts.length - 1).fill('ALREADY_BOOKED'),
      );
      const op = attempts[0]!.op as Extract<Op, { type: 'deposit' }>;
      add(op.userId, op.amount);
      clearingExpected -= op.amount;
    }

    const sameAnswers = (attempts: { outcome: Outcome }[], label: string) => {
      for (const attempt of attempts) expect(attempt.outcome, label).toEqual(attempts[0]!.outcome);
      return attempts[0]!.outcome;
    };

    const holdsByKey = new Map<string, { userId: number; amount: bigint }>();
    for (const [key, attempts] of Map.groupBy(log.filter((e) => e.op.type === 'withdraw'), (e) => (e.op as { key: string }).key)) {
      const op = attempts[0]!.op as Extract<Op, { type: 'withdraw' }>;
      const outcome = sameAnswers(attempts, key);
      if (outcome.ok) {
        add(op.userId, -op.amount);
        holdsByKey.set(key, op);
      } else expect(outcome.error, key).toBe('INSUFFICIENT_FUNDS');
    }

    for (const [key, attempts] of Map.groupBy(log.filter((e) => e.op.type === 'send'), (e) => (e.op as { key: string }).key)) {
      const op = attempts[0]!.op as Extract<Op, { type: 'send' }>;
      const outcome = sameAnswers(attempts, key);
      if (outcome.ok) {
        add(op.from, -op.amount);
        add(op.to, op.amount);
      } else expect(outcome.error, key).toBe('INSUFFICIENT_FUNDS');
    }

    let pendingExpected = 0;
    let resolved = 0;
    for (const [key, hold] of holdsByKey) {
      const attempts = log.filter((e) => e.op.type === 'resolve' && e.op.key === key);
      const wins = attempts.filter((a) => a.outcome.ok);
      expect(wins.length, key).toBeLessThanOrEqual(1);
      for (const lost of attempts.filter((a) => !a.outcome.ok)) {
        // A reviewer who came before the hold existed found nothing; one who came after lost the race.
        expect((lost.outcome as { error: string }).error).toMatch(wins.length ? /^(HOLD_ALREADY_RESOLVED|NO_HOLD)$/ : /^NO_HOLD$/);
      }
      const win = wins[0]?.op as Extract<Op, { type: 'resolve' }> | undefined;
      const [row] = await db.select().from(schema.ledgerHolds).where(eq(schema.ledgerHolds.reference, `withdrawal:${key}`));
      expect(row!.status, key).toBe(win ? (win.outcome === 'post' ? 'posted' : 'voided') : 'pending');
      if (!win) pendingExpected += 1;
      else {
        resolved += 1;
        if (win.outcome === 'void') add(hold.userId, hold.amount);
        else clearingExpected += hold.amount;
      }
    }
    // A refused withdrawal left no hold behind.
    expect(await db.$count(schema.ledgerHolds)).toBe(holdsByKey.size);
    expect(resolved).toBeGreaterThan(holdsByKey.size / 2);

    for (const userId of players) {
      const wallet = await walletOf(db, userId);
      expect(wallet.balance, `wallet of ${userId}`).toBe(expected.get(userId));
    }
    // The clearing account keeps no balance in its row (every deposit would update it): its transfers are its balance.
    expect(await balanceOf(db, clearing.id)).toBe(clearingExpected);
    expect(await db.$count(schema.ledgerHolds, eq(schema.ledgerHolds.status, 'pending'))).toBe(pendingExpected);
    await expectLedgerClean(db);
  });

  it('npm run ledger:check prints ok on a clean ledger and FAILED (exit 1) once a balance drifts', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: url };
    const clean = await run(process.execPath, ['scripts/ledger-check.ts'], { env });
    expect(clean.stdout).toMatch(/^ok +all balances sum to zero per currency \(\d+ checked\)$/m);
    expect(clean.stdout).not.toMatch(/FAILED/);

    await database.db.execute(sql`UPDATE ledger_accounts SET balance = balance + 5 WHERE code = 'psp:sandbox'`);
    const drifted = await run(process.execPath, ['scripts/ledger-check.ts'], { env }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toMatch(/^FAILED all balances sum to zero per currency/m);
    expect(drifted.stdout).toMatch(/psp:sandbox: cached 5, keeps none \(must be 0; transfers say -\d+\)/);
    expect((await checkLedger(database.db)).filter((r) => !r.ok).map((r) => r.name)).toEqual([
      'all balances sum to zero per currency',
      'cached balances equal incoming minus outgoing transfers',
    ]);
  });
});
