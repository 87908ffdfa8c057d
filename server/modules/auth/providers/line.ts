import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { CLOCK_TOLERANCE_SECONDS, MAX_ID_TOKEN_AGE_SECONDS, PROVIDER_TIMEOUT_MS, type ThirdPartyIdentity } from './identity.ts';
import { ProviderError } from './provider-error.ts';
import { remoteKeySet } from './remote-key-set.ts';

export interface LineConfig {
  channelId: string;
  /** Server-only: sent to the token endpoint and used to check HS256 ID tokens. */
  channelSecret: string;
  tokenUrl: string;
  /** Must equal the redirect_uri the browser was sent to the authorize page with. */
  redirectUri: string;
  jwksUrl: string;
  issuer: string;
  /** Token-endpoint and key-set timeout; defaults to PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Exchanges an authorization code from the LINE redirect for an ID token, server to server,
 * and returns who the verified token names.
 */
export async function exchangeLineCode(code: string, config: LineConfig, now: Date = new Date()): Promise<ThirdPartyIdentity> {
  const idToken = await requestIdToken(code, config);
  const payload = await verifyLineIdToken(idToken, config, now);
  const { sub, email, name } = payload;
  if (typeof sub !== 'string' || sub === '') throw new ProviderError('LINE ID token has no subject');
  const address = typeof email === 'string' && email !== '' ? email : null;
  return {
    subject: sub,
    email: address,
    // LINE only releases an address the user confirmed with LINE, and only with the email scope.
    emailVerified: address !== null,
    name: typeof name === 'string' && name !== '' ? name : null,
  };
}

async function requestIdToken(code: string, config: LineConfig): Promise<string> {
  const timeoutMs = config.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri,
    client_id: config.channelId,
    client_secret: config.channelSecret,
  });
  let status: number;
  let text: string;
  try {
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw new ProviderError(`LINE token endpoint unreachable: ${describe(error)}`, { cause: error });
  }
  if (status !== 200) throw new ProviderError(`LINE token endpoint answered ${status}: ${text.slice(0, 200)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ProviderError('LINE token endpoint answered with something other than JSON', { cause: error });
  }
  const idToken = (body as { id_token?: unknown } | null)?.id_token;
  if (typeof idToken !== 'string' || idToken === '') throw new ProviderError('LINE token answer has no id_token (was the openid scope asked for?)');
  return idToken;
}

// LINE signs ID tokens of web-login channels with HS256 (the channel secret) and newer ones with
// ES256 (its published keys). The header picks which, and only that algorithm is then accepted.
async function verifyLineIdToken(idToken: string, config: LineConfig, now: Date): Promise<JWTPayload> {
  try {
    const { alg } = decodeProtectedHeader(idToken);
    const options = {
      audience: config.channelId,
      issuer: config.issuer,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    };
    if (alg === 'HS256') {
      const secret = new TextEncoder().encode(config.channelSecret);
      return (await jwtVerify(idToken, secret, { ...options, algorithms: ['HS256'] })).payload;
    }
    if (alg === 'ES256') {
      const keySet = remoteKeySet(config.jwksUrl, config.timeoutMs ?? PROVIDER_TIMEOUT_MS);
      return (await jwtVerify(idToken, keySet, { ...options, algorithms: ['ES256'] })).payload;
    }
    throw new Error(`unsupported algorithm ${String(alg)}`);
  } catch (error) {
    throw new ProviderError(`LINE ID token rejected: ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
