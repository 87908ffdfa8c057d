// The player's seed pairs. A player has at most one unrevealed pair (a partial unique index).
import { and, desc, eq, isNotNull, isNull, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { playerSeeds } from '../../db/schema.ts';
import { commitmentOf, newServerSeed } from '../../../shared/games/core/seeds.ts';

export type SeedRow = typeof playerSeeds.$inferSelect;

/** A fresh client seed when the player has not chosen one: 16 random hex characters. */
export function randomClientSeed(): string {
  return newServerSeed().slice(0, 16);
}

/** Commits a new pair for the player unless one is already active (then nothing happens). */
export async function insertSeedPair(db: Db, userId: number, clientSeed: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(playerSeeds)
    .values({ userId, serverSeed, serverSeedHash: commitmentOf(serverSeed), clientSeed })
    .onConflictDoNothing();
}

/** The active pair, locked for this transaction when `forUpdate` (a round takes its nonce). */
export async function findActiveSeed(db: Db, userId: number, forUpdate = false): Promise<SeedRow | undefined> {
  const query = db
    .select()
    .from(playerSeeds)
    .where(and(eq(playerSeeds.userId, userId), isNull(playerSeeds.revealedAt)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The active pair, committed first if the player has none yet. */
export async function activeSeedOf(db: Db, userId: number, forUpdate = false): Promise<SeedRow> {
  const existing = await findActiveSeed(db, userId, forUpdate);
  if (existing) return existing;
  await insertSeedPair(db, userId, randomClientSeed());
  const created = await findActiveSeed(db, userId, forUpdate);
  if (!created) throw new Error(`no active seed for user ${userId}`);
  return created;
}

/** Takes the pair's next nonce (the row must be locked by the caller's transaction). */
export async function takeNonce(db: Db, seedId: number): Promise<number> {
  const [row] = await db
    .update(playerSeeds)
    .set({ nextNonce: sql`${playerSeeds.nextNonce} + 1` })
    .where(eq(playerSeeds.id, seedId))
    .returning({ nextNonce: playerSeeds.nextNonce });
  return row!.nextNonce - 1;
}

export async function revealSeed(db: Db, seedId: number, at: Date): Promise<void> {
  await db.update(playerSeeds).set({ revealedAt: at }).where(eq(playerSeeds.id, seedId));
}

export async function findLastRevealedSeed(db: Db, userId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(playerSeeds)
    .where(and(eq(playerSeeds.userId, userId), isNotNull(playerSeeds.revealedAt)))
    .orderBy(desc(playerSeeds.id))
    .limit(1);
  return row;
}
