// `npm start`: checks the environment, builds the site when needed, opens and seeds the database,
// serves site + /v2 on one port, and shuts down cleanly on SIGINT/SIGTERM.
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
import { DEFAULT_DATA_DIR, openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { cryptoJobs } from './modules/crypto/crypto.jobs.ts';
import { ensureOperator } from './modules/ops/bootstrap.ts';
import { warmMachineFigures } from './modules/games/machines.service.ts';
import { machines } from './games/machines.ts';
import { paymentJobs } from './modules/payments/payment.jobs.ts';
import { rebateJobs } from './modules/agent/rebates.jobs.ts';
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
// DATA_DIR, or ./.data beside the default PGlite: the operator token and demo secrets are kept here.
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
const database = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir });
const { seeded, demoAccounts } = await seedDatabase(database.db, new Date(), { demoAccounts: mode === 'demo' });
// `npm run ops` reads the operator token from here (production always has OPERATOR_TOKEN set).
const operatorLine = await ensureOperator(database.db, env, keepDir);

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
  hallTimeZone,
  walletJobs: (deps) => [
    ...paymentJobs(deps),
    ...withdrawalJobs(deps),
    ...cryptoJobs(deps),
    ...housekeepingJobs(deps),
    ...rebateJobs(deps, hallTimeZone),
  ],
});
if (operatorLine) console.log(operatorLine);
// The hall's RTP figures need every reel stop enumerated once (≈ 2 s): done now, not on a visitor's call.
setImmediate(() => warmMachineFigures(machines));
if (seeded.length) app.log.info({ tables: seeded }, 'seeded demo content');
// Shown once, on the run that created them; only their hashes are stored.
for (const demo of demoAccounts) {
  console.log(
    `Demo ${demo.agentCode ? 'agent' : 'player'}: account "${demo.account}", password "${demo.password}"` +
      (demo.agentCode ? `, agent code ${demo.agentCode}` : ''),
  );
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    // Stops accepting connections and waits for in-flight requests, then closes the database.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const port = Number(env.PORT || 4321);
const host = env.HOST || '0.0.0.0';
try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
app.log.info(`Game Hall is running at http://${shown}:${port}/ (${database.driver}${apiOnly ? ', API only' : ''})`);
