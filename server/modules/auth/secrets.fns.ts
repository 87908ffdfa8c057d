// Random values and their hashes: session tokens, mailed codes, captcha text, aliases.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** 32 random bytes, URL-safe; only its sha256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: letters and digits a reader can't confuse. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

export function captchaText(length: number = randomInt(4, 6)): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** `salt:sha256(salt + value)`; callers normalise the value (case, spaces) first. */
export function saltedHash(value: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${sha256Hex(salt + value)}`;
}

export function matchesSaltedHash(value: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const actual = Buffer.from(sha256Hex(salt + value), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Account alias: `GH` and 8 random base32 characters. */
export function newAlias(): string {
  let alias = 'GH';
  for (let i = 0; i < 8; i += 1) alias += BASE32[randomInt(32)];
  return alias;
}

/**
 * An account name for someone who signed in with a provider: the letters and digits of the
 * email's local part (or `player`), cut to leave room for four random digits.
 */
export function accountNameFrom(email: string | null): string {
  const local = (email?.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
  const base = local.length >= 2 ? local : 'player';
  return `${base}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}
