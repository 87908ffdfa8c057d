// The API suites' databases: which ones a run uses, and the PostgreSQL template each test database
// is cloned from (migrated once, so a clone has every migration and no rows).
import { sql } from '../../server/db/orm.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bothDatabases, chosenDatabases, databases, openTestDatabase } from './support/databases.ts';

describe('which databases the API suites use', () => {
  it('PostgreSQL alone when it answers, PGlite alone when not; API_DATABASES picks among those that answer', () => {
    expect(chosenDatabases(undefined, true)).toEqual(['postgres']);
    expect(chosenDatabases('', false)).toEqual(['pglite']);
    expect(chosenDatabases('pglite,postgres', true)).toEqual(['pglite', 'postgres']);
    expect(chosenDatabases('postgres, pglite', false)).toEqual(['pglite']);
    expect(chosenDatabases('pglite', true)).toEqual(['pglite']);
    expect(() => chosenDatabases('mysql', true)).toThrow(/API_DATABASES/);
  });

  it('the suites for both databases include every database this run uses', () => {
    for (const kind of databases) expect(bothDatabases).toContain(kind);
    expect(bothDatabases).toContain('pglite');
  });
});

describe.each(databases)('a test database on %s', (kind) => {
  it('has every migration applied and no rows', { timeout: 180_000 }, async () => {
    const journal = JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    const first = await openTestDatabase(kind);
    const second = await openTestDatabase(kind);
    try {
      const applied = (await first.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      await first.db.execute(sql`INSERT INTO operators (name) VALUES ('only-in-first')`);
      const others = (await second.db.execute(sql`SELECT count(*)::int AS n FROM operators`)) as unknown as { rows: { n: number }[] };
      expect(others.rows[0]!.n, 'each test database starts empty and apart').toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
