// Helpers for the game API tests: a wallet app whose catalogue holds the hall's machines.
import type { AppOptions } from '../../../server/app.ts';
import { games } from '../../../server/db/schema.ts';
import { seedGames } from '../../../server/db/seed-data.ts';
import type { DatabaseKind } from './databases.ts';
import type { TestApp } from './test-app.ts';
import { startWalletApp } from './wallet.ts';

/** The wallet test app plus the machine catalogue (the demo seed's other rows are not needed). */
export async function startGamesApp(kind: DatabaseKind, options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const started = await startWalletApp(kind, options);
  await started.database.db.insert(games).values(seedGames).onConflictDoNothing();
  return started;
}
