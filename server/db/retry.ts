// Retry what the database asks to retry. Under serializable isolation (what CockroachDB runs, and
// YugabyteDB without its read-committed flag; PGOPTIONS='-c default_transaction_isolation=serializable'
// emulates it on PostgreSQL) a transaction that conflicts with another fails with 40001
// (serialization_failure), and a deadlock ends one side with 40P01 (deadlock_detected), on any
// isolation. Both mean "nothing happened, run it again": the whole unit is run again after a
// jittered, growing pause. Only an idempotent unit whose transaction holds everything it does may
// be retried (nothing sent to a provider or a mail server inside it). Every top-level transaction of
// the server goes through transactionWithRetry (server/db/retry.test.ts checks the sources).
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { pgErrorCode } from '../ledger/db-errors.ts';
import type { Db } from './database.ts';

export const RETRYABLE_SQLSTATES = ['40001', '40P01'] as const;

export function isRetryableConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && (RETRYABLE_SQLSTATES as readonly string[]).includes(code);
}

export interface RetryOptions {
  /** Runs in all, the first included (default 60). */
  attempts?: number;
  /** Pause before the first retry, doubled each time up to maxDelayMs (defaults 5 and 1000 ms). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No retry starts later than this after the first run began (default 15 s): a bound on a caller's wait. */
  maxTotalMs?: number;
  /** Tests: what a pause is, how random the jitter is, what time it is. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Told about each retry (attempt number from 1, the error). */
  onRetry?: (attempt: number, error: unknown) => void;
  /**
   * Retries of units in the same line (`key`, per `owner`: a database handle) run one at a time in
   * this process. N calls on one wallet that all conflicted would otherwise meet again on every
   * retry; in line, a process sends one at a time and they commit in turn.
   */
  line?: { owner: object; key: string };
}

const lines = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `run` after the line's previous run has settled (in this process; `owner` is a database handle). */
export function inLine<T>(owner: object, key: string, run: () => Promise<T>): Promise<T> {
  let byKey = lines.get(owner);
  if (!byKey) lines.set(owner, (byKey = new Map<string, Promise<unknown>>()));
  const result = (byKey.get(key) ?? Promise.resolve()).then(run, run);
  const tail = result.then(
    () => {},
    () => {},
  );
  byKey.set(key, tail);
  void tail.then(() => {
    if (byKey.get(key) === tail) byKey.delete(key);
  });
  return result;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** This process's tally: how many units ran, how many needed a retry, the most runs one needed. */
export interface RetryStats {
  units: number;
  retried: number;
  retries: number;
  mostAttempts: number;
  /** Units that still failed on a conflict when their attempts or time ran out. */
  gaveUp: number;
}
const stats: RetryStats = { units: 0, retried: 0, retries: 0, mostAttempts: 0, gaveUp: 0 };

export function retryStats(): RetryStats {
  return { ...stats };
}

/** Starts the tally again (a test suite's report). */
export function resetRetryStats(): void {
  Object.assign(stats, { units: 0, retried: 0, retries: 0, mostAttempts: 0, gaveUp: 0 });
}

/**
 * Runs `unit` until it does not fail with 40001/40P01, or the attempts or the time are spent (then its
 * last error is thrown; the error handler answers it 503 DATABASE_BUSY). N transactions that update
 * one row (a player's wallet) under serializable isolation commit one at a time and the others
 * conflict: full jitter spreads their next tries, and the cap keeps the pauses short.
 */
export async function retryConflicts<T>(unit: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 60;
  const base = options.baseDelayMs ?? 5;
  const max = options.maxDelayMs ?? 1000;
  const budget = options.maxTotalMs ?? 15_000;
  const sleep = options.sleep ?? pause;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const started = now();
  stats.units++;
  for (let attempt = 1; ; attempt++) {
    try {
      const value = await (attempt > 1 && options.line ? inLine(options.line.owner, options.line.key, () => unit(attempt)) : unit(attempt));
      stats.mostAttempts = Math.max(stats.mostAttempts, attempt);
      return value;
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      stats.mostAttempts = Math.max(stats.mostAttempts, attempt);
      if (attempt >= attempts || now() - started >= budget) {
        stats.gaveUp++;
        throw error;
      }
      if (attempt === 1) stats.retried++;
      stats.retries++;
      options.onRetry?.(attempt, error);
      // Full jitter: two conflicting callers do not meet again at the same moment.
      await sleep(Math.round(random() * Math.min(max, base * 2 ** (attempt - 1))));
    }
  }
}

/** db.transaction(run), run again whole when the database asks (see above); `attempt` counts from 1. */
export function transactionWithRetry<T>(
  db: Pick<Db, 'transaction'>,
  run: (tx: Db, attempt: number) => Promise<T>,
  config?: PgTransactionConfig,
  options?: RetryOptions,
): Promise<T> {
  return retryConflicts((attempt) => db.transaction((tx) => run(tx as unknown as Db, attempt), config), options);
}

/**
 * Makes a node-postgres pool run its own queries again when PostgreSQL asks (40001, 40P01), as
 * transactionWithRetry does for whole transactions. A query the pool runs itself is a statement
 * outside any transaction of ours, a transaction of its own, and under serializable isolation it
 * too may be the one chosen to fail (two registrations spending their mailed codes at once did).
 * A statement that failed so had no effect, so running it again is what its caller would do.
 * The queries of a transaction go through a client the pool lends (`pool.connect()`), not here.
 */
export function retryPoolStatements(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const isSubmittable = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { submit?: unknown }).submit === 'function';
  pool.query = ((...args: unknown[]) =>
    // A callback or a submittable (a cursor) is left to its caller.
    typeof args.at(-1) === 'function' || isSubmittable(args[0]) ? query(...args) : retryConflicts(() => query(...args) as Promise<unknown>)) as typeof pool.query;
  return pool;
}
