/** Who a provider says signed in. `subject` is the provider's stable id for the person. */
export interface ThirdPartyIdentity {
  subject: string;
  email: string | null;
  /** True only when the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
}

/** How long to wait for a provider's key set or token endpoint. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Allowed clock difference between us and the provider when checking exp/iat/nbf. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * ID tokens are spent right after sign-in and both providers issue them for an hour. Setting an
 * age limit also makes a token "issued" in the future fail.
 */
export const MAX_ID_TOKEN_AGE_SECONDS = 3600;
