// Money-moving handlers run through here: one idempotency key space per user or operator, and the
// call's validated body defines "the same request".
import type { Db } from '../db/database.ts';
import { withIdempotency } from '../ledger/idempotency.ts';
import type { CallContext } from './call-handler.ts';

export function idempotencyScope(context: CallContext): string {
  if (context.operator) return `operator:${context.operator.operatorId}`;
  if (context.session) return `user:${context.session.userId}`;
  throw new Error('an idempotent call needs a session or an operator');
}

/** Runs `run` once per key in one transaction; a retry gets the first answer (or error) back. */
export function idempotentCall<T>(db: Db, context: CallContext, input: unknown, run: (tx: Db) => Promise<T>): Promise<T> {
  if (context.idempotencyKey === null) throw new Error('idempotent call without a key (contract not marked idempotent?)');
  return withIdempotency(db, { scope: idempotencyScope(context), key: context.idempotencyKey, request: input }, run);
}
