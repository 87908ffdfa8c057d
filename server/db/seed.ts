// Idempotent demo seed: each table is filled only while it is empty, in one transaction.
import { randomBytes } from 'node:crypto';
import { count, sql } from './orm.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { DEFAULT_RATES_AUTHOR, DEFAULT_REBATE_RATES } from '../modules/agent/rebates.fns.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { approveInTransaction } from '../modules/agent/applications.service.ts';
import { seedDemoAgentFloat, seedDemoTeam, unknownPasswordHash } from './seed-team.ts';
import { agentApplications, bankCards, banners, countries, games, letters, notices, promotions, rebateRates, sandboxJsyAccounts, users } from './schema.ts';
import { seedBanners, seedCountries, seedGames, seedNotices, seedPromotions, seedWinnerLetter } from './seed-data.ts';
import { transactionWithRetry } from './retry.ts';

export interface SeedResult {
  /** Tables that were empty and received demo rows. */
  seeded: string[];
  /** Sign-ins of the demo accounts made by this run (only when users was empty); never stored in plain text. */
  demoAccounts: { account: string; password: string; agentCode?: string }[];
  /** The demo player's account at the sandbox JSY partner, made by this run (demo mode, empty users only). */
  demoJsy?: DemoJsyAccount;
}

/** What the transfer screens ask for the demo player's sandbox JSY account. */
export interface DemoJsyAccount {
  account: string;
  password: string;
  holderKana: string;
  branchCode: string;
}

/**
 * The demo player's names and bank card, the same at the sandbox JSY partner (the transfer checks
 * the holder's name and the card's last four digits at both sides; the Japanese page also the
 * branch code and the katakana name).
 */
export const DEMO_PLAYER_NAME = { firstName: 'Hanako', lastName: 'Sato', pinyinName: 'HANAKO SATO', kana: 'サトウ ハナコ' } as const;
export const DEMO_PLAYER_CARD = { bankName: 'Sandbox Bank', cardNumber: '4111111111111111', branchCode: '001', branchName: 'Head Office' } as const;
export const DEMO_JSY_ACCOUNT = 'demo.jsy';

/** The lines `npm start` prints once for the demo accounts it has just made. */
export function demoAccountLines(result: Pick<SeedResult, 'demoAccounts' | 'demoJsy'>): string[] {
  const lines = result.demoAccounts.map(
    (demo) => `Demo ${demo.agentCode ? 'agent' : 'player'}: account "${demo.account}", password "${demo.password}"` + (demo.agentCode ? `, agent code ${demo.agentCode}` : ''),
  );
  const jsy = result.demoJsy;
  if (jsy) {
    lines.push(
      `Demo JSY account at the sandbox partner, for the demo player's transfers (/account-transfer): account "${jsy.account}", password "${jsy.password}"; ` +
        `on /account-transfer-jp also branch code ${jsy.branchCode} and holder ${jsy.holderKana}. ` +
        'The demo player has the matching name and card; set a fund password (/user/payment-password) and buy coins (/user/finance/deposit) first. ' +
        'The mailed code is in the dev outbox (/dev/outbox).',
    );
  }
  return lines;
}

/** The demo agent's recruitment code, for trying registration with an agent code. */
export const DEMO_AGENT_CODE = 'DEMO2026';

/** `demoAccounts: false` (production mode) seeds the catalogue and content but no demo player or agent. */
export async function seedDatabase(db: Db, now: Date = new Date(), options: { demoAccounts?: boolean } = {}): Promise<SeedResult> {
  return transactionWithRetry(db, async (tx) => {
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
    let demoJsy: DemoJsyAccount | undefined;
    const [{ n: userCount }] = await tx.select({ n: count() }).from(users);
    if (userCount === 0 && options.demoAccounts !== false) {
      const demos: SeedResult['demoAccounts'] = [
        { account: 'demo', password: `Demo-${randomBytes(6).toString('base64url')}1` },
        { account: 'agent', password: `Agent-${randomBytes(6).toString('base64url')}1`, agentCode: DEMO_AGENT_CODE },
      ];
      // The demo accounts opened before the team's two weeks of history.
      const opened = new Date(now.getTime() - 15 * 24 * 3_600_000);
      const jsyPassword = `Jsy-${randomBytes(6).toString('base64url')}1`;
      // argon2 runs on the thread pool: the four hashes side by side.
      const [memberHash, jsyHash, ...hashes] = await Promise.all([
        unknownPasswordHash(),
        hashPassword(jsyPassword),
        ...demos.map((demo) => hashPassword(demo.password)),
      ]);
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
            // The demo player has a name and a card, so the money screens and the JSY transfer work at once.
            ...(demo.agentCode ? {} : { firstName: DEMO_PLAYER_NAME.firstName, lastName: DEMO_PLAYER_NAME.lastName, pinyinName: DEMO_PLAYER_NAME.pinyinName }),
          })
          .returning({ id: users.id });
        // A real agent: an approved application gives the code, as for every agent.
        if (demo.agentCode) {
          const [application] = await tx.insert(agentApplications).values({ userId: user!.id, status: 'pending', createdAt: opened }).returning();
          await approveInTransaction(tx, application!.id, 'demo', opened, demo.agentCode);
        }
        // The spring campaign's notice says its winners were told in their inbox: the demo player was.
        if (!demo.agentCode) await tx.insert(letters).values({ userId: user!.id, ...seedWinnerLetter, sentBy: 'ops', createdAt: new Date(now.getTime() - 3_600_000) });
        if (!demo.agentCode) {
          await tx.insert(bankCards).values({
            userId: user!.id,
            ...DEMO_PLAYER_CARD,
            holderName: DEMO_PLAYER_NAME.pinyinName,
            firstName: DEMO_PLAYER_NAME.firstName,
            lastName: DEMO_PLAYER_NAME.lastName,
            pinyinName: DEMO_PLAYER_NAME.pinyinName,
            isDefault: true,
            createdAt: opened,
            updatedAt: opened,
          });
          // Its matching account at the sandbox partner (what the sandbox's openAccount writes).
          await tx
            .insert(sandboxJsyAccounts)
            .values({
              account: DEMO_JSY_ACCOUNT,
              holderName: `${DEMO_PLAYER_NAME.firstName} ${DEMO_PLAYER_NAME.lastName}`,
              holderKana: DEMO_PLAYER_NAME.kana,
              passwordHash: jsyHash!,
              cardLast4: DEMO_PLAYER_CARD.cardNumber.slice(-4),
              branchCode: DEMO_PLAYER_CARD.branchCode,
              createdAt: opened,
            })
            .onConflictDoNothing();
          demoJsy = { account: DEMO_JSY_ACCOUNT, password: jsyPassword, holderKana: DEMO_PLAYER_NAME.kana, branchCode: DEMO_PLAYER_CARD.branchCode };
        }
        demoAccounts.push(demo);
      }
      await seedDemoAgentFloat(tx, 'agent', now);
      await seedDemoTeam(tx, now, memberHash!);
      seeded.push('users');
    }
    return { seeded, demoAccounts, ...(demoJsy ? { demoJsy } : {}) };
  });
}
