// `npm run ledger:check`: verifies the ledger's invariants on DATABASE_URL, or on the PGlite data
// directory the server uses. Prints each invariant with ok/FAILED; exits 1 when any fails.
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { openDatabase, DEFAULT_DATA_DIR } from '../server/db/database.ts';
import { checkLedger } from '../server/ledger/invariants.ts';

const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR }).catch((error: unknown) => {
  // A running server holds the PGlite directory: checked through it instead (`npm run ops -- ledger-check`).
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`${error.message}\nWhile the server runs, use \`npm run ops -- ledger-check\`.`);
  process.exit(1);
});
let failed = false;
try {
  console.log(`ledger check on ${url ? 'PostgreSQL' : 'PGlite'}`);
  for (const result of await checkLedger(database.db)) {
    failed ||= !result.ok;
    console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${result.checked} checked${result.ok ? '' : `, ${result.failures.length} failing`})`);
    for (const line of result.failures.slice(0, 20)) console.log(`         ${line}`);
    if (result.failures.length > 20) console.log(`         … and ${result.failures.length - 20} more`);
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
