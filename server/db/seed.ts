// Idempotent demo seed: each table is filled only while it is empty, in one transaction.
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { DEFAULT_RATES_AUTHOR, DEFAULT_REBATE_RATES } from '../modules/agent/rebates.fns.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { approveInTransaction } from '../modules/agent/applications.service.ts';
import { seedDemoAgentFloat, seedDemoTeam, unknownPasswordHash } from './seed-team.ts';
import { agentApplications, banners, countries, games, notices, promotions, rebateRates, users } from './schema.ts';
import { seedBanners, seedCountries, seedGames, seedNotices, seedPromotions } from './seed-data.ts';

export interface SeedResult {
  /** Tables that were empty and received demo rows. */
  seeded: string[];
  /** Sign-ins of the demo accounts made by this run (only when users was empty); never stored in plain text. */
  demoAccounts: { account: string; password: string; agentCode?: string }[];
}

/** The demo agent's recruitment code, for trying registration with an agent code. */
export const DEMO_AGENT_CODE = 'DEMO2026';

/** `demoAccounts: false` (production mode) seeds the catalogue and content but no demo player or agent. */
export async function seedDatabase(db: Db, now: Date = new Date(), options: { demoAccounts?: boolean } = {}): Promise<SeedResult> {
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
    // The documented default rates (server/modules/agent/rebates.fns.ts); the operator replaces them.
    await fillIfEmpty(
      'rebate_rates',
      rebateRates,
      DEFAULT_REBATE_RATES.map((rate) => ({ ...rate, updatedAt: now, updatedBy: DEFAULT_RATES_AUTHOR })),
    );

    const demoAccounts: SeedResult['demoAccounts'] = [];
    const [{ n: userCount }] = await tx.select({ n: count() }).from(users);
    if (userCount === 0 && options.demoAccounts !== false) {
      const demos: SeedResult['demoAccounts'] = [
        { account: 'demo', password: `Demo-${randomBytes(6).toString('base64url')}1` },
        { account: 'agent', password: `Agent-${randomBytes(6).toString('base64url')}1`, agentCode: DEMO_AGENT_CODE },
      ];
      // The demo accounts opened before the team's two weeks of history.
      const opened = new Date(now.getTime() - 15 * 24 * 3_600_000);
      // argon2 runs on the thread pool: the three hashes side by side.
      const [memberHash, ...hashes] = await Promise.all([unknownPasswordHash(), ...demos.map((demo) => hashPassword(demo.password))]);
      for (const [i, demo] of demos.entries()) {
        const [user] = await tx
          .insert(users)
          .values({
            account: demo.account,
            email: `${demo.account}@demo.game-hall.test`,
            passwordHash: hashes[i]!,
            passwordSetAt: opened,
            nickname: demo.agentCode ? 'Demo agent' : 'Demo player',
            createdAt: opened,
          })
          .returning({ id: users.id });
        // A real agent: an approved application gives the code, as for every agent.
        if (demo.agentCode) {
          const [application] = await tx.insert(agentApplications).values({ userId: user!.id, status: 'pending', createdAt: opened }).returning();
          await approveInTransaction(tx, application!.id, 'demo', opened, demo.agentCode);
        }
        demoAccounts.push(demo);
      }
      await seedDemoAgentFloat(tx, 'agent', now);
      await seedDemoTeam(tx, now, memberHash!);
      seeded.push('users');
    }
    return { seeded, demoAccounts };
  });
}
