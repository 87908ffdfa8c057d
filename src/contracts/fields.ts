import { z } from './zod.ts';
import { secret } from './secret.ts';

// Field rules shared by every form and call that takes them, so the browser and the server refuse
// the same input with the same field names.

/** Sign-in name: letters and digits only. Compared case-insensitively. */
export const account = z.string().check(z.trim(), z.minLength(4), z.maxLength(20), z.regex(/^[A-Za-z0-9]+$/));
/** Free text shown to people: no control or formatting characters, no markup brackets. */
const plainText = /^[^\p{Cc}\p{Cf}<>]*$/u;
/** Secrets may hold any printable character, but not control characters. */
const noControl = /^[^\p{Cc}]*$/u;

export const email = z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());
/** What a person signs in with: an account name or an email address. */
export const loginName = z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.regex(/^[A-Za-z0-9._%+@-]+$/));
/** At least 6 characters (the strength meter's minimum); long passphrases welcome. */
export const password = secret(z.string().check(z.minLength(6), z.maxLength(64), z.regex(noControl)));
/** A password being checked (old passwords may predate today's rules). */
export const currentPassword = secret(z.string().check(z.minLength(1), z.maxLength(64), z.regex(noControl)));
/** The fund password guards withdrawals: six digits. */
export const paymentPassword = secret(z.string().check(z.regex(/^\d{6}$/)));
/** Six-digit codes sent by mail. */
export const emailCode = secret(z.string().check(z.trim(), z.regex(/^\d{6}$/)));
/** Six-digit code of the player's authenticator app (TOTP, 30-second steps). */
export const appKeyCode = secret(z.string().check(z.trim(), z.regex(/^\d{6}$/)));
/** Captcha answer as typed; checked case-insensitively. */
export const captchaAnswer = secret(z.string().check(z.trim(), z.minLength(1), z.maxLength(8), z.regex(/^[A-Za-z0-9]+$/)));
export const captchaId = z.uuid();
/** The `?unlock=` of the link mailed when an account locks: 32 random bytes, base64url. */
export const unlockToken = secret(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)));
/** Agent (recommendation) code given to recruits. */
export const agentCode = z.string().check(z.trim(), z.minLength(4), z.maxLength(16), z.regex(/^[A-Za-z0-9]+$/));
export const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(plainText));
/** Name as written in Latin letters ("pinyin name"); must match the bank card's holder. */
export const latinName = z.string().check(z.trim(), z.minLength(1), z.maxLength(50), z.regex(/^[A-Za-z][A-Za-z .'-]*$/));
export const nickname = z.string().check(z.trim(), z.minLength(1), z.maxLength(32), z.regex(plainText));
export const phone = z.string().check(z.trim(), z.minLength(5), z.maxLength(20), z.regex(/^\+?[0-9][0-9 -]*$/));
export const idNumber = secret(z.string().check(z.trim(), z.minLength(4), z.maxLength(32), z.regex(/^[A-Za-z0-9-]+$/)));
