// `npm run ops -- audit-verify`: recomputes the audit log's hash chain on the database itself
// (DATABASE_URL, or the PGlite data directory), not through the API: the check must not rest on the
// server whose writes it checks, it works while no server runs (a restored backup), and it needs no
// operator credential, only access to the database. On PGlite a running server holds the directory,
// so the check is made with the server stopped (or on a copy). Exit 0: intact; 1: the first broken
// row is named.
import { DataDirLockedError } from '../../../db/data-dir-lock.ts';
import { DEFAULT_DATA_DIR, openDatabase } from '../../../db/database.ts';
import { verifyAuditChain } from './audit-chain.ts';

export async function runAuditVerify(env: NodeJS.ProcessEnv, print: (line: string) => void = console.log): Promise<number> {
  const url = env.DATABASE_URL || undefined;
  let database;
  try {
    database = await openDatabase(url ? { url } : { dataDir: env.DATA_DIR || DEFAULT_DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    print(`${error.message}\nThe audit chain is checked on the database itself: stop the server (or copy its data directory) first.`);
    return 1;
  }
  try {
    const report = await verifyAuditChain(database.db);
    if (!report.broken) {
      print(`audit chain intact: ${report.rows} row${report.rows === 1 ? '' : 's'} on ${url ? 'PostgreSQL' : 'PGlite'}`);
      return 0;
    }
    print(`audit chain BROKEN at row ${report.broken.id}: ${report.broken.problem} (${report.rows} rows checked)`);
    return 1;
  } finally {
    await database.close();
  }
}
