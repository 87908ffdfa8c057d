// A conflict the retries could not get past (40001/40P01 after every attempt) is a localized,
// retryable 503 DATABASE_BUSY, never a 500 INTERNAL: the unit was rolled back, the call may be sent again.
import { sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { transactionWithRetry } from '../../server/db/retry.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { LOCALES } from '../../shared/locales.ts';
import { databases } from './support/databases.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';

const t = createTranslator();

describe.each(databases)('a conflict that outlasts the retries on %s', (kind) => {
  let t0: TestApp;
  let runs = 0;
  beforeAll(async () => {
    t0 = await startTestApp(kind, {
      seed: false,
      handlerOverrides: {
        // The database itself answers serialization_failure (SQLSTATE 40001) on every run.
        countryQuery: () =>
          transactionWithRetry(
            t0.database.db,
            async (tx) => {
              runs++;
              await tx.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = 'serialization_failure'; END $$`);
              return [];
            },
            undefined,
            { attempts: 3, baseDelayMs: 1 },
          ),
      },
    });
  });
  afterAll(async () => {
    await t0?.close();
  });

  it('is a 503 DATABASE_BUSY in the caller’s language, with Retry-After, after every attempt ran', async () => {
    for (const locale of LOCALES) {
      runs = 0;
      const res = await post(t0.app, calls.countryQuery.path, {}, locale);
      expect([res.statusCode, res.json().error], res.body).toEqual([503, 'DATABASE_BUSY']);
      expect(res.json().msg).toBe(t(locale, 'errors', 'DATABASE_BUSY'));
      expect(res.headers['retry-after']).toBe('1');
      expect(runs).toBe(3);
    }
  });
});
