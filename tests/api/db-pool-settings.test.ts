// DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS and DB_APPLICATION_NAME
// reach PostgreSQL on every pooled connection; 0 sends nothing (the server's own setting stays).
import { sql } from '../../server/db/orm.ts';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { bothDatabases, postgresUrlOf } from './support/databases.ts';

describe.skipIf(!bothDatabases.includes('postgres'))('the PostgreSQL pool settings', () => {
  it('sets statement_timeout, idle_in_transaction_session_timeout and application_name, and reports the pool use', async () => {
    // Only settings are read: no migrations on this server's maintenance database.
    const url = postgresUrlOf('postgres');
    const database = await openDatabase({ url, migrate: false, pool: { max: 3, statementTimeoutMs: 1234, idleInTransactionTimeoutMs: 4321, applicationName: 'gh-pool-test' } });
    try {
      const result = await database.db.execute(
        sql`SELECT current_setting('statement_timeout') AS st, current_setting('idle_in_transaction_session_timeout') AS idle, current_setting('application_name') AS app`,
      );
      expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ st: '1234ms', idle: '4321ms', app: 'gh-pool-test' });
      expect(database.poolUse()).toMatchObject({ max: 3, total: 1, idle: 1, waiting: 0 });
      // A statement past the timeout is cancelled (57014), not left running.
      await expect(database.db.execute(sql`SELECT pg_sleep(3)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    } finally {
      await database.close();
    }
    const plain = await openDatabase({ url, migrate: false, pool: { statementTimeoutMs: 0 } });
    try {
      const result = await plain.db.execute(sql`SELECT current_setting('statement_timeout') AS st`);
      expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ st: '0' });
    } finally {
      await plain.close();
    }
  });
});
