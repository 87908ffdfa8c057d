// RFC 6238 through otpauth: SHA-1, 30-second steps, six digits, what every authenticator app
// (Google Authenticator, Microsoft Authenticator, 1Password …) computes by default.
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after now are accepted too (clock drift, typing time). */
export const TOTP_WINDOW = 1;

function totp(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32 as apps take it typed by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/<issuer>:<account>?secret=…&issuer=…`: what the QR code holds. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString();
}

/** The 30-second step a moment falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The step whose code this is, within the window around `at`; null for a wrong (or too old) code. */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code of a moment (tests and the sandbox only ever need this; the server checks with matchingStep). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
