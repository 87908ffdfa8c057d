// The database as `npm start` opens it: a second process on one PGlite data directory stops here
// with a message saying what to do instead, not with a stack trace.
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase, type Database, type OpenDatabaseOptions } from '../db/database.ts';

export async function openOrExplain(options: OpenDatabaseOptions): Promise<Database> {
  try {
    return await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    console.error('Game Hall did not start.');
    process.exit(1);
  }
}
