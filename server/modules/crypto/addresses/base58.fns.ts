// Base58 (the Bitcoin alphabet: no 0, O, I, l) and base58check, as TRON addresses use them.
import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((char, i) => [char, BigInt(i)]));

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  // Each leading zero byte is written as a leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = '1' + out;
  }
  return out;
}

/** The bytes, or null when a character is outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = INDEX.get(char);
    if (digit === undefined) return null;
    value = value * 58n + digit;
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/** First four bytes of sha256(sha256(payload)). */
export function base58Checksum(payload: Uint8Array): Uint8Array {
  const once = createHash('sha256').update(payload).digest();
  return new Uint8Array(createHash('sha256').update(once).digest().subarray(0, 4));
}

export function base58CheckEncode(payload: Uint8Array): string {
  const checksum = base58Checksum(payload);
  const whole = new Uint8Array(payload.length + 4);
  whole.set(payload);
  whole.set(checksum, payload.length);
  return base58Encode(whole);
}
