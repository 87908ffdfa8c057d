// The sandbox provider's notification signature, in the style of the well-known PSPs:
//   Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// Signing the timestamp with the body lets the receiver refuse old (replayed) notifications.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; refusal: 'signature' | 'stale' };

/** Parses `t=…,v1=…[,v1=…]`; null when the header is not of that shape. */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (rest.length || value === undefined) return null;
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** Signature first (an unsigned request learns nothing about timing), then the timestamp's age either way. */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  const parsed = value ? parseSignatureHeader(value) : null;
  if (!parsed) return { ok: false, refusal: 'signature' };
  const expected = Buffer.from(signatureOf(secret, parsed.timestamp, rawBody), 'hex');
  const matches = parsed.signatures.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!matches) return { ok: false, refusal: 'signature' };
  const age = Math.floor(now.getTime() / 1000) - parsed.timestamp;
  if (Math.abs(age) > toleranceSeconds) return { ok: false, refusal: 'stale' };
  return { ok: true, timestamp: parsed.timestamp };
}
