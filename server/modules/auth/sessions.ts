// Sessions: an opaque token for the client, its sha256 in the database, ended with a reason.
import { and, eq, gt, isNull, lt, ne, sql } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { sessions, users, type SessionEndReason, type SessionKind } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionRef } from '../../http/call-handler.ts';
import { LIMITS, type AccountsConfig } from './accounts.config.ts';
import { newSessionToken, sha256Hex } from './secrets.fns.ts';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

export interface SessionDeps {
  db: Db;
  now: () => Date;
  config: AccountsConfig;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The caller's language, remembered for mail the owner does not ask for (lock notices). */
  locale?: Locale;
}

export interface SessionKindInfo {
  kind: SessionKind;
  /** App sessions: the name the app gave its device. */
  deviceName?: string | null;
}

/**
 * Opens a session. Under the single-session policy the user's other sessions of the same kind end
 * as `elsewhere`: one web and one app session live side by side, a second of either kind ends the first.
 */
export async function startSession(
  tx: Tx,
  deps: Omit<SessionDeps, 'db'>,
  userId: number,
  client: ClientInfo,
  { kind, deviceName = null }: SessionKindInfo = { kind: 'web' },
): Promise<{ token: string; sessionId: number }> {
  const now = deps.now();
  if (deps.config.singleSession) {
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'elsewhere' })
      .where(and(eq(sessions.userId, userId), eq(sessions.kind, kind), isNull(sessions.endedAt)));
  }
  const { token, tokenHash } = newSessionToken();
  const [row] = await tx
    .insert(sessions)
    .values({
      tokenHash,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + deps.config.sessionTtlHours * 3_600_000),
      lastUsedAt: now,
      ip: client.ip,
      userAgent: client.userAgent,
      kind,
      deviceName: kind === 'app' ? deviceName : null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/** Ends the user's live sessions, except `keep` when given. */
export async function endSessions(
  tx: Tx,
  now: Date,
  userId: number,
  reason: SessionEndReason,
  keep?: number,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.endedAt), keep === undefined ? undefined : ne(sessions.id, keep)),
    );
}

export async function endSession(db: Db, now: Date, sessionId: number, reason: SessionEndReason): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/**
 * Whether a session has gone unused too long. Last use is recorded at most once a minute, so the
 * recorded time may lag the real last call by up to that much: the rule allows that minute on top,
 * and a session is never cut before it was really idle for the configured time.
 */
export function idleExpired(config: Pick<AccountsConfig, 'sessionIdleMinutes'>, lastUsedAt: Date, now: Date): boolean {
  if (config.sessionIdleMinutes <= 0) return false;
  return now.getTime() - lastUsedAt.getTime() >= config.sessionIdleMinutes * 60_000 + LIMITS.lastUsedResolutionMs;
}

/**
 * The session behind a token, or the reason there is none: 401 when missing, unknown, expired
 * (lifetime or idle) or ended by the owner; 402 when ended because the account signed in elsewhere
 * or was frozen.
 */
export async function resolveSession(deps: SessionDeps, token: string | undefined): Promise<SessionRef> {
  if (!token || token.length > 200) throw new AppError(401, 'UNAUTHORIZED');
  const now = deps.now();
  const [row] = await deps.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      endReason: sessions.endReason,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  if (!row) throw new AppError(401, 'UNAUTHORIZED');
  if (row.endReason === 'elsewhere') throw new AppError(402, 'SESSION_ENDED_ELSEWHERE');
  if (row.endReason === 'frozen') throw new AppError(402, 'ACCOUNT_FROZEN');
  if (row.endReason) throw new AppError(401, 'UNAUTHORIZED');
  if (row.expiresAt <= now || idleExpired(deps.config, row.lastUsedAt, now)) throw new AppError(401, 'UNAUTHORIZED');
  if (row.status === 'frozen') {
    await endSession(deps.db, now, row.id, 'frozen');
    throw new AppError(402, 'ACCOUNT_FROZEN');
  }
  if (now.getTime() - row.lastUsedAt.getTime() >= LIMITS.lastUsedResolutionMs) {
    await deps.db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastUsedAt, now)));
  }
  return { sessionId: row.id, userId: row.userId };
}

/** Live sessions of a user (for tests and future device lists). */
export async function countLiveSessions(db: Db, userId: number, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
  return n;
}
