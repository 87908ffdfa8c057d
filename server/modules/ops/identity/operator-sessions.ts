// Console sessions: made at sign-in, looked up (and kept alive) by the cookie's hash on every call,
// ended by sign-out, idleness, their absolute limit, an admin, or disabling the operator.
import { and, eq, gt, isNull, lt, lte, or, sql } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { operatorSessions, operators } from '../../../db/schema.ts';
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import type { IdentityDeps } from './identity.deps.ts';
import { newSessionToken, tokenHash } from './tokens.fns.ts';

export type SessionEndReason = 'sign-out' | 'idle' | 'expired' | 'ended-by-admin' | 'disabled' | 'totp-reset';

export interface LiveSession {
  sessionId: number;
  operatorId: number;
  name: string;
  roles: OperatorRole[];
  expiresAt: Date;
  lastSeenAt: Date;
  stepUpAt: Date | null;
}

export async function startSession(
  deps: IdentityDeps,
  operatorId: number,
  client: { ip: string; userAgent: string | null },
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const now = deps.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.config.maxMs);
  const [row] = await deps.db
    .insert(operatorSessions)
    .values({ operatorId, tokenHash: tokenHash(token), createdAt: now, lastSeenAt: now, expiresAt, ip: client.ip, userAgent: client.userAgent, stepUpAt: now })
    .returning({ id: operatorSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export type SessionLookup = { live: LiveSession } | { live: null; expired: boolean };

/**
 * The live session behind a cookie (read only: a call counts as activity once its body is accepted,
 * `markSessionSeen`). Not live: `expired` says it timed out (idle or absolute; it is ended here with
 * that reason) rather than never existing, being signed out or ended.
 */
export async function findSession(deps: IdentityDeps, token: string): Promise<SessionLookup> {
  const now = deps.now();
  const idleSince = new Date(now.getTime() - deps.config.idleMs);
  const hash = tokenHash(token);
  const [live] = await deps.db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      name: operators.name,
      roles: operators.roles,
      expiresAt: operatorSessions.expiresAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      stepUpAt: operatorSessions.stepUpAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hash),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        isNull(operators.disabledAt),
      ),
    );
  if (live) return { live: { ...live, roles: live.roles as OperatorRole[] } };
  // Timed out now: end it with the reason, so the next look says "expired" again without arithmetic.
  const [timedOut] = await deps.db
    .update(operatorSessions)
    .set({ endedAt: now, endedReason: sql`CASE WHEN ${operatorSessions.expiresAt} <= ${now.toISOString()}::timestamptz THEN 'expired' ELSE 'idle' END` })
    .where(
      and(
        eq(operatorSessions.tokenHash, hash),
        isNull(operatorSessions.endedAt),
        or(lte(operatorSessions.expiresAt, now), lte(operatorSessions.lastSeenAt, idleSince)),
      ),
    )
    .returning({ id: operatorSessions.id });
  if (timedOut) return { live: null, expired: true };
  const [ended] = await deps.db.select({ reason: operatorSessions.endedReason }).from(operatorSessions).where(eq(operatorSessions.tokenHash, hash));
  return { live: null, expired: ended?.reason === 'idle' || ended?.reason === 'expired' };
}

/** The session was used now: its idle time starts again. */
export async function markSessionSeen(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt), lt(operatorSessions.lastSeenAt, at)));
}

export async function endSession(db: Db, sessionId: number, at: Date, reason: SessionEndReason): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ endedAt: at, endedReason: reason })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
}

/** Ends every open session of an operator; answers how many. */
export async function endOperatorSessions(db: Db, operatorId: number, at: Date, reason: SessionEndReason): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ endedAt: at, endedReason: reason })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)))
    .returning({ id: operatorSessions.id });
  return ended.length;
}

export async function markSessionStepUp(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ stepUpAt: at }).where(eq(operatorSessions.id, sessionId));
}
