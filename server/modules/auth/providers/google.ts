import { jwtVerify, type JWTPayload } from 'jose';
import { CLOCK_TOLERANCE_SECONDS, MAX_ID_TOKEN_AGE_SECONDS, PROVIDER_TIMEOUT_MS, type ThirdPartyIdentity } from './identity.ts';
import { ProviderError } from './provider-error.ts';
import { remoteKeySet } from './remote-key-set.ts';

export type { ThirdPartyIdentity } from './identity.ts';

export interface GoogleConfig {
  /** Our OAuth client id: the only audience we accept. */
  clientId: string;
  jwksUrl: string;
  /** Google signs with either spelling of its issuer. */
  issuers: string[];
  /** Key-set fetch timeout; defaults to PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
}

/**
 * Checks a Google Identity Services credential (an RS256 ID token) against Google's published
 * keys and our client id, and returns who it names. An unverified email is reported, not refused:
 * the caller decides whether such an address may be linked to an account.
 */
export async function verifyGoogleIdToken(idToken: string, config: GoogleConfig, now: Date = new Date()): Promise<ThirdPartyIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, remoteKeySet(config.jwksUrl, config.timeoutMs ?? PROVIDER_TIMEOUT_MS), {
      algorithms: ['RS256'],
      audience: config.clientId,
      issuer: config.issuers,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_ID_TOKEN_AGE_SECONDS,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    }));
  } catch (error) {
    throw new ProviderError(`Google ID token rejected: ${describe(error)}`, { cause: error });
  }
  return googleIdentity(payload);
}

function googleIdentity(payload: JWTPayload): ThirdPartyIdentity {
  const { sub, email, email_verified: emailVerified, name } = payload;
  if (typeof sub !== 'string' || sub === '') throw new ProviderError('Google ID token has no subject');
  if (email !== undefined && typeof email !== 'string') throw new ProviderError('Google ID token has a malformed email');
  const address = typeof email === 'string' && email !== '' ? email : null;
  return {
    subject: sub,
    email: address,
    // Older tokens carried the flag as a string.
    emailVerified: address !== null && (emailVerified === true || emailVerified === 'true'),
    name: typeof name === 'string' && name !== '' ? name : null,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
