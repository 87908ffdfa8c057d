// Retry what the database asks to retry. Under serializable isolation (what CockroachDB runs, and
// YugabyteDB without its read-committed flag; PGOPTIONS='-c default_transaction_isolation=serializable'
// emulates it on PostgreSQL) a transaction that conflicts with another fails with 40001
// (serialization_failure), and a deadlock ends one side with 40P01 (deadlock_detected), on any
// isolation. Both mean "nothing happened, run it again": the whole unit is run again after a
// jittered, growing pause. Only an idempotent unit whose transaction holds everything it does may
// be retried (nothing sent to a provider or a mail server inside it).
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { pgErrorCode } from '../ledger/db-errors.ts';
import type { Db } from './database.ts';

export const RETRYABLE_SQLSTATES = ['40001', '40P01'] as const;

export function isRetryableConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && (RETRYABLE_SQLSTATES as readonly string[]).includes(code);
}

export interface RetryOptions {
  /** Runs in all, the first included (default 8). */
  attempts?: number;
  /** Pause before the first retry, doubled each time up to maxDelayMs (defaults 5 and 500 ms). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Tests: what a pause is and how random the jitter is. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Told about each retry (attempt number from 1, the error). */
  onRetry?: (attempt: number, error: unknown) => void;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `unit` until it does not fail with 40001/40P01, or the attempts are spent (then its last error is thrown). */
export async function retryConflicts<T>(unit: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 8;
  const base = options.baseDelayMs ?? 5;
  const max = options.maxDelayMs ?? 500;
  const sleep = options.sleep ?? pause;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    try {
      return await unit();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      options.onRetry?.(attempt, error);
      // Full jitter: two conflicting callers do not meet again at the same moment.
      await sleep(Math.round(random() * Math.min(max, base * 2 ** (attempt - 1))));
    }
  }
}

/** db.transaction(run), run again whole when the database asks (see above). */
export function transactionWithRetry<T>(db: Db, run: (tx: Db) => Promise<T>, config?: PgTransactionConfig, options?: RetryOptions): Promise<T> {
  return retryConflicts(() => db.transaction((tx) => run(tx as unknown as Db), config), options);
}
