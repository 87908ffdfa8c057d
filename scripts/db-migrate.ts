// `npm run db:migrate`: applies the pending migrations and exits — a release step before new
// server processes start. On PostgreSQL (DATABASE_URL) it runs under the same advisory lock as
// `npm start` (server/db/migrate.ts), so it is safe while servers start; without DATABASE_URL it
// migrates the PGlite data directory (DATA_DIR or ./.data/pglite), which no server may hold then.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { DEFAULT_DATA_DIR, openDatabase } from '../server/db/database.ts';
import { migratePostgres } from '../server/db/migrate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// DATABASE_MIGRATION_URL: a direct connection when DATABASE_URL goes through PgBouncer (its
// transaction mode would not keep the session lock with its session).
const url = process.env.DATABASE_MIGRATION_URL?.trim() || process.env.DATABASE_URL?.trim();
try {
  if (url) {
    await migratePostgres(url);
    console.log('Migrations applied (PostgreSQL).');
  } else {
    const dataDir = process.env.DATA_DIR?.trim() || path.join(root, DEFAULT_DATA_DIR);
    const database = await openDatabase({ dataDir });
    await database.close();
    console.log(`Migrations applied (PGlite in ${dataDir}).`);
  }
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
