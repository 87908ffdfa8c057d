// Sessions: an opaque token for the client, its sha256 in the database, ended with a reason.
import { and, eq, gt, isNull, ne, sql } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { sessions, type SessionEndReason, type SessionKind } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionCheck, SessionRef } from '../../http/call-handler.ts';
import { rowsOf } from '../../db/rows.ts';
import { LIMITS, type AccountsConfig } from './accounts.config.ts';
import { forgetSession, rememberSession } from './known-sessions.ts';
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
 * How long a session may go unused, 0 for no limit. Last use is recorded at most once a minute, so the
 * recorded time may lag the real last call by up to that much: the limit allows that minute on top,
 * and a session is never cut before it was really idle for the configured time.
 */
export function idleLimitMs(config: Pick<AccountsConfig, 'sessionIdleMinutes'>): number {
  return config.sessionIdleMinutes <= 0 ? 0 : config.sessionIdleMinutes * 60_000 + LIMITS.lastUsedResolutionMs;
}

/** Whether a session has gone unused too long (the rule session_resolve applies to a live one). */
export function idleExpired(config: Pick<AccountsConfig, 'sessionIdleMinutes'>, lastUsedAt: Date, now: Date): boolean {
  const limit = idleLimitMs(config);
  return limit > 0 && now.getTime() - lastUsedAt.getTime() >= limit;
}

/** What session_resolve (0036_session_check_in_statement.sql) says of a token. */
export type SessionVerdict = 'ok' | 'unknown' | 'ended' | 'elsewhere' | 'frozen' | 'expired';

/** The refusal for a session that is not `ok`: 402 when ended because the account signed in elsewhere or was frozen, else 401. */
export function sessionRefusal(verdict: Exclude<SessionVerdict, 'ok'>): AppError {
  if (verdict === 'elsewhere') return new AppError(402, 'SESSION_ENDED_ELSEWHERE');
  if (verdict === 'frozen') return new AppError(402, 'ACCOUNT_FROZEN');
  return new AppError(401, 'UNAUTHORIZED');
}

/** The check of a token as sent (missing or over 200 characters: refused before the database is asked). */
export function sessionCheckOf(config: AccountsConfig, token: string | undefined): SessionCheck {
  if (!token || token.length > 200) throw new AppError(401, 'UNAUTHORIZED');
  return { tokenHash: sha256Hex(token), idleLimitMs: idleLimitMs(config), touchMs: LIMITS.lastUsedResolutionMs };
}

/**
 * The session behind a token's check (sessionCheckOf), or the reason there is none: 401 when
 * unknown, expired (lifetime or idle) or ended by the owner; 402 when ended because the account
 * signed in elsewhere or was frozen. The rules are session_resolve's, one round trip; a session found
 * live is remembered by its token (known-sessions.ts), so a call that checks it in its own statement
 * can name it first.
 */
export async function resolveSession(deps: SessionDeps, check: SessionCheck): Promise<SessionRef> {
  const [row] = await rowsOf<{ r_verdict: SessionVerdict; r_session_id: number | null; r_user_id: number | null }>(
    deps.db,
    sql`SELECT * FROM session_resolve(${check.tokenHash}::text, ${deps.now().toISOString()}::timestamptz, ${check.idleLimitMs}::bigint, ${check.touchMs}::bigint)`,
  );
  if (!row) throw new Error('session_resolve answered no row');
  if (row.r_verdict !== 'ok') {
    forgetSession(deps.db, check.tokenHash);
    throw sessionRefusal(row.r_verdict);
  }
  const session = { sessionId: row.r_session_id!, userId: row.r_user_id! };
  rememberSession(deps.db, check.tokenHash, session);
  return session;
}

/** Live sessions of a user (for tests and future device lists). */
export async function countLiveSessions(db: Db, userId: number, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
  return n;
}
