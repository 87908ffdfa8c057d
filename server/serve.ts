// The server process (started by server/main.ts): checks the environment, builds the site when
// needed, opens and seeds the database, serves site + /v2 on one port (ROLE decides: calls, jobs or
// both), and drains on SIGTERM (server/runtime/).
import { jsyJobs } from './modules/jsy/jsy.jobs.ts';
import { mailJobs } from './mail/mail-delivery.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { demoSecrets } from './config/demo-secrets.ts';
import { checkEnv } from './config/env.ts';
import { hallTimeZoneFromEnv } from './config/hall-time-zone.ts';
import { modeLines } from './config/mode-lines.ts';
import { callRateLimitsFromEnv, globalRateLimitFromEnv } from './http/rate-limit-env.ts';
import { trustProxyFromEnv } from './http/trust-proxy-env.ts';
import { accountsConfigFromEnv } from './modules/auth/accounts.config.ts';
import { appKeyConfigFromEnv } from './modules/app-key/app-key.config.ts';
import { DEFAULT_DATA_DIR } from './db/database.ts';
import { poolSettingsFromEnv } from './config/db-settings.ts';
import { drainDelayFromEnv, installDrain } from './runtime/drain.ts';
import { createReadiness, registerHealthRoutes } from './runtime/health.ts';
import { healthServer } from './runtime/health-server.ts';
import { createMetrics } from './runtime/metrics.ts';
import { openOrExplain } from './runtime/open-database.ts';
import { LimitsNotSharedError, takeLimitsLock, type LimitsLock } from './runtime/limits-lock.ts';
import { partsOf, roleOf } from './runtime/role.ts';
import { demoAccountLines, seedDatabase } from './db/seed.ts';
import { cryptoJobs } from './modules/crypto/crypto.jobs.ts';
import { fileDocumentStore } from './modules/kyc/document-store.ts';
import { kycStorageDir } from './modules/kyc/kyc.config.ts';
import { ensureDemoOperator } from './modules/ops/bootstrap.ts';
import { opsIdentityConfigFromEnv } from './modules/ops/identity/identity.config.ts';
import { opsApprovalsConfigFromEnv } from './modules/ops/approvals/approvals.config.ts';
import { warmMachineFigures } from './modules/games/machines.service.ts';
import { machines } from '../shared/games/machines.ts';
import { paymentJobs } from './modules/payments/payment.jobs.ts';
import { rebateJobs } from './modules/agent/rebates.jobs.ts';
import { reportRollupJobs } from './modules/agent/report-rollup.jobs.ts';
import { housekeepingJobs } from './modules/housekeeping/housekeeping.jobs.ts';
import { walletConfigFromEnv } from './modules/wallet/wallet.config.ts';
import { withdrawalJobs } from './modules/withdrawals/withdrawal.jobs.ts';
import { buildSite, siteBuildIsStale } from './site-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Before anything is built or opened: a bad or (in production) missing setting stops the start here.
const checked = checkEnv(process.env);
if (!checked.ok) {
  for (const problem of checked.problems) console.error(`Configuration: ${problem}`);
  console.error(`Game Hall did not start (MODE=${process.env.MODE?.trim() || 'demo'}); see README.md, "Configuration" and "Production".`);
  process.exit(1);
}
const mode = checked.env.MODE;
// DATA_DIR, or ./.data beside the default PGlite: the CLI credential and demo secrets are kept here.
const keepDir = process.env.DATA_DIR || path.join(root, '.data');
// Demo mode generates the secrets that are not set; production has them all from the environment.
const secrets = mode === 'demo' ? demoSecrets(process.env, keepDir) : null;
const env: NodeJS.ProcessEnv = { ...process.env, ...secrets?.values };
for (const line of modeLines(checked.env, secrets?.file)) console.log(line);
const apiOnly = env.API_ONLY === '1';
const distDir = path.join(root, 'dist');

if (!apiOnly && env.SKIP_BUILD !== '1' && siteBuildIsStale(root, distDir)) {
  console.log('Building the site (dist/ is missing or older than its sources)…');
  await buildSite(root, distDir);
}

const dataDir = env.DATA_DIR || path.join(root, DEFAULT_DATA_DIR);
const hallTimeZone = hallTimeZoneFromEnv(env);
// ROLE (server/runtime/role.ts): whether this process serves the calls, runs the jobs, or both.
const role = roleOf(env.ROLE);
const parts = partsOf(role);
const poolSettings = poolSettingsFromEnv(env, role);
// Several processes serving calls on one PostgreSQL need REDIS_URL (server/runtime/limits-lock.ts):
// decided before anything is migrated or seeded, so a refused process stops at once.
let limitsLock: LimitsLock | undefined;
if (parts.servesCalls && env.DATABASE_URL) {
  try {
    limitsLock = await takeLimitsLock({
      url: env.DATABASE_MIGRATION_URL || env.DATABASE_URL,
      sharedLimits: Boolean(env.REDIS_URL),
      applicationName: `${poolSettings.applicationName}-limits`,
      // Without the lock nothing stops an unshared process from starting beside this one: stop
      // serving at once (exit 1, for the supervisor to restart it) rather than run unguarded.
      onLost: (error) => {
        console.error(`The database connection holding the rate-limit lock ended (${error.message}); Game Hall stops.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if (!(error instanceof LimitsNotSharedError)) throw error;
    console.error(error.message);
    console.error('Game Hall did not start.');
    process.exit(1);
  }
}
const database = await openOrExplain({
  url: env.DATABASE_URL || undefined,
  migrationUrl: env.DATABASE_MIGRATION_URL || undefined,
  dataDir,
  pool: poolSettings,
});
const seedResult = await seedDatabase(database.db, new Date(), { demoAccounts: mode === 'demo' });
const { seeded } = seedResult;
const opsIdentity = opsIdentityConfigFromEnv(env, mode);
// Demo only: a demo admin to sign in with and a CLI credential for `npm run ops` (README, "Operators").
const operatorLines = mode === 'demo' ? await ensureDemoOperator(database.db, { now: () => new Date(), config: opsIdentity }, keepDir) : [];

const app = await buildApp({
  mode,
  db: database.db,
  logLevel: env.LOG_LEVEL || 'info',
  siteDir: apiOnly ? undefined : distDir,
  rateLimit: globalRateLimitFromEnv(env.RATE_LIMIT_MAX),
  trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
  callRateLimits: callRateLimitsFromEnv(env.RATE_LIMIT_CALLS),
  accounts: accountsConfigFromEnv(env),
  publicApiBase: env.PUBLIC_API_BASE || undefined,
  smtpUrl: env.SMTP_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  wallet: walletConfigFromEnv(env),
  kycStore: fileDocumentStore(kycStorageDir(env, keepDir)),
  appKey: appKeyConfigFromEnv(env),
  opsIdentity,
  opsApprovals: opsApprovalsConfigFromEnv(env),
  hallTimeZone,
  jobConnection: database.jobs,
  // The one switch of the jobs: a process of ROLE=api runs none.
  walletJobs: !parts.runsJobs ? undefined : (deps) => [
    ...paymentJobs(deps),
    ...withdrawalJobs(deps),
    ...cryptoJobs(deps),
    ...housekeepingJobs(deps),
    ...rebateJobs(deps, hallTimeZone),
    ...reportRollupJobs(deps, hallTimeZone),
    ...jsyJobs(deps),
    ...mailJobs(deps, env.SMTP_URL || undefined),
  ],
});
for (const line of operatorLines) console.log(line);
// The hall's RTP figures: read from machine-figures.json, or where a machine's tables changed since,
// every reel stop enumerated once (1–2 s): done before the process says it is ready, not on a
// visitor's call. A worker serves no game.
if (parts.servesCalls) warmMachineFigures(machines);
const readiness = createReadiness(database.db, { warm: true });
if (seeded.length) app.log.info({ tables: seeded }, 'seeded demo content');
// Shown once, on the run that created them; only their hashes are stored.
for (const line of demoAccountLines(seedResult)) console.log(line);

const port = Number(env.PORT || 4321);
const host = env.HOST || '0.0.0.0';
const metrics = env.METRICS_PORT ? createMetrics(database, { role }) : null;
// A worker answers only /livez and /readyz on PORT; its app runs the jobs without listening.
const server = parts.servesCalls ? app : healthServer();
registerHealthRoutes(server, readiness);
metrics?.instrument(server);
// SIGTERM/SIGINT: /readyz turns 503, requests are served for DRAIN_DELAY_MS, then everything closes.
installDrain({
  log: app.log,
  readiness,
  drainDelayMs: drainDelayFromEnv(env, mode),
  close: async () => {
    if (server !== app) await server.close();
    // Stops accepting connections and waits for in-flight requests and running jobs.
    await app.close();
    await metrics?.close();
    await database.close();
    await limitsLock?.release();
  },
});

try {
  if (server !== app) await app.ready();
  await server.listen({ port, host });
  if (metrics) await metrics.listen(Number(env.METRICS_PORT), host);
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await limitsLock?.release();
  await database.close();
  process.exit(1);
}
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const what = [database.driver, ...(apiOnly ? ['API only'] : []), ...(role === 'all' ? [] : [`ROLE=${role}`])].join(', ');
app.log.info(`Game Hall is running at http://${shown}:${port}/ (${what})${metrics ? `, metrics on port ${env.METRICS_PORT}` : ''}`);
