// Played rounds: written in the play transaction, read by the records and the proof (popularity is
// counted from this table by the content module's game lists).
import { and, count, desc, eq, gte, lt, sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { gameRounds, games, playerSeeds } from '../../db/schema.ts';
import type { UtcRange } from '../records/date-range.fns.ts';

export type RoundRow = typeof gameRounds.$inferSelect;
export type NewRound = typeof gameRounds.$inferInsert;

export async function insertRound(db: Db, round: NewRound): Promise<RoundRow> {
  const [row] = await db.insert(gameRounds).values(round).returning();
  return row!;
}

/** A round with the seed pair it was played with. */
export async function findPlayerRound(db: Db, userId: number, roundId: number) {
  const [row] = await db
    .select({ round: gameRounds, seed: playerSeeds })
    .from(gameRounds)
    .innerJoin(playerSeeds, eq(playerSeeds.id, gameRounds.seedId))
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.userId, userId)));
  return row;
}

export interface RoundFilter extends UtcRange {
  machineId: string | null;
}

function whereOf(userId: number, filter: RoundFilter): SQL {
  const conditions: SQL[] = [eq(gameRounds.userId, userId)];
  if (filter.machineId) conditions.push(eq(gameRounds.machineId, filter.machineId));
  if (filter.fromUtc) conditions.push(gte(gameRounds.createdAt, filter.fromUtc));
  if (filter.untilUtc) conditions.push(lt(gameRounds.createdAt, filter.untilUtc));
  return and(...conditions)!;
}

export function findRounds(db: Db, userId: number, filter: RoundFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: gameRounds.id,
      machineId: gameRounds.machineId,
      kind: games.kind,
      bet: gameRounds.bet,
      win: gameRounds.win,
      createdAt: gameRounds.createdAt,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.machineId, gameRounds.machineId))
    .where(whereOf(userId, filter))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Count and sums over everything the filter matches (bigint sums as text, exact). */
export async function sumRounds(db: Db, userId: number, filter: RoundFilter) {
  const [row] = await db
    .select({
      count: count(),
      bet: sql<string>`COALESCE(SUM(${gameRounds.bet}), 0)::text`,
      win: sql<string>`COALESCE(SUM(${gameRounds.win}), 0)::text`,
    })
    .from(gameRounds)
    .where(whereOf(userId, filter));
  return { count: row!.count, bet: BigInt(row!.bet), win: BigInt(row!.win) };
}

