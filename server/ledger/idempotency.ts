// Idempotency keys for money-moving calls. The key row is claimed in the same transaction as the
// work: a concurrent duplicate blocks on the primary key until the first commits, then reads its
// answer. Typed failures (AppError) are stored too, so a retry cannot change the outcome;
// unexpected errors roll everything back, key included, so the retry runs afresh.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, isAppError, type ErrorKey } from '../errors.ts';
import { isNumericOutOfRange } from './db-errors.ts';

export interface IdempotentRequest {
  /** Whose key space (e.g. `user:42`); keys of different scopes never meet. */
  scope: string;
  key: string;
  /** The call's body (or whatever defines "the same request"). */
  request: unknown;
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

/**
 * Runs `run` once per (scope, key). The answer (JSON-safe; bigints become strings) is returned
 * now and to every retry; a stored AppError is thrown again. Another request under a used key
 * is refused with IDEMPOTENCY_KEY_REUSED.
 */
export async function withIdempotency<T>(db: Db, request: IdempotentRequest, run: (tx: Db) => Promise<T>): Promise<T> {
  const hash = requestHash(request.request);
  const where = and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

  const outcome = await db.transaction(async (tx): Promise<{ value: T } | { failure: AppError }> => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key: request.key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });

    if (!claimed) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where).for('share');
      if (!stored) throw new Error('idempotency key vanished');
      if (stored.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      if (stored.status === 'done') return { value: stored.response as T };
      if (stored.status === 'failed') {
        const failure = stored.response as StoredFailure;
        return { failure: new AppError(stored.httpStatus ?? 422, failure.errorKey, failure.params) };
      }
      throw new Error(`idempotency key ${request.key} left ${stored.status}`);
    }

    try {
      // A savepoint, so a refused operation leaves the key row to record the refusal.
      const value = asJson(await tx.transaction((inner) => run(inner as unknown as Db)));
      // Answer what was stored (jsonb orders keys its own way), so the first reply and every
      // replay are identical.
      const [stored] = await tx
        .update(idempotencyKeys)
        .set({ status: 'done', response: value, httpStatus: 200, completedAt: sql`now()` })
        .where(where)
        .returning({ response: idempotencyKeys.response });
      return { value: stored!.response as T };
    } catch (thrown) {
      // A value beyond bigint's range anywhere in the work (a total, an amount × rate) is a refusal
      // like any other, not a crash: the savepoint has undone the work.
      const error = isNumericOutOfRange(thrown) ? new AppError(422, 'LEDGER_LIMIT_REACHED') : thrown;
      if (!isAppError(error)) throw error;
      const stored: StoredFailure = { errorKey: error.errorKey, params: error.params };
      await tx
        .update(idempotencyKeys)
        .set({ status: 'failed', response: stored, httpStatus: error.status, completedAt: sql`now()` })
        .where(where);
      return { failure: error };
    }
  });

  if ('failure' in outcome) throw outcome.failure;
  return outcome.value;
}
