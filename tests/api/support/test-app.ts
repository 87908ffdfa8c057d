// Builds the same app the server runs, on a fresh seeded database, for app.inject.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import type { Database } from '../../../server/db/database.ts';
import { seedDatabase } from '../../../server/db/seed.ts';
import { openTestDatabase, type DatabaseKind } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: DatabaseKind,
  options: Omit<AppOptions, 'db'> & { seed?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  if (options.seed !== false) await seedDatabase(database.db);
  const app = await buildApp({ logLevel: 'silent', ...options, db: database.db });
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
