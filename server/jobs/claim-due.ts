// The claim of an outbox job (mail delivery, payout and refund submission): one statement takes a
// batch of due rows for this run, FOR UPDATE SKIP LOCKED so two processes never take the same row,
// and moves each row's next try a lease ahead, so a run that dies before reporting back leaves the
// row to be tried again when the lease ends. The caller then calls the provider outside any
// transaction and records the answer.
import { sql, type SQL } from '../db/orm.ts';
import type { Db } from '../db/database.ts';

/** How long a claimed row is kept from other runs when OUTBOX_LEASE_SECONDS is unset: two minutes. */
export const DEFAULT_OUTBOX_LEASE_MS = 2 * 60_000;

/**
 * The lease of every outbox (OUTBOX_LEASE_SECONDS, whole seconds ≥ 1, checked at boot by
 * server/config/env.ts). Longer than any provider call may take, or a slow call's row is taken a
 * second time; shorter is how soon a dead process's rows are tried again.
 */
export function outboxLeaseMsFromEnv(env: NodeJS.ProcessEnv): number {
  const seconds = Number(env.OUTBOX_LEASE_SECONDS?.trim());
  return Number.isInteger(seconds) && seconds >= 1 ? seconds * 1000 : DEFAULT_OUTBOX_LEASE_MS;
}

/** An outbox table and what makes its rows due. */
export interface Outbox {
  /** The outbox table; it has `attempts` and `next_attempt_at` columns. */
  table: string;
  /** Its key column (the order by and the update's match). */
  key: string;
  /** What else makes a row due besides its time (e.g. not sent yet). */
  due: SQL;
  /** The columns the run needs, as a fixed list. */
  returning: string;
}

export interface DueClaim extends Outbox {
  now: Date;
  /** The claimed rows' next try is this far ahead (the outbox lease). */
  leaseMs: number;
  batch: number;
}

/**
 * Whether a claim at `now` would take anything: the outbox job's `hasWork`, so an idle outbox costs
 * its job one read a slot instead of the job's own three statements (created, fetched, completed)
 * and the claim. The same rows as the claim's, without locking them.
 */
export async function hasDueRows(db: Db, outbox: Pick<Outbox, 'table' | 'due'>, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM ${sql.identifier(outbox.table)}
      WHERE ${outbox.due} AND next_attempt_at <= ${now.toISOString()}::timestamptz) AS due`);
  return (result as unknown as { rows: { due: boolean }[] }).rows[0]!.due;
}

export async function claimDueRows<Row>(db: Db, claim: DueClaim): Promise<Row[]> {
  const table = sql.identifier(claim.table);
  const key = sql.identifier(claim.key);
  const lease = new Date(claim.now.getTime() + claim.leaseMs);
  // One statement, its own transaction: under serializable isolation it too may be asked to run
  // again, which the pool does (retryPoolStatements in server/db/retry.ts).
  const claimed = await db.execute(sql`
    UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = ${lease.toISOString()}::timestamptz
    WHERE ${key} IN (
      SELECT ${key} FROM ${table}
      WHERE ${claim.due} AND next_attempt_at <= ${claim.now.toISOString()}::timestamptz
      ORDER BY next_attempt_at, ${key} LIMIT ${claim.batch} FOR UPDATE SKIP LOCKED)
    RETURNING ${sql.raw(claim.returning)}`);
  return (claimed as unknown as { rows: Row[] }).rows;
}
