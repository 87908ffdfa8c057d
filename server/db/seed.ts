// Idempotent demo seed: each table is filled only while it is empty, in one transaction.
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { banners, countries, games, notices, promotions } from './schema.ts';
import { seedBanners, seedCountries, seedGames, seedNotices, seedPromotions } from './seed-data.ts';

export interface SeedResult {
  /** Tables that were empty and received demo rows. */
  seeded: string[];
}

export async function seedDatabase(db: Db, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL must not both seed.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727001)`);
    const seeded: string[] = [];
    const fillIfEmpty = async (name: string, table: PgTable, rows: Record<string, unknown>[]) => {
      const [{ n }] = await tx.select({ n: count() }).from(table);
      if (n > 0) return;
      await tx.insert(table).values(rows as never);
      seeded.push(name);
    };
    await fillIfEmpty('notices', notices, seedNotices);
    await fillIfEmpty('banners', banners, seedBanners);
    await fillIfEmpty('promotions', promotions, seedPromotions(now));
    await fillIfEmpty('countries', countries, seedCountries);
    await fillIfEmpty('games', games, seedGames);
    return { seeded };
  });
}
