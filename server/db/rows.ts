// The rows of a raw statement (`db.execute(sql…)`): node-postgres and PGlite both answer `{ rows }`.
import type { SQL } from './orm.ts';
import type { Db } from './database.ts';

export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
