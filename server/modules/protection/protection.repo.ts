// Every SQL statement of player protection: settings, limits, exclusions, history, and the sums a
// limit is checked against (deposits and losses since a period began).
import { and, asc, desc, eq, gt, lte, sql } from '../../db/orm.ts';
import type { ProtectionLimitKind } from '../../../src/contracts/protection.ts';
import type { Db } from '../../db/database.ts';
import { playerProtection, protectionEvents, protectionExclusions, protectionLimits, sessions, type ExclusionKind } from '../../db/schema.ts';
import { accountCodes } from '../../ledger/ledger.ts';
import type { Period } from './protection.fns.ts';
import { rowsOf } from '../../db/rows.ts';

export type ProtectionRow = typeof playerProtection.$inferSelect;
export type LimitRow = typeof protectionLimits.$inferSelect;
export type ExclusionRow = typeof protectionExclusions.$inferSelect;
export type EventRow = typeof protectionEvents.$inferSelect;

/** The player's settings row; locked for the caller's transaction when `forUpdate`. */
export async function findProtection(db: Db, userId: number, forUpdate = false): Promise<ProtectionRow | undefined> {
  const query = db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The settings row, made with `timeZone` on the player's first setting, then locked. */
export async function lockOrCreateProtection(db: Db, userId: number, timeZone: string, now: Date): Promise<ProtectionRow> {
  await db.insert(playerProtection).values({ userId, timeZone, updatedAt: now }).onConflictDoNothing();
  return (await findProtection(db, userId, true))!;
}

export async function setRealityCheck(db: Db, userId: number, minutes: number, now: Date): Promise<void> {
  await db.update(playerProtection).set({ realityCheckMinutes: minutes, updatedAt: now }).where(eq(playerProtection.userId, userId));
}

export async function limitsOf(db: Db, userId: number): Promise<LimitRow[]> {
  return db.select().from(protectionLimits).where(eq(protectionLimits.userId, userId));
}

export async function saveLimit(
  db: Db,
  userId: number,
  kind: ProtectionLimitKind,
  values: { value: bigint | null; pendingValue: bigint | null; pendingAt: Date | null },
  now: Date,
): Promise<void> {
  await db
    .insert(protectionLimits)
    .values({ userId, kind, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: [protectionLimits.userId, protectionLimits.kind], set: { ...values, updatedAt: now } });
}

/** The exclusions in force at `now`, longest first. */
export async function activeExclusions(db: Db, userId: number, now: Date): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(protectionExclusions)
    .where(and(eq(protectionExclusions.userId, userId), lte(protectionExclusions.startsAt, now), gt(protectionExclusions.endsAt, now)))
    .orderBy(desc(protectionExclusions.endsAt));
}

export async function allExclusions(db: Db, userId: number): Promise<ExclusionRow[]> {
  return db.select().from(protectionExclusions).where(eq(protectionExclusions.userId, userId)).orderBy(asc(protectionExclusions.id));
}

export async function insertExclusion(
  db: Db,
  values: { userId: number; kind: ExclusionKind; startsAt: Date; endsAt: Date; operator?: string | null; reason?: string | null },
): Promise<void> {
  await db.insert(protectionExclusions).values(values);
}

export async function insertEvent(db: Db, values: { userId: number; event: string; detail: Record<string, string>; actor: string; createdAt: Date }): Promise<void> {
  await db.insert(protectionEvents).values(values);
}

export async function eventsOf(db: Db, userId: number): Promise<EventRow[]> {
  return db.select().from(protectionEvents).where(eq(protectionEvents.userId, userId)).orderBy(desc(protectionEvents.id)).limit(200);
}

/**
 * Where the calendar period holding `now` begins and ends in `zone`: midnight, Monday's midnight
 * (ISO weeks) or the 1st's midnight, as PostgreSQL's time zone database places them.
 */
export async function periodBounds(db: Db, period: Period, now: Date, zone: string): Promise<{ since: Date; until: Date }> {
  const [row] = await rowsOf<{ since: Date | string; until: Date | string }>(
    db,
    sql`SELECT (date_trunc(${period}, ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) AT TIME ZONE ${zone}) AS since,
               ((date_trunc(${period}, ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) + ${`1 ${period}`}::interval) AT TIME ZONE ${zone}) AS until`,
  );
  return { since: new Date(row!.since), until: new Date(row!.until) };
}

/**
 * Coins that came in since `since`: deposits credited (bank and crypto), coins agents transferred
 * to the player (ledger kind `agent_transfer`, direction to_member), and deposit orders still waiting for payment (so several open orders cannot
 * together pass a limit).
 */
export async function depositedSince(db: Db, userId: number, since: Date, now: Date): Promise<bigint> {
  const [row] = await rowsOf<{ total: string }>(
    db,
    sql`SELECT (
          COALESCE((SELECT sum(t.amount) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
                    WHERE a.code = ${accountCodes.wallet(userId)} AND t.created_at >= ${since.toISOString()}::timestamptz
                      AND (t.kind IN ('deposit', 'crypto_deposit')
                        OR (t.kind = 'agent_transfer' AND EXISTS (
                              SELECT 1 FROM agent_transfers x WHERE x.order_sn = t.reference AND x.member_id = ${userId} AND x.direction = 'to_member')))), 0)
        + COALESCE((SELECT sum(o.coins) FROM payment_orders o
                    WHERE o.user_id = ${userId} AND o.status = 'pending' AND o.created_at >= ${since.toISOString()}::timestamptz
                      AND o.expires_at > ${now.toISOString()}::timestamptz), 0)
        )::text AS total`,
  );
  return BigInt(row!.total);
}

/** Bets minus wins of the rounds played since `since` (negative when the player is ahead). */
export async function lostSince(db: Db, userId: number, since: Date): Promise<bigint> {
  const [row] = await rowsOf<{ lost: string }>(
    db,
    sql`SELECT COALESCE(sum(bet - win), 0)::text AS lost FROM game_rounds WHERE user_id = ${userId} AND created_at >= ${since.toISOString()}::timestamptz`,
  );
  return BigInt(row!.lost);
}

/** Sum of bets and of wins since `since` (the reality check's figures). */
export async function playedSince(db: Db, userId: number, since: Date): Promise<{ bet: bigint; win: bigint }> {
  const [row] = await rowsOf<{ bet: string; win: string }>(
    db,
    sql`SELECT COALESCE(sum(bet), 0)::text AS bet, COALESCE(sum(win), 0)::text AS win FROM game_rounds
        WHERE user_id = ${userId} AND created_at >= ${since.toISOString()}::timestamptz`,
  );
  return { bet: BigInt(row!.bet), win: BigInt(row!.win) };
}

export async function sessionStart(db: Db, sessionId: number): Promise<Date> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  if (!row) throw new Error(`session ${sessionId} vanished`);
  return row.createdAt;
}
