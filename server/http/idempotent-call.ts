// Money-moving handlers run through here: one idempotency key space per user or operator, and the
// call's validated body defines "the same request".
import { and, eq, inArray } from '../db/orm.ts';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { requestHash, withIdempotency, withSteppedIdempotency, type SteppedCall } from '../ledger/idempotency.ts';
import { appendDeferredAuditRows, deferAuditRows, lockAuditChainOnRetry } from '../modules/ops/audit/record-audit.ts';
import type { CallContext } from './call-handler.ts';

/** The retry line of every operator change (see idempotentCall). */
const OPERATOR_AUDIT_LINE = 'operator-audit-chain';

export function idempotencyScope(context: CallContext): string {
  if (context.operator) return `operator:${context.operator.operatorId}`;
  if (context.session) return `user:${context.session.userId}`;
  throw new Error('an idempotent call needs a session or an operator');
}

/** Runs `run` once per key in one transaction; a retry gets the first answer (or error) back. */
export function idempotentCall<T>(db: Db, context: CallContext, input: unknown, run: (tx: Db) => Promise<T>): Promise<T> {
  if (context.idempotencyKey === null) throw new Error('idempotent call without a key (contract not marked idempotent?)');
  // Every operator change appends to the one audit chain (its head row is locked by each append), so
  // under serializable isolation two at once may conflict: their retries take turns in one line…
  return withIdempotency(
    db,
    {
      scope: idempotencyScope(context),
      key: context.idempotencyKey,
      request: input,
      line: context.operator ? OPERATOR_AUDIT_LINE : undefined,
      // …and across processes they wait for the chain before their snapshot (lockAuditChainOnRetry).
      // The audit rows go last, after the key's answer: every operator change waits on the chain's
      // head from its append to COMMIT, so nothing else of the change runs in that time. A refused
      // change's rows are never appended (`last` follows a stored answer only).
      first: context.operator ? deferAuditRowsAndLockOnRetry : undefined,
      last: context.operator ? appendDeferredAuditRows : undefined,
    },
    run,
  );
}

function deferAuditRowsAndLockOnRetry(tx: Db, attempt: number): Promise<void> {
  deferAuditRows(tx);
  return lockAuditChainOnRetry(tx, attempt);
}

/** Like idempotentCall, for a call that asks a provider over the network between two transactions (see withSteppedIdempotency). */
export function steppedIdempotentCall<S, C, T>(db: Db, context: CallContext, input: unknown, steps: SteppedCall<S, C, T>): Promise<T> {
  if (context.idempotencyKey === null) throw new Error('idempotent call without a key (contract not marked idempotent?)');
  return withSteppedIdempotency(db, { scope: idempotencyScope(context), key: context.idempotencyKey, request: input }, steps);
}

/**
 * Whether this key already holds the answer to this same request: the call is a retry that will
 * only replay it. One-time proofs (an app key code, spent by the first attempt) are not asked again
 * for a replay, or a retry after a lost answer could never get its answer back.
 */
export async function isAnsweredRetry(db: Db, context: CallContext, input: unknown): Promise<boolean> {
  if (context.idempotencyKey === null) return false;
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, idempotencyScope(context)),
        eq(idempotencyKeys.key, context.idempotencyKey),
        eq(idempotencyKeys.requestHash, requestHash(input)),
        inArray(idempotencyKeys.status, ['done', 'failed']),
      ),
    );
  return row !== undefined;
}
