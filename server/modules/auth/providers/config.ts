import type { GoogleConfig } from './google.ts';
import type { LineConfig } from './line.ts';

// Provider settings come from the environment; a provider without its id (and, for LINE, its
// secret) is simply switched off.

export const GOOGLE_DEFAULTS = {
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  scriptUrl: 'https://accounts.google.com/gsi/client',
};

export const LINE_DEFAULTS = {
  tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
  jwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
  issuer: 'https://access.line.me',
  authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
  redirectUri: 'http://localhost:4321/auth/line/callback',
};

/** What the browser needs to start a sign-in; never holds a secret. */
export interface PublicSignInSettings {
  google: { clientId: string; scriptUrl: string } | null;
  line: { channelId: string; authorizeUrl: string; redirectUri: string } | null;
}

export function googleConfigFromEnv(env: NodeJS.ProcessEnv): GoogleConfig | null {
  const clientId = value(env.GOOGLE_CLIENT_ID);
  if (!clientId) return null;
  const issuers = value(env.GOOGLE_ISSUERS)
    ?.split(',')
    .map((issuer) => issuer.trim())
    .filter(Boolean);
  return {
    clientId,
    jwksUrl: value(env.GOOGLE_JWKS_URL) ?? GOOGLE_DEFAULTS.jwksUrl,
    issuers: issuers && issuers.length > 0 ? issuers : [...GOOGLE_DEFAULTS.issuers],
  };
}

export function lineConfigFromEnv(env: NodeJS.ProcessEnv): LineConfig | null {
  const channelId = value(env.LINE_CHANNEL_ID);
  const channelSecret = value(env.LINE_CHANNEL_SECRET);
  if (!channelId || !channelSecret) return null;
  return {
    channelId,
    channelSecret,
    redirectUri: value(env.LINE_REDIRECT_URI) ?? LINE_DEFAULTS.redirectUri,
    tokenUrl: value(env.LINE_TOKEN_URL) ?? LINE_DEFAULTS.tokenUrl,
    jwksUrl: value(env.LINE_JWKS_URL) ?? LINE_DEFAULTS.jwksUrl,
    issuer: value(env.LINE_ISSUER) ?? LINE_DEFAULTS.issuer,
  };
}

export function publicSignInSettingsFromEnv(env: NodeJS.ProcessEnv): PublicSignInSettings {
  const google = googleConfigFromEnv(env);
  const line = lineConfigFromEnv(env);
  return {
    google: google && { clientId: google.clientId, scriptUrl: value(env.GOOGLE_SCRIPT_URL) ?? GOOGLE_DEFAULTS.scriptUrl },
    line: line && {
      channelId: line.channelId,
      authorizeUrl: value(env.LINE_AUTHORIZE_URL) ?? LINE_DEFAULTS.authorizeUrl,
      redirectUri: line.redirectUri,
    },
  };
}

function value(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}
