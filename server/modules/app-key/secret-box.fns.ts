// TOTP secrets at rest: AES-256-GCM with a fresh 96-bit IV per secret and the owner's id as
// associated data, so a ciphertext copied onto another player's row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const ownerOf = (userId: number) => Buffer.from(`app-key:${userId}`, 'utf8');

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(ownerOf(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Throws when the text was not sealed with this key for this owner (tampered, another key, another row). */
export function openSecret(key: Buffer, userId: number, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('app key secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(ownerOf(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
