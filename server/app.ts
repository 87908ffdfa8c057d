// The Fastify app: the /v2 API from the contracts and, when a built site is given, the site.
// server/main.ts runs it; the API tests build it and call it through app.inject.
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Mode } from './config/env.ts';
import { DEFAULT_HALL_TIME_ZONE } from './config/hall-time-zone.ts';
import type { Db, JobConnection } from './db/database.ts';
import { AppError } from './errors.ts';
import type { CallHandlers } from './http/call-handler.ts';
import { clientErrorHandler, frameworkErrorHandler, refuseRequestsWhileClosing } from './http/edge-errors.ts';
import { backgroundTasks } from './http/background.ts';
import { installErrorHandler, sendError } from './http/error-envelope.ts';
import { acceptJsonBodiesOnly } from './http/json-body.ts';
import { loggerOptions } from './http/logging.ts';
import { requestIdOf } from './http/request-id.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { registerCalls, type CallRateLimits } from './http/register-calls.ts';
import { contractValidatorCompiler } from './http/request-validation.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { TrustProxy } from './http/trust-proxy-env.ts';
import { registerStaticSite } from './http/static-site.ts';
import { createTranslator } from './i18n/messages.ts';
import { registerDevOutbox } from './mail/dev-outbox.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { accountHandlers } from './modules/account/account.routes.ts';
import { agentHandlers } from './modules/agent/agent.routes.ts';
import { appKeyConfigFromEnv, type AppKeyConfig } from './modules/app-key/app-key.config.ts';
import { appKeyGate } from './modules/app-key/app-key-code.ts';
import { appKeyHandlers } from './modules/app-key/app-key.routes.ts';
import { accountsConfigFromEnv, type AccountsConfig } from './modules/auth/accounts.config.ts';
import { appLoginHandlers } from './modules/auth/app-login.routes.ts';
import { authHandlers } from './modules/auth/auth.routes.ts';
import { sessionGuard, sessionNamedFromMemory } from './modules/auth/session-guard.ts';
import { contentHandlers } from './modules/content/content.routes.ts';
import { registerContentImageRoute } from './modules/content/content-image.ts';
import { findActiveBanners } from './modules/content/content.repo.ts';
import { pickText } from './modules/content/content.fns.ts';
import { bannerHref } from '../shared/bannerHref.ts';
import { opsContentHandlers } from './modules/content/ops-content.routes.ts';
import { gameHandlers } from './modules/games/games.routes.ts';
import { temporaryDocumentStore, type DocumentStore } from './modules/kyc/document-store.ts';
import { kycHandlers } from './modules/kyc/kyc.routes.ts';
import { letterHandlers } from './modules/letters/letters.routes.ts';
import { cryptoHandlers } from './modules/crypto/crypto.routes.ts';
import { registerCryptoRoutes } from './modules/crypto/crypto.http.ts';
import { withAvailableChains } from './modules/crypto/chains.ts';
import { opsIdentityConfigFromEnv, type OpsIdentityConfig } from './modules/ops/identity/identity.config.ts';
import { identityHandlers } from './modules/ops/identity/identity.routes.ts';
import { registerOpsEdge } from './modules/ops/identity/ops-edge.ts';
import { registerOpsNoStore } from './modules/ops/ops-no-store.ts';
import { dashboardHandlers } from './modules/ops/dashboard/dashboard.routes.ts';
import { reportsHandlers } from './modules/ops/reports/reports.routes.ts';
import { withdrawalDetailHandlers } from './modules/ops/withdrawal-detail/withdrawal-detail.routes.ts';
import { operatorActivity, operatorGuard } from './modules/ops/operator-guard.ts';
import { auditRefusals } from './modules/ops/audit/audit-refusals.ts';
import { auditHandlers } from './modules/ops/audit/audit.routes.ts';
import { opsHandlers } from './modules/ops/ops.routes.ts';
import { approvalHandlers } from './modules/ops/approvals/approvals.routes.ts';
import { opsApprovalsConfigFromEnv, type OpsApprovalsConfig } from './modules/ops/approvals/approvals.config.ts';
import { playersHandlers } from './modules/ops/players/players.routes.ts';
import { paymentHandlers } from './modules/payments/payments.routes.ts';
import { registerPaymentRoutes, type PaymentRoutesOptions } from './modules/payments/payments.http.ts';
import { protectionHandlers } from './modules/protection/protection.routes.ts';
import { recordHandlers } from './modules/records/records.routes.ts';
import { bankCardHandlers } from './modules/wallet/bank-cards.routes.ts';
import { walletConfigFromEnv, type WalletConfig, type WalletDeps } from './modules/wallet/wallet.config.ts';
import { startWalletJobs, type WalletJob } from './modules/wallet/wallet.jobs.ts';
import { jsyHandlers } from './modules/jsy/jsy.routes.ts';
import { jsyPartnerOf } from './modules/jsy/partners.ts';
import { registerSandboxJsyApi } from './modules/jsy/sandbox/sandbox-jsy.http.ts';
import { withdrawalHandlers } from './modules/withdrawals/withdrawals.routes.ts';

export interface AppOptions {
  db: Db;
  /**
   * `demo` (default): sandbox money, dev outbox, demo banner. `production`: none of the sandbox's
   * or the dev outbox's routes are registered, whatever else is set (server/config/env.ts).
   */
  mode?: Mode;
  /** PUBLIC_API_BASE the built pages call the API at; another origin is allowed in their CSP. */
  publicApiBase?: string;
  /** pino level; `silent` in tests. */
  logLevel?: string;
  /** Where log lines go (stdout when absent). */
  logStream?: DestinationStream;
  /** Built site (dist/). Absent: only /v2 is served. */
  siteDir?: string;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Requests per client per window on /v2; false turns this global limit off (per-call limits stay). */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Fastify's trustProxy: which proxies may name the client address (TRUST_PROXY); off by default. */
  trustProxy?: TrustProxy;
  /** Clock used by content rules (running promotions, published notices). */
  now?: () => Date;
  /** Session check for `auth: 'user'` calls; the TOKEN-header session guard unless replaced. */
  requireSession?: preHandlerAsyncHookHandler;
  /** Session policy and sign-in providers (from the environment in production). */
  accounts?: AccountsConfig;
  /** smtp(s)://… — unset: mail goes to the dev outbox, readable at /dev/outbox. */
  smtpUrl?: string;
  /** Replaces the mailer built from smtpUrl (tests). */
  mailer?: Mailer;
  /** redis://… — rate-limit counters shared by every server process; unset: in memory. */
  redisUrl?: string;
  /** Key prefix of the counters in Redis (tests keep theirs apart). */
  redisNamespace?: string;
  /** Tighter per-client limits for single calls (sign-in, mailed codes); merged over the defaults. false: none (tests, benches). */
  callRateLimits?: CallRateLimits | false;
  /** Text of each new captcha (tests); random otherwise. */
  captchaText?: () => string;
  /** Channels, providers, coins and limits (from the environment in production). */
  wallet?: WalletConfig;
  /** Background jobs (order expiry, sandbox mining, chain watching); tests run them on demand instead. */
  walletJobs?: (deps: WalletDeps) => WalletJob[];
  /** The database the job system runs on (`Database.jobs`); needed when walletJobs has timed jobs. */
  jobConnection?: JobConnection;
  /** Encryption key of the app keys' secrets and their guess limits (APP_KEY_SECRET). */
  appKey?: AppKeyConfig;
  /** IANA time zone of the hall's business day (HALL_TIME_ZONE): rebates are settled per day in it. */
  hallTimeZone?: string;
  /** Replaces how the sandbox payment provider's notifications leave (tests: app.inject, failures). */
  sandboxWebhookSender?: PaymentRoutesOptions['sandboxWebhookSender'];
  /** Where KYC photos are kept (server/main.ts: files in KYC_STORAGE_DIR); absent: a fresh temporary directory. */
  kycStore?: DocumentStore;
  /** Operator sessions, the address allow-list and the TOTP key (OPS_SESSION_*, OPS_IP_ALLOW, APP_KEY_SECRET). */
  opsIdentity?: OpsIdentityConfig;
  /** Four-eyes thresholds and how long an approval stays open (OPS_FOUR_EYES_*, OPS_APPROVAL_HOURS). */
  opsApprovals?: OpsApprovalsConfig;
  /** Replaces module handlers, e.g. to provoke failures in tests. */
  handlerOverrides?: Partial<CallHandlers>;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const refuseWithoutSession: preHandlerAsyncHookHandler = async () => {
  throw new AppError(401, 'UNAUTHORIZED');
};

const perMinute = (max: number) => ({ max, timeWindowMs: 60_000 });

/** Per client address: guessing passwords and sending mail are slowed well below the /v2 default. */
export const DEFAULT_CALL_RATE_LIMITS: CallRateLimits = {
  login: perMinute(10),
  login3: perMinute(20),
  registerSendEmailCode: perMinute(5),
  registerVerifyCode: perMinute(20),
  findPasswordSend: perMinute(5),
  findPasswordReset: perMinute(10),
  userEmailCode: perMinute(5),
  // The registration calls that say whether an account name or email is taken.
  registerValid: perMinute(20),
  registerUser: perMinute(10),
  // Calls that re-check the login password (guesses also count towards the account lock).
  passwordUpdate: perMinute(10),
  paymentPasswordUpdate: perMinute(10),
  // Six-digit app key codes: the lock stops guessing, the limit slows it per address.
  userGoogleKeyBind: perMinute(10),
  userGoogleKeyReset: perMinute(10),
  userGoogleKeyResetEmailCode: perMinute(5),
  // An agent taking coins back types the member's login password: guesses count towards the
  // member's lock, and are slowed per address like the calls above.
  agentMemberTransferDecrease: perMinute(10),
  // Says whether an account name is taken, like registration.
  agentSubMemberCreate: perMinute(10),
  unlock: perMinute(10),
  captcha: perMinute(60),
  // The mobile app's sign-in with a scanned ticket, slowed like the other sign-ins.
  appLoginExchange: perMinute(10),
  // The app-login screen asks for a new ticket about once a minute; this leaves room for reloads.
  appLoginCode: perMinute(20),
  // Transfers to JSY: asking the partner whether an account exists, mailing a code, and the JSY
  // password passed on to the partner are slowed like the sign-ins and code mails above.
  jsyTransferValidate: perMinute(20),
  jsyTransferResendCode: perMinute(5),
  jsyTransferLogin: perMinute(10),
  // Operator sign-in, enrolment and step-up: the lock stops guessing, the limit slows it per address.
  opsAuthSignIn: perMinute(10),
  opsAuthEnrolment: perMinute(20),
  opsAuthEnrolmentComplete: perMinute(10),
  opsAuthStepUp: perMinute(10),
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const t = createTranslator();
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // The caller's x-request-id when it is a plain token (server/http/request-id.ts), else a new UUID.
    genReqId: requestIdOf,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Bad URLs, parser errors and shutdown answer in the envelope too (server/http/edge-errors.ts).
    frameworkErrors: frameworkErrorHandler(t),
    clientErrorHandler: clientErrorHandler(t),
    return503OnClosing: false,
  });

  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptJsonBodiesOnly(app);
  installErrorHandler(app, t);
  // First, so every answer carries the headers, refusals (429, 404, errors) included.
  await registerSecurityHeaders(app, {
    mode: options.mode ?? 'demo',
    siteDir: options.siteDir,
    googleScriptUrl: options.accounts?.publicSignIn.google?.scriptUrl,
    publicApiBase: options.publicApiBase,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Parses cookies on every request (only the operator session cookie is read, on /v2/ops).
  await app.register(fastifyCookie);
  const opsIdentity = options.opsIdentity ?? opsIdentityConfigFromEnv({}, options.mode ?? 'demo');
  registerOpsEdge(app, opsIdentity);
  registerOpsNoStore(app);
  refuseRequestsWhileClosing(app, t);
  // After validation: the body then has its contract's shape, which the log redaction is built from.
  app.addHook('preHandler', async (request) => {
    if (request.body !== undefined) request.log.debug({ body: request.body }, 'request body');
  });

  const callRateLimits = options.callRateLimits === false ? {} : { ...DEFAULT_CALL_RATE_LIMITS, ...options.callRateLimits };
  // Without the global limit the plugin still serves the per-call ones (sign-in, mailed codes).
  if (options.rateLimit !== false || Object.keys(callRateLimits).length) {
    const { max, timeWindowMs } = options.rateLimit || { max: 600, timeWindowMs: 60_000 };
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(fastifyRateLimit, {
      global: options.rateLimit !== false,
      max,
      timeWindow: timeWindowMs,
      allowList: (request) => !request.url.startsWith('/v2/'),
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
      ...(redis ? { redis, nameSpace: options.redisNamespace ?? 'gh-rate-limit-' } : {}),
      // A Redis outage must not take sign-in down with it: limits are skipped, requests still served.
      skipOnError: true,
    });
  }

  app.decorateRequest('session', null);
  app.decorateRequest('operator', null);
  // Refused operator calls are recorded in the audit log (recorded changes are written by their handlers).
  app.addHook('onSend', auditRefusals(options.db));
  const accounts = options.accounts ?? accountsConfigFromEnv({});
  const mailer = options.mailer ?? createMailer({ db: options.db, now, smtpUrl: options.smtpUrl });
  const background = backgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  const authDeps = { db: options.db, now, mailer, t, config: accounts, background, captchaText: options.captchaText };
  const mode = options.mode ?? 'demo';
  const walletConfig = options.wallet ?? walletConfigFromEnv({});
  // Production never has the sandbox provider, chains or their pages and callbacks, even if asked;
  // coins are offered only on networks that have a chain to watch.
  const wallet = withAvailableChains(mode === 'demo' ? walletConfig : { ...walletConfig, sandbox: false });
  const walletDeps: WalletDeps = { db: options.db, now, t, config: wallet, log: app.log };
  const appKeyDeps = { db: options.db, now, mailer, t, config: options.appKey ?? appKeyConfigFromEnv({}) };
  // Withdrawals and the fund password ask for the app key's code once one is bound.
  const appKey = appKeyGate(appKeyDeps);
  // Transfers to the partner wallet: the sandbox partner in demo mode, a registered one otherwise.
  const jsyDeps = { ...walletDeps, mailer, partner: jsyPartnerOf(walletDeps) };
  const identityDeps = { db: options.db, now, config: opsIdentity };
  const approvalDeps = { wallet: walletDeps, config: options.opsApprovals ?? opsApprovalsConfigFromEnv({}) };

  await registerOpenApi(app);
  registerCalls(
    app,
    {
      ...contentHandlers({ db: options.db, now }),
      ...opsContentHandlers({ db: options.db, now }),
      ...authHandlers(authDeps, appKey),
      ...appLoginHandlers(authDeps),
      ...appKeyHandlers(appKeyDeps),
      ...accountHandlers(authDeps),
      ...bankCardHandlers(walletDeps),
      ...paymentHandlers(walletDeps),
      ...withdrawalHandlers(walletDeps, appKey),
      ...cryptoHandlers(walletDeps, appKey),
      ...recordHandlers(walletDeps),
      ...gameHandlers({ db: options.db, now, t }),
      ...opsHandlers(walletDeps, approvalDeps),
      ...approvalHandlers(approvalDeps, identityDeps),
      ...dashboardHandlers({ db: options.db, now, hallTimeZone: options.hallTimeZone ?? DEFAULT_HALL_TIME_ZONE }),
      ...withdrawalDetailHandlers(walletDeps),
      ...playersHandlers({ db: options.db, now }),
      ...auditHandlers({ db: options.db, now }),
      ...reportsHandlers({ db: options.db, hallTimeZone: options.hallTimeZone ?? DEFAULT_HALL_TIME_ZONE }),
      ...agentHandlers({ ...authDeps, log: app.log, wallet, hallTimeZone: options.hallTimeZone ?? DEFAULT_HALL_TIME_ZONE }),
      ...kycHandlers({ db: options.db, now, store: options.kycStore ?? temporaryDocumentStore() }),
      ...letterHandlers({ db: options.db, now, t }),
      ...protectionHandlers({ db: options.db, now, hallTimeZone: options.hallTimeZone ?? DEFAULT_HALL_TIME_ZONE }),
      ...jsyHandlers(jsyDeps, appKey),
      ...identityHandlers(identityDeps),
      ...options.handlerOverrides,
    },
    t,
    options.requireSession ?? sessionGuard(authDeps),
    operatorGuard(identityDeps),
    undefined,
    callRateLimits,
    operatorActivity(identityDeps),
    options.requireSession ?? sessionNamedFromMemory(authDeps),
  );
  if (mode === 'demo' && !options.smtpUrl) registerDevOutbox(app, options.db);
  registerPaymentRoutes(app, walletDeps, { sandboxWebhookSender: options.sandboxWebhookSender });
  registerCryptoRoutes(app, walletDeps);
  registerContentImageRoute(app, options.db);
  registerSandboxJsyApi(app, walletDeps);
  if (options.walletJobs) startWalletJobs(app, walletDeps, options.walletJobs(walletDeps), options.jobConnection);
  registerOpenApiRoute(app);

  if (options.siteDir) {
    const db = options.db;
    await registerStaticSite(app, options.siteDir, {
      demoBanner: mode === 'demo',
      homeBanners: async (locale) =>
        (await findActiveBanners(db, now())).map((row) => ({
          image: row.imageUrl,
          title: pickText(row.title, locale),
          href: bannerHref(row.linkUrl, locale),
        })),
    });
  }

  app.setNotFoundHandler((request, reply) => sendError(request, reply, t, 404, 'NOT_FOUND'));
  return app;
}
