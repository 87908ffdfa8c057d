// Under CI=true the PostgreSQL suites must run: a PostgreSQL that does not answer fails the suite
// with the way to start it, instead of quietly leaving the suites to PGlite.

/** What to run when PostgreSQL does not answer (what .ci/run does when it is missing). */
export const START_POSTGRES =
  'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or .ci/run, which installs and starts it)';

/** The URL without its password, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

export function assertPostgresWhenRequired(answers: boolean, url: string, env: NodeJS.ProcessEnv = process.env): void {
  if (answers || env.CI !== 'true') return;
  throw new Error(
    `PostgreSQL does not answer at ${shown(url)}, and under CI=true the PostgreSQL suites must run, not skip. ` +
      `Start it: ${START_POSTGRES}; or point DATABASE_URL at one.`,
  );
}
