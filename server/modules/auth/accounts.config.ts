// Account rules that the environment may change, and the fixed limits beside them.
import type { GoogleConfig } from './providers/google.ts';
import type { LineConfig } from './providers/line.ts';
import {
  googleConfigFromEnv,
  lineConfigFromEnv,
  publicSignInSettingsFromEnv,
  type PublicSignInSettings,
} from './providers/config.ts';

export interface AccountsConfig {
  /** Signing in ends the account's other sessions (SINGLE_SESSION, default on). */
  singleSession: boolean;
  /** SESSION_TTL_HOURS, default 72. */
  sessionTtlHours: number;
  /** SESSION_IDLE_MINUTES, default 60: a session unused this long ends; 0 turns the rule off. */
  sessionIdleMinutes: number;
  google: GoogleConfig | null;
  line: LineConfig | null;
  publicSignIn: PublicSignInSettings;
  /** Origin of the links mailed to players (PUBLIC_URL, else SITE_URL, else http://localhost:4321); never the request's Host. */
  publicUrl: string;
}

export const LIMITS = {
  captchaTtlMs: 5 * 60_000,
  emailCodeTtlMs: 10 * 60_000,
  emailCodeCooldownMs: 60_000,
  emailCodeMaxAttempts: 5,
  /** How long a verified registration email stays usable for step 2. */
  emailVerificationTtlMs: 30 * 60_000,
  failedLoginsBeforeLock: 5,
  lockMs: 15 * 60_000,
  /** The mailed link that lifts a lock works once, within this time. */
  unlockLinkTtlMs: 60 * 60_000,
  /** last_used_at is written at most this often per session. */
  lastUsedResolutionMs: 60_000,
  /** An app-login ticket (the QR code on /user/app-login) works once, within this time. */
  appLoginTicketTtlMs: 60_000,
} as const;

export function accountsConfigFromEnv(env: NodeJS.ProcessEnv): AccountsConfig {
  const ttl = Number(env.SESSION_TTL_HOURS);
  const idle = env.SESSION_IDLE_MINUTES === undefined || env.SESSION_IDLE_MINUTES === '' ? NaN : Number(env.SESSION_IDLE_MINUTES);
  return {
    singleSession: env.SINGLE_SESSION !== '0',
    sessionTtlHours: Number.isFinite(ttl) && ttl > 0 ? ttl : 72,
    sessionIdleMinutes: Number.isFinite(idle) && idle >= 0 ? idle : 60,
    google: googleConfigFromEnv(env),
    line: lineConfigFromEnv(env),
    publicSignIn: publicSignInSettingsFromEnv(env),
    publicUrl: (env.PUBLIC_URL || env.SITE_URL || 'http://localhost:4321').replace(/\/+$/, ''),
  };
}
