// TOTP secrets at rest: AES-256-GCM with a fresh 96-bit IV per secret and the owner as associated
// data, so a ciphertext copied onto another player's (or operator's) row does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const ownerOf = (userId: number) => `app-key:${userId}`;

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealSecret(key: Buffer, userId: number, secret: string): string {
  return sealSecretOf(key, ownerOf(userId), secret);
}

/** Throws when the text was not sealed with this key for this owner (tampered, another key, another row). */
export function openSecret(key: Buffer, userId: number, sealed: string): string {
  return openSecretOf(key, ownerOf(userId), sealed);
}

/** The same for any owner label (e.g. `operator:7`): the label is the associated data. */
export function sealSecretOf(key: Buffer, owner: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openSecretOf(key: Buffer, owner: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('sealed secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
