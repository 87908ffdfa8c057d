// The environment, checked once at boot (server/main.ts) before anything is built or opened: one
// schema, one line per bad or missing variable. `MODE` picks demo (the default: embedded database,
// sandbox money, dev outbox, secrets generated into the data directory) or production, which
// refuses to start until everything a live hall needs is set.
//
// MODE rather than NODE_ENV: many tools set NODE_ENV=production for their own reasons (bundlers,
// process managers, container images), and that must not switch a hall's safety rules.
import { z } from 'zod';
import { DOWNLOAD_URL_RULE, isDownloadUrl } from '../../shared/downloadLinks.ts';
import { callRateLimitsFromEnv } from '../http/rate-limit-env.ts';
import { trustProxyFromEnv } from '../http/trust-proxy-env.ts';
import { KYC_THRESHOLD_RULE, parseKycThreshold } from '../modules/kyc/kyc.config.ts';
import { ipAllowListFrom } from '../modules/ops/identity/identity.config.ts';
import { isTimeZone } from './hall-time-zone.ts';
import { ROLES } from '../runtime/role.ts';

export const MODES = ['demo', 'production'] as const;
export type Mode = (typeof MODES)[number];

/** Secrets that demo mode generates into the data directory when they are not set. */
export const GENERATED_SECRETS = ['PSP_SANDBOX_SECRET', 'CRYPTO_ADDRESS_SECRET', 'APP_KEY_SECRET'] as const;

/** Shortest secret production accepts: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_PRODUCTION_SECRET = 32;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optional = <T extends z.ZodType>(schema: T) => schema.optional();
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });
const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number ≥ 0');
const port = z.string().refine((value) => /^\d{1,5}$/.test(value) && Number(value) <= 65535, 'must be a port number (0–65535)');
const urlWith = (protocols: string[]) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);
const downloadUrl = z.string().refine(isDownloadUrl, DOWNLOAD_URL_RULE);
const rateLimitCalls = z.string().superRefine((value, ctx) => {
  try {
    callRateLimitsFromEnv(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^RATE_LIMIT_CALLS: /, '') });
  }
});

const trustProxy = z.string().superRefine((value, ctx) => {
  try {
    trustProxyFromEnv(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^TRUST_PROXY: /, '') });
  }
});

const opsIpAllow = z.string().superRefine((value, ctx) => {
  try {
    ipAllowListFrom(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^OPS_IP_ALLOW: /, '') });
  }
});

const envSchema = z.object({
  MODE: z.enum(MODES, { error: 'must be demo or production' }).default('demo'),
  PORT: optional(port),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  SKIP_BUILD: optional(flag),
  API_ONLY: optional(flag),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  DATABASE_URL: optional(urlWith(['postgres:', 'postgresql:'])),
  DATABASE_MIGRATION_URL: optional(urlWith(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(urlWith(['redis:', 'rediss:'])),
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'])),
  PUBLIC_URL: optional(urlWith(['http:', 'https:'])),
  SANDBOX: optional(flag),
  SINGLE_SESSION: optional(flag),
  SESSION_TTL_HOURS: optional(wholeNumber),
  RATE_LIMIT_MAX: optional(wholeNumber),
  RATE_LIMIT_CALLS: optional(rateLimitCalls),
  TRUST_PROXY: optional(trustProxy),
  PAYMENT_ORDER_TTL_MINUTES: optional(wholeNumber),
  SANDBOX_BLOCK_MS: optional(wholeNumber),
  CHAIN_POLL_MS: optional(wholeNumber),
  HALL_TIME_ZONE: optional(z.string().refine(isTimeZone, 'must be an IANA time zone name, e.g. Asia/Tokyo or UTC')),
  PSP_SANDBOX_SECRET: optional(z.string()),
  CRYPTO_ADDRESS_SECRET: optional(z.string()),
  APP_KEY_SECRET: optional(z.string()),
  OPS_SESSION_IDLE_MINUTES: optional(z.string().regex(/^[1-9]\d{0,3}$/, 'must be a whole number of minutes from 1 to 9999')),
  OPS_SESSION_MAX_HOURS: optional(z.string().regex(/^[1-9]\d{0,2}$/, 'must be a whole number of hours from 1 to 999')),
  OPS_IP_ALLOW: optional(opsIpAllow),
  LINE_CHANNEL_ID: optional(z.string()),
  LINE_CHANNEL_SECRET: optional(z.string()),
  LINE_REDIRECT_URI: optional(urlWith(['http:', 'https:'])),
  KYC_WITHDRAWAL_THRESHOLD: optional(z.string().refine((value) => parseKycThreshold(value) !== undefined, KYC_THRESHOLD_RULE)),
  KYC_CRYPTO_WITHDRAWALS: optional(flag),
  KYC_STORAGE_DIR: optional(z.string()),
  DOWNLOAD_IOS_URL: optional(downloadUrl),
  DOWNLOAD_ANDROID_URL: optional(downloadUrl),
  DOWNLOAD_APK_URL: optional(downloadUrl),
  ROLE: optional(z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` })),
  DRAIN_DELAY_MS: optional(wholeNumber),
  OUTBOX_LEASE_SECONDS: optional(z.string().regex(/^[1-9]\d{0,5}$/, 'must be a whole number of seconds from 1 to 999999')),
  METRICS_PORT: optional(port),
  DB_POOL_MAX: optional(z.string().regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1 to 9999')),
  DB_STATEMENT_TIMEOUT_MS: optional(wholeNumber),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: optional(wholeNumber),
  DB_APPLICATION_NAME: optional(z.string().regex(/^[\x20-\x7e]{1,63}$/, 'must be 1 to 63 printable ASCII characters')),
  JSY_URL: optional(urlWith(['http:', 'https:'])),
  JSY_REQUEST_SECRET: optional(z.string()),
  JSY_RESPONSE_SECRET: optional(z.string()),
});

/** What production needs besides well-formed values; checked on the raw values, so every line shows at once. */
function productionProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const problem = (variable: string, message: string) => problems.push(`${variable}: ${message}`);
  const required = 'is required in production';
  if (!env.SMTP_URL) problem('SMTP_URL', `${required}: smtp(s)://… of the mail server (without it mail would only go to the dev outbox)`);
  if (!env.DATABASE_URL) problem('DATABASE_URL', `${required}: postgres://… of the shared PostgreSQL (the embedded PGlite is for demo only)`);
  if (!env.PUBLIC_URL) problem('PUBLIC_URL', `${required}: the https://… origin players and payment providers reach this server at`);
  else if (!env.PUBLIC_URL.startsWith('https://')) problem('PUBLIC_URL', 'must start with https:// in production');
  if (env.SANDBOX !== '0') problem('SANDBOX', 'must be 0 in production: the sandbox payment provider and chains let anyone make test money');
  for (const [name, what] of [
    ['CRYPTO_ADDRESS_SECRET', 'derives deposit addresses'],
    ['APP_KEY_SECRET', "encrypts the players' app key and the operators' TOTP secrets"],
  ] as const) {
    const value = env[name];
    if (!value) problem(name, `${required} (${what}): at least ${MIN_PRODUCTION_SECRET} random characters, the same for every server process`);
    else if (value.length < MIN_PRODUCTION_SECRET) problem(name, `must be at least ${MIN_PRODUCTION_SECRET} characters in production`);
  }
  // The JSY partner is enabled by its URL: our requests and its answers are signed with secrets
  // both sides share, never the per-process ones demo mode's in-process sandbox is happy with.
  if (env.JSY_URL) {
    if (!env.JSY_URL.startsWith('https://')) problem('JSY_URL', 'must be an https:// URL in production');
    for (const [name, what] of [
      ['JSY_REQUEST_SECRET', 'signs our requests to JSY'],
      ['JSY_RESPONSE_SECRET', "checks JSY's answers"],
    ] as const) {
      const value = env[name];
      if (!value) problem(name, `${required} when JSY_URL is set (${what}): the secret agreed with JSY, at least ${MIN_PRODUCTION_SECRET} characters`);
      else if (value.length < MIN_PRODUCTION_SECRET) problem(name, `must be at least ${MIN_PRODUCTION_SECRET} characters in production`);
    }
    if (env.JSY_REQUEST_SECRET && env.JSY_REQUEST_SECRET === env.JSY_RESPONSE_SECRET) {
      problem('JSY_RESPONSE_SECRET', 'must differ from JSY_REQUEST_SECRET (each side signs with its own)');
    }
  }
  if (env.LINE_CHANNEL_ID) {
    if (!env.LINE_CHANNEL_SECRET) problem('LINE_CHANNEL_SECRET', `${required} when LINE_CHANNEL_ID is set (LINE sign-in)`);
    if (!env.LINE_REDIRECT_URI?.startsWith('https://')) {
      problem('LINE_REDIRECT_URI', 'must be an https:// URL in production when LINE_CHANNEL_ID is set (its default points at localhost)');
    }
  }
  return problems;
}

export type BootEnv = z.infer<typeof envSchema>;

export type EnvCheck = { ok: true; env: BootEnv } | { ok: false; problems: string[] };

/** Empty values count as unset (`SMTP_URL=` is how a shell unsets a variable for one command). */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value.trim() !== '') present[name] = value.trim();
  return present;
}

/** The environment checked: the typed settings, or one line per problem (`NAME: what is wrong`). */
export function checkEnv(env: NodeJS.ProcessEnv): EnvCheck {
  const present = withoutEmpty(env);
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  if (present.MODE === 'production') problems.push(...productionProblems(present));
  if (parsed.success && problems.length === 0) return { ok: true, env: parsed.data };
  return { ok: false, problems };
}
