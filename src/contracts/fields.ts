import { z } from './zod.ts';
import { secret } from './secret.ts';

// Field rules shared by every form and call that takes them, so the browser and the server refuse
// the same input with the same field names.

/** Sign-in name: letters and digits only. Compared case-insensitively. */
export const account = z.string().trim().min(4).max(20).regex(/^[A-Za-z0-9]+$/);
/** Free text shown to people: no control or formatting characters, no markup brackets. */
const plainText = /^[^\p{Cc}\p{Cf}<>]*$/u;
/** Secrets may hold any printable character, but not control characters. */
const noControl = /^[^\p{Cc}]*$/u;

export const email = z.string().trim().max(254).pipe(z.email());
/** What a person signs in with: an account name or an email address. */
export const loginName = z.string().trim().min(1).max(254).regex(/^[A-Za-z0-9._%+@-]+$/);
/** At least 6 characters (the strength meter's minimum); long passphrases welcome. */
export const password = secret(z.string().min(6).max(64).regex(noControl));
/** A password being checked (old passwords may predate today's rules). */
export const currentPassword = secret(z.string().min(1).max(64).regex(noControl));
/** The fund password guards withdrawals: six digits. */
export const paymentPassword = secret(z.string().regex(/^\d{6}$/));
/** Six-digit codes sent by mail. */
export const emailCode = secret(z.string().trim().regex(/^\d{6}$/));
/** Six-digit code of the player's authenticator app (TOTP, 30-second steps). */
export const appKeyCode = secret(z.string().trim().regex(/^\d{6}$/));
/** Captcha answer as typed; checked case-insensitively. */
export const captchaAnswer = secret(z.string().trim().min(1).max(8).regex(/^[A-Za-z0-9]+$/));
export const captchaId = z.uuid();
/** The `?unlock=` of the link mailed when an account locks: 32 random bytes, base64url. */
export const unlockToken = secret(z.string().regex(/^[A-Za-z0-9_-]{43}$/));
/** Agent (recommendation) code given to recruits. */
export const agentCode = z.string().trim().min(4).max(16).regex(/^[A-Za-z0-9]+$/);
export const personName = z.string().trim().min(1).max(50).regex(plainText);
/** Name as written in Latin letters ("pinyin name"); must match the bank card's holder. */
export const latinName = z.string().trim().min(1).max(50).regex(/^[A-Za-z][A-Za-z .'-]*$/);
export const nickname = z.string().trim().min(1).max(32).regex(plainText);
export const phone = z.string().trim().min(5).max(20).regex(/^\+?[0-9][0-9 -]*$/);
export const idNumber = secret(z.string().trim().min(4).max(32).regex(/^[A-Za-z0-9-]+$/));
