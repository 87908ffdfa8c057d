// App login by QR: a signed-in player's one-time ticket becomes the mobile app's own session.
// A ticket is 32 random bytes; only its sha256 is stored. It works once, within 60 s, and only
// while the session that showed it is live. Spending it is one conditional UPDATE, so of two
// exchanges of the same ticket exactly one opens a session, on any number of processes.
import { and, desc, eq, gt, isNull, sql } from '../../db/orm.ts';
import { APP_LOGIN_URI_PREFIX } from '../../../src/contracts/app-login.ts';
import { appLoginTickets, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionRef } from '../../http/call-handler.ts';
import { LIMITS } from './accounts.config.ts';
import type { AuthDeps } from './auth.deps.ts';
import { newSessionToken, sha256Hex } from './secrets.fns.ts';
import { endSession, idleExpired, startSession, type ClientInfo } from './sessions.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export async function issueAppLoginTicket(
  deps: AuthDeps,
  session: SessionRef,
): Promise<{ uri: string; ticket: string; expiresAt: string; expiresIn: number }> {
  const now = deps.now();
  const { token: ticket, tokenHash: ticketHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + LIMITS.appLoginTicketTtlMs);
  await deps.db.insert(appLoginTickets).values({
    ticketHash,
    userId: session.userId,
    issuedBySessionId: session.sessionId,
    createdAt: now,
    expiresAt,
  });
  return {
    uri: `${APP_LOGIN_URI_PREFIX}${ticket}`,
    ticket,
    expiresAt: expiresAt.toISOString(),
    expiresIn: LIMITS.appLoginTicketTtlMs / 1000,
  };
}

/** Why a ticket that could not be spent was refused: unknown (or cleaned up), spent, or late. */
async function refusal(deps: AuthDeps, ticketHash: string): Promise<AppError> {
  const [row] = await deps.db
    .select({ usedAt: appLoginTickets.usedAt, expiresAt: appLoginTickets.expiresAt })
    .from(appLoginTickets)
    .where(eq(appLoginTickets.ticketHash, ticketHash));
  if (!row) return new AppError(401, 'LOGIN_TICKET_INVALID');
  if (row.usedAt) return new AppError(409, 'LOGIN_TICKET_USED');
  // Late, or the web session that showed it has ended since: either way the code on screen is dead.
  return new AppError(422, 'LOGIN_TICKET_EXPIRED');
}

/**
 * Spends a ticket and opens an app session. Under SINGLE_SESSION the player's previous app session
 * ends (`elsewhere`, 402 on its next call); their web session is left alone.
 */
export async function exchangeAppLoginTicket(
  deps: AuthDeps,
  input: { ticket: string; deviceName?: string },
  client: ClientInfo,
): Promise<{ token: string }> {
  const now = deps.now();
  const ticketHash = sha256Hex(input.ticket);
  const opened = await transactionWithRetry(deps.db, async (tx) => {
    const [spent] = await tx
      .update(appLoginTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(appLoginTickets.ticketHash, ticketHash),
          isNull(appLoginTickets.usedAt),
          gt(appLoginTickets.expiresAt, now),
          sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.id} = ${appLoginTickets.issuedBySessionId}
                AND ${sessions.endedAt} IS NULL AND ${sessions.expiresAt} > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: appLoginTickets.id, userId: appLoginTickets.userId });
    if (!spent) return null;
    const [user] = await tx.select({ status: users.status }).from(users).where(eq(users.id, spent.userId));
    if (user?.status !== 'active') return { frozen: true as const };
    const { token, sessionId } = await startSession(tx, deps, spent.userId, client, {
      kind: 'app',
      deviceName: input.deviceName ?? null,
    });
    await tx.update(appLoginTickets).set({ sessionId }).where(eq(appLoginTickets.id, spent.id));
    return { token };
  });
  if (!opened) throw await refusal(deps, ticketHash);
  if ('frozen' in opened) throw new AppError(402, 'ACCOUNT_FROZEN');
  return opened;
}

/** The player's live app sessions (not ended, not past their lifetime or idle limit), newest first. */
export async function listAppSessions(
  deps: AuthDeps,
  session: SessionRef,
): Promise<{ list: { id: number; deviceName: string | null; createdAt: string; lastUsedAt: string }[] }> {
  const now = deps.now();
  const rows = await deps.db
    .select({
      id: sessions.id,
      deviceName: sessions.deviceName,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, session.userId), eq(sessions.kind, 'app'), isNull(sessions.endedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return {
    list: rows
      .filter((row) => !idleExpired(deps.config, row.lastUsedAt, now))
      .map((row) => ({
        id: row.id,
        deviceName: row.deviceName,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
      })),
  };
}

/** Ends one of the player's own live app sessions; anyone else's, a web session or an ended one is 404. */
export async function endAppSession(deps: AuthDeps, session: SessionRef, id: number): Promise<null> {
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, session.userId), eq(sessions.kind, 'app'), isNull(sessions.endedAt)));
  if (!row) throw new AppError(404, 'APP_SESSION_NOT_FOUND');
  await endSession(deps.db, deps.now(), row.id, 'revoked');
  return null;
}
