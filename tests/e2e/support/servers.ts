// Fixed settings shared by the two servers the journeys start: the sandbox Google + LINE
// provider and the app (which is pointed at the sandbox instead of the real providers).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const APP_PORT = Number(process.env.E2E_PORT ?? 4391);
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
export const PROVIDERS_PORT = Number(process.env.E2E_PROVIDERS_PORT ?? 4392);
export const PROVIDERS_ORIGIN = `http://127.0.0.1:${PROVIDERS_PORT}`;

export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.test';
export const LINE_CHANNEL_ID = '2000000001';
export const LINE_CHANNEL_SECRET = 'e2e-line-channel-secret';

export function providersServerEnv(): Record<string, string> {
  return {
    SANDBOX_PROVIDERS_PORT: String(PROVIDERS_PORT),
    GOOGLE_CLIENT_ID,
    LINE_CHANNEL_ID,
    LINE_CHANNEL_SECRET,
  };
}

/** Per-call limits of the journeys' app: every call app.ts limits on its own, but login, at 600 a minute. */
export const JOURNEY_CALL_LIMITS = [
  'login3', 'registerSendEmailCode', 'registerVerifyCode', 'findPasswordSend', 'findPasswordReset', 'userEmailCode',
  'registerValid', 'registerUser', 'passwordUpdate', 'paymentPasswordUpdate', 'userGoogleKeyBind', 'userGoogleKeyReset',
  'userGoogleKeyResetEmailCode', 'agentMemberTransferDecrease', 'agentSubMemberCreate', 'unlock', 'captcha', 'appLoginCode', 'appLoginExchange',
  'jsyTransferValidate', 'jsyTransferResendCode', 'jsyTransferLogin',
  'opsAuthSignIn', 'opsAuthEnrolment', 'opsAuthEnrolmentComplete', 'opsAuthStepUp',
]
  .map((call) => `${call}=600`)
  .join(',');

/**
 * The CLI credential the journeys use for operator calls and `npm run ops`: the demo start writes the
 * demo admin's credential into its data directory (E2E_DATA_DIR, playwright.config.ts).
 */
export function operatorToken(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return (JSON.parse(readFileSync(path.join(dataDir, 'ops-credential'), 'utf8')) as { token: string }).token;
}

/** The only download link the journeys' build has (tests/e2e/download.spec.ts). */
export const E2E_GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=example.gamehall.e2e';

export function appServerEnv(appPort: number): Record<string, string> {
  return {
    // Money: the sandbox provider's notifications come back to this server; sandbox chains mine
    // only when a journey asks (so confirmations are counted, not waited for); the watcher and the
    // sandbox bank settle quickly.
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    SANDBOX_BLOCK_MS: '0',
    CHAIN_POLL_MS: '500',
    // Mail goes to the dev outbox the journeys read; limits and codes stay in memory.
    SMTP_URL: '',
    REDIS_URL: '',
    // Every journey registers (and sets a fund password) from 127.0.0.1; the per-call defaults in
    // app.ts (5 code mails, 20 code checks, 10 registrations, 10 password checks a minute…) are proven
    // by the API tests, the login limit by the throttling project. On a quiet machine two workers
    // register dozens of players a minute, so every per-call limit but the login's sits far above
    // that here. The app-login page asks for a code on every visit (the phone-layout check opens it in
    // every language at two widths).
    RATE_LIMIT_CALLS: JOURNEY_CALL_LIMITS,
    // The /v2-wide limit per address (600 a minute, app.ts; proven by the API tests): two workers on
    // a quiet machine pass it from 127.0.0.1 (the journeys alone were refused with 429 in
    // machine-fit), so here it sits ten times higher.
    RATE_LIMIT_MAX: '6000',
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: `${PROVIDERS_ORIGIN}/oauth2/v3/certs`,
    GOOGLE_ISSUERS: PROVIDERS_ORIGIN,
    GOOGLE_SCRIPT_URL: `${PROVIDERS_ORIGIN}/gsi/client`,
    LINE_CHANNEL_ID,
    LINE_CHANNEL_SECRET,
    LINE_AUTHORIZE_URL: `${PROVIDERS_ORIGIN}/oauth2/v2.1/authorize`,
    LINE_TOKEN_URL: `${PROVIDERS_ORIGIN}/oauth2/v2.1/token`,
    LINE_JWKS_URL: `${PROVIDERS_ORIGIN}/oauth2/v2.1/certs`,
    LINE_ISSUER: PROVIDERS_ORIGIN,
    LINE_REDIRECT_URI: `http://127.0.0.1:${appPort}/auth/line/callback`,
    // The download page is built with one app link configured and two not: both ways are shown.
    DOWNLOAD_ANDROID_URL: E2E_GOOGLE_PLAY_URL,
    DOWNLOAD_IOS_URL: '',
    DOWNLOAD_APK_URL: '',
  };
}
