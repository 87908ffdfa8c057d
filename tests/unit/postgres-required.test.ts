import { describe, expect, it } from 'vitest';
import { assertPostgresWhenRequired } from '../api/support/postgres-required.ts';

describe('assertPostgresWhenRequired', () => {
  const url = 'postgres://root:hunter2@127.0.0.1:5432/test';

  it('lets the suites fall back to PGlite only outside CI', () => {
    expect(() => assertPostgresWhenRequired(false, url, {})).not.toThrow();
    expect(() => assertPostgresWhenRequired(false, url, { CI: 'false' })).not.toThrow();
    expect(() => assertPostgresWhenRequired(true, url, { CI: 'true' })).not.toThrow();
  });

  it('fails under CI=true, naming how to start PostgreSQL and hiding the password', () => {
    expect(() => assertPostgresWhenRequired(false, url, { CI: 'true' })).toThrow(/pg_ctlcluster --skip-systemctl-redirect/);
    expect(() => assertPostgresWhenRequired(false, url, { CI: 'true' })).toThrow(/root:\*\*\*@127\.0\.0\.1:5432\/test/);
    expect(() => assertPostgresWhenRequired(false, url, { CI: 'true' })).not.toThrow(/hunter2/);
  });
});
