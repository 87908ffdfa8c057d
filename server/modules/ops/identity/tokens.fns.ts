// Random bearer values of operator identity and their stored hashes. Each kind has its own prefix,
// so a leaked value says what it is (and secret scanners can match it).
import { createHash, randomBytes } from 'node:crypto';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A console session cookie's value. */
export const newSessionToken = () => `ghos_${randomBytes(32).toString('base64url')}`;
/** A CLI credential (`Authorization: Bearer …`). */
export const newCredentialToken = () => `ghoc_${randomBytes(32).toString('base64url')}`;
/** An enrolment link's token: 43 URL-safe characters (32 bytes), the contract's shape. */
export const newEnrolmentToken = () => randomBytes(32).toString('base64url');

/** What may follow `Bearer ` at all: printable ASCII without spaces (looked up by hash, never compared). */
export const BEARER_SHAPE = /^Bearer ([\x21-\x7e]{16,200})$/;
