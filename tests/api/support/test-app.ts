// Builds the same app the server runs, on a fresh seeded database, for app.inject.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { setPasswordHashCost, TEST_COST } from '../../../server/modules/auth/passwords.ts';
import { openTestDatabase, type DatabaseKind } from './databases.ts';
import { opsApprovalsConfigFromEnv } from '../../../server/modules/ops/approvals/approvals.config.ts';

// Password hashes in the API suites are made at the lowest argon2id cost: at the stored cost
// (19 MiB, 2 passes) each sign-up, fund password and password change spent tens of milliseconds of
// CPU. Verification reads the cost from the stored hash, so every password rule is tested as
// before; the stored cost itself is tested in server/modules/auth/passwords.test.ts. (Set here, in
// the test file's own imports, so a file's vi.mock of node:crypto still reaches the hashing.)
setPasswordHashCost(TEST_COST);

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Four-eyes thresholds above the ledger's maximum: suites other than the approvals' move any amount with one operator. */
export const UNREACHED_FOUR_EYES = opsApprovalsConfigFromEnv({ OPS_FOUR_EYES_WITHDRAWAL: '999999999999', OPS_FOUR_EYES_ADJUSTMENT: '999999999999' });

export async function startTestApp(
  kind: DatabaseKind,
  options: Omit<AppOptions, 'db'> & {
    seed?: boolean;
    /**
     * The seed's demo player, demo agent and the agent's team with two weeks of rounds: only for the
     * suites that read them. The others make their own players, and the team's rows cost a PGlite
     * seed ≈ 0.4 CPU-seconds (20 ms without).
     */
    demoAccounts?: boolean;
  } = {},
): Promise<TestApp> {
  const { seed = true, demoAccounts = false, ...appOptions } = options;
  const database = await openTestDatabase(kind);
  if (seed) await seedDatabase(database.db, new Date(), { demoAccounts });
  // Four-eyes approvals are tested on their own (tests/api/ops-approvals.test.ts); the other suites
  // move amounts up to the ledger's maximum with one operator, so their thresholds sit above it.
  const app = await buildApp({ logLevel: 'silent', opsApprovals: UNREACHED_FOUR_EYES, ...appOptions, db: database.db });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function post(app: FastifyInstance, url: string, body?: unknown, locale?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: locale ? { 'accept-language': locale } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
