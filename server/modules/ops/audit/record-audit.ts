// The audit writer: one row of operator_audit, in the caller's transaction, so a change and its
// record commit or roll back together. The database fills id, time, prev_hash and hash (the
// append trigger of migration 0026 chains the row); this side says who did what to which thing.
import { sql } from '../../../db/orm.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { transactionWithRetry } from '../../../db/retry.ts';
import { operatorAudit, type AuditResult } from '../../../db/schema.ts';
import type { CallContext, OperatorRef } from '../../../http/call-handler.ts';

/** Who acted, from where: the same for every row one request writes. */
export interface AuditActor {
  operatorId: number | null;
  operatorName: string | null;
  sessionId: number | null;
  credentialId: number | null;
  ip: string | null;
  userAgent: string | null;
  idempotencyKey: string | null;
}

/** What changed: the action (the call's path below /v2/ops/, dotted), its target, the thing before and after. */
export interface AuditChange {
  action: string;
  targetType: string | null;
  targetId: string | number | null;
  before: unknown;
  after: unknown;
  reason?: string | null;
  approverId?: number | null;
  result?: AuditResult;
  errorKey?: string | null;
}

export type AuditEntry = AuditActor & AuditChange;

/** Records one change in `tx`, the transaction of the change itself. */
export type AuditTrail = (tx: Db, change: AuditChange) => Promise<void>;

/**
 * The first statement of a retried transaction that appends to the chain. Every append locks the
 * chain's head row (the append trigger) until commit. Under read committed, PostgreSQL's default, a
 * second appender waits there and then reads the newest head: no conflict, and the chain is held
 * only from a change's append (its last write) to its commit, so operators' changes run side by side
 * up to that point. Under repeatable read or serializable the waiter's snapshot predates the other
 * append and it fails with 40001; across processes such retries would meet again and again. So a
 * retry begins with LOCK TABLE, which takes no snapshot (the PostgreSQL manual, LOCK): it waits its
 * turn and then sees the newest head, and commits instead of conflicting again. Money moves of
 * players never take it, so it cannot close a cycle with their locks.
 */
export async function lockAuditChainOnRetry(tx: Db, attempt: number): Promise<void> {
  if (attempt > 1) await tx.execute(sql`LOCK TABLE operator_audit_head IN EXCLUSIVE MODE`);
}

/** Longest user agent kept (as the sessions keep it). */
const USER_AGENT_MAX = 512;

export function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  return recordAudits(tx, [entry]);
}

/** Several rows in one statement; the append trigger chains them in this order. */
async function recordAudits(tx: Db, entries: AuditEntry[]): Promise<void> {
  await tx.insert(operatorAudit).values(entries.map((entry) => ({
    operatorId: entry.operatorId,
    operatorName: entry.operatorName,
    sessionId: entry.sessionId,
    credentialId: entry.credentialId,
    ip: entry.ip,
    userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: auditJson(entry.before),
    after: auditJson(entry.after),
    reason: entry.reason ?? null,
    approverId: entry.approverId ?? null,
    idempotencyKey: entry.idempotencyKey,
    result: entry.result ?? 'ok',
    errorKey: entry.errorKey ?? null,
  })));
}

function actorOf(operator: OperatorRef | null, ip: string | null, userAgent: string | null, idempotencyKey: string | null): AuditActor {
  return {
    operatorId: operator?.operatorId ?? null,
    operatorName: operator?.name ?? null,
    sessionId: operator?.sessionId ?? null,
    credentialId: operator?.credentialId ?? null,
    ip,
    userAgent,
    idempotencyKey,
  };
}

/** The actor of a call's handler. */
export function auditActorOf(context: CallContext): AuditActor {
  return actorOf(context.operator, context.ip, context.userAgent, context.idempotencyKey);
}

/** The actor of a request (hooks, sign-in): the operator the guard set, if any, and the request's headers. */
export function auditActorOfRequest(request: FastifyRequest): AuditActor {
  const key = request.headers['idempotency-key'];
  const idempotencyKey = (Array.isArray(key) ? key[0] : key)?.slice(0, 200) ?? null;
  return actorOf(request.operator ?? null, request.ip, request.headers['user-agent'] ?? null, idempotencyKey);
}

/**
 * The audit rows of operator changes whose transaction appends them last (deferAuditRows): kept
 * here until appendDeferredAuditRows writes them, so the chain's head, which every operator change
 * waits on, is locked only from that statement to COMMIT.
 */
const deferredRows = new WeakMap<Db, AuditEntry[]>();

/** From now on the audit rows recorded in `tx` wait for appendDeferredAuditRows (rows never appended are never written). */
export function deferAuditRows(tx: Db): void {
  deferredRows.set(tx, []);
}

/** Appends the rows deferred in `tx`, in the order they were recorded, in one statement. */
export async function appendDeferredAuditRows(tx: Db): Promise<void> {
  const rows = deferredRows.get(tx);
  deferredRows.delete(tx);
  if (rows && rows.length > 0) await recordAudits(tx, rows);
}

/** The recorder a handler passes to the service that makes the change. */
export function auditTrailOf(context: CallContext): AuditTrail {
  const actor = auditActorOf(context);
  return async (tx, change) => {
    const deferred = deferredRows.get(tx);
    if (deferred) deferred.push({ ...actor, ...change });
    else await recordAudit(tx, { ...actor, ...change });
  };
}

/** A caller's audited transaction, bound to its database and context. */
export type AuditedRun = <T>(run: (tx: Db, audit: AuditTrail) => Promise<T>) => Promise<T>;

/**
 * A change that moves no money (an operator's roles, a session ended) in a transaction of its own
 * with its audit row: `run` with the recorder, a retry taking the chain lock first. Money moves go
 * through idempotentCall instead, which does the same around the idempotency key.
 */
export function auditedChange<T>(db: Db, context: CallContext, run: (tx: Db, audit: AuditTrail) => Promise<T>): Promise<T> {
  const audit = auditTrailOf(context);
  return transactionWithRetry(db, async (tx, attempt) => {
    await lockAuditChainOnRetry(tx, attempt);
    return run(tx, audit);
  });
}

/** The action of an operator call: its path below /v2/ops/, dotted (`/v2/ops/kyc/approve` → `kyc.approve`). */
export function auditActionOf(path: string): string {
  return path.replace(/^\/v2\/ops\//, '').replaceAll('/', '.');
}

/** A value as JSON can hold it: bigints as decimal strings, dates as ISO text, undefined as null. */
export function auditJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(auditJson);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, auditJson(inner)]));
  }
  return value;
}
