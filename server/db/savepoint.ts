// A savepoint that is rolled back to when `run` throws, and otherwise left for the transaction's
// COMMIT to release. Drizzle's nested `transaction` sends RELEASE SAVEPOINT on success: a round trip
// that changes nothing COMMIT would not, and under an operator change it is one more trip while the
// audit chain's head is locked (record-audit.ts). `run` gets the same transaction handle; a
// savepoint inside it is another inSavepoint with its own name (a name used again, as a retried
// draw does, names the newest one, which is the one to roll back to).
import { sql } from './orm.ts';
import type { Db } from './database.ts';

export async function inSavepoint<T>(tx: Db, name: string, run: (tx: Db) => Promise<T>): Promise<T> {
  await tx.execute(sql.raw(`SAVEPOINT ${name}`));
  try {
    return await run(tx);
  } catch (error) {
    await tx.execute(sql.raw(`ROLLBACK TO SAVEPOINT ${name}`));
    throw error;
  }
}
