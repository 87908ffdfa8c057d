// Idempotency keys for money-moving calls. The key row is claimed in the same transaction as the
// work: a concurrent duplicate blocks on the primary key until the first commits, then reads its
// answer. Typed failures (AppError) are stored too, so a retry cannot change the outcome;
// unexpected errors roll everything back, key included, so the retry runs afresh.
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from '../db/orm.ts';
import type { Db } from '../db/database.ts';
import { transactionWithRetry } from '../db/retry.ts';
import { inSavepoint } from '../db/savepoint.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, isAppError, type ErrorKey } from '../errors.ts';
import { isNumericOutOfRange } from './db-errors.ts';

export interface IdempotentRequest {
  /** Whose key space (e.g. `user:42`); keys of different scopes never meet. */
  scope: string;
  key: string;
  /** The call's body (or whatever defines "the same request"). */
  request: unknown;
  /**
   * Whose retries take turns in this process (server/db/retry.ts): by default the scope, as one
   * player's calls conflict on their wallet; null for a caller whose calls touch many wallets (an operator).
   */
  line?: string | null;
  /**
   * The transaction's first statement, before the key is claimed (and so before a repeatable-read or
   * serializable snapshot is taken), told which attempt this is: e.g. a table lock that makes
   * callers that conflicted take turns on their retry.
   */
  first?: (tx: Db, attempt: number) => Promise<void>;
  /**
   * The transaction's last statement, after a successful call's answer is stored, just before
   * COMMIT: e.g. rows whose write takes a lock every caller waits on, held from there to commit.
   */
  last?: (tx: Db) => Promise<void>;
}

interface StoredFailure {
  errorKey: ErrorKey;
  params: Record<string, string | number>;
}

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(`${value}n`);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** What the caller gets back, stored as JSON: bigints become decimal strings. */
function asJson<T>(value: T): T {
  if (value === undefined) return null as T;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as T;
}

type Outcome<T> = { value: T } | { failure: AppError };
type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Inserts the key's row: null when this call claimed it, else the row already there (locked for share). */
async function claimKey(tx: Db, request: IdempotentRequest, hash: string, where: SQL | undefined): Promise<KeyRow | null> {
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ scope: request.scope, key: request.key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [stored] = await tx.select().from(idempotencyKeys).where(where).for('share');
  if (!stored) throw new Error('idempotency key vanished');
  return stored;
}

/** A used key's answer (its value, or its refusal thrown again); null while it is pending. Another request under it is refused. */
function storedOutcome<T>(stored: KeyRow, hash: string): Outcome<T> | null {
  if (stored.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
  if (stored.status === 'done') return { value: stored.response as T };
  if (stored.status === 'failed') {
    const failure = stored.response as StoredFailure;
    return { failure: new AppError(stored.httpStatus ?? 422, failure.errorKey, failure.params) };
  }
  return null;
}

/**
 * The refusal a key keeps for what the work threw: a value beyond bigint's range anywhere in it (a
 * total, an amount × rate) is LEDGER_LIMIT_REACHED, not a crash; anything but an AppError is thrown on.
 */
function refusalOf(thrown: unknown): AppError {
  const error = isNumericOutOfRange(thrown) ? new AppError(422, 'LEDGER_LIMIT_REACHED') : thrown;
  if (!isAppError(error)) throw error;
  return error;
}

async function storeRefusal(tx: Db, where: SQL | undefined, error: AppError): Promise<void> {
  const stored: StoredFailure = { errorKey: error.errorKey, params: error.params };
  await tx.update(idempotencyKeys).set({ status: 'failed', response: stored, httpStatus: error.status, completedAt: sql`now()` }).where(where);
}

function settle<T>(outcome: Outcome<T>): T {
  if ('failure' in outcome) throw outcome.failure;
  return outcome.value;
}

/**
 * Runs `run` once per (scope, key). The answer (JSON-safe; bigints become strings) is returned
 * now and to every retry; a stored AppError is thrown again. Another request under a used key
 * is refused with IDEMPOTENCY_KEY_REUSED.
 */
export async function withIdempotency<T>(db: Db, request: IdempotentRequest, run: (tx: Db) => Promise<T>): Promise<T> {
  const hash = requestHash(request.request);
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

  // A serialization failure or deadlock rolls everything back, the key's claim included: run again
  // whole, in the scope's line (one caller's calls conflict on their wallet: they retry in turn).
  const outcome = await transactionWithRetry(db, async (tx, attempt): Promise<Outcome<T>> => {
    if (request.first) await request.first(tx, attempt);
    const stored = await claimKey(tx, request, hash, where);
    if (stored) {
      const answer = storedOutcome<T>(stored, hash);
      if (answer) return answer;
      throw new Error(`idempotency key ${request.key} left ${stored.status}`);
    }

    try {
      // A savepoint, so a refused operation leaves the key row to record the refusal.
      const value = asJson(await inSavepoint(tx, 'idempotent_run', run));
      // Answer what was stored (jsonb orders keys its own way), so the first reply and every
      // replay are identical.
      const [stored] = await tx
        .update(idempotencyKeys)
        .set({ status: 'done', response: value, httpStatus: 200, completedAt: sql`now()` })
        .where(where)
        .returning({ response: idempotencyKeys.response });
      if (request.last) await request.last(tx);
      return { value: stored!.response as T };
    } catch (thrown) {
      // The savepoint has undone the work; the key keeps the refusal.
      const error = refusalOf(thrown);
      await storeRefusal(tx, where, error);
      return { failure: error };
    }
  }, undefined, request.line === null ? undefined : { line: { owner: db, key: request.line ?? request.scope } });
  return settle(outcome);
}

/**
 * The three steps of an idempotent call that must ask a provider over the network, which may never
 * happen inside a database transaction. `prepare` runs in the key's claiming transaction and
 * answers a JSON state (what `call` needs: an order number); the key stays `pending` with that
 * state once committed. `call` runs outside any transaction and must be idempotent on something in
 * the state (the provider's idempotency key). `finish` runs in a short transaction and answers the
 * final value, which becomes the key's answer. `fail` turns an error of `call` into the refusal the
 * key keeps (and may record it, e.g. mark the order failed), in the same short transaction.
 */
export interface SteppedCall<S, C, T> {
  prepare: (tx: Db) => Promise<S>;
  call: (state: S) => Promise<C>;
  finish: (tx: Db, state: S, called: C) => Promise<T>;
  fail: (tx: Db, state: S, error: unknown) => Promise<AppError>;
}

/**
 * Runs a SteppedCall once per (scope, key). A retry after an answer gets it back (or its refusal);
 * a retry of a key left `pending` (the process died after `prepare` committed, or a concurrent
 * duplicate is still at `call`) resumes from the stored state: `call` again (idempotent), then
 * `finish` — so it completes the same work, never starts a second one. Whichever finishes first
 * stores the answer; the others answer what it stored.
 */
export async function withSteppedIdempotency<S, C, T>(db: Db, request: IdempotentRequest, steps: SteppedCall<S, C, T>): Promise<T> {
  const hash = requestHash(request.request);
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));
  const pendingWhere = and(where, eq(idempotencyKeys.status, 'pending'));

  // Step 1: claim the key and prepare, or find the key's answer or its pending state.
  const first = await transactionWithRetry(db, async (tx): Promise<Outcome<T> | { state: S }> => {
    const stored = await claimKey(tx, request, hash, where);
    if (stored) {
      const outcome = storedOutcome<T>(stored, hash);
      if (outcome) return outcome;
      const pending = stored.response as { state: S } | null;
      if (!pending || !('state' in pending)) throw new Error(`idempotency key ${request.key} left pending without a state`);
      return { state: pending.state };
    }
    try {
      const state = asJson(await inSavepoint(tx, 'idempotent_prepare', steps.prepare));
      await tx.update(idempotencyKeys).set({ response: { state } }).where(where);
      return { state };
    } catch (thrown) {
      const error = refusalOf(thrown);
      await storeRefusal(tx, where, error);
      return { failure: error };
    }
  });
  if (!('state' in first)) return settle(first);
  const { state } = first;

  // Step 2: the provider, outside any transaction.
  let called: C;
  try {
    called = await steps.call(state);
  } catch (callError) {
    const failed = await transactionWithRetry(db, async (tx): Promise<Outcome<T>> => {
      const [stored] = await tx.select().from(idempotencyKeys).where(where).for('update');
      if (!stored) throw new Error('idempotency key vanished');
      const outcome = storedOutcome<T>(stored, hash);
      if (outcome) return outcome;
      const error = await steps.fail(tx, state, callError);
      await storeRefusal(tx, pendingWhere, error);
      return { failure: error };
    });
    return settle(failed);
  }

  // Step 3: record the answer in a short transaction; it becomes the key's answer.
  const done = await transactionWithRetry(db, async (tx): Promise<Outcome<T>> => {
    const [stored] = await tx.select().from(idempotencyKeys).where(where).for('update');
    if (!stored) throw new Error('idempotency key vanished');
    const outcome = storedOutcome<T>(stored, hash);
    if (outcome) return outcome;
    const value = asJson(await steps.finish(tx, state, called));
    const [saved] = await tx
      .update(idempotencyKeys)
      .set({ status: 'done', response: value, httpStatus: 200, completedAt: sql`now()` })
      .where(pendingWhere)
      .returning({ response: idempotencyKeys.response });
    return { value: saved!.response as T };
  });
  return settle(done);
}
