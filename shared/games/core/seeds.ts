// Server seeds and their commitments. Web Crypto's getRandomValues exists in Node 24 and in
// browsers, so this file runs in both.
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes } from './fair-stream.ts';

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of the seed's 32 bytes (not of its hex text), shown to the player before play. */
export function commitmentOf(serverSeed: string): string {
  return toHex(sha256(hexToBytes(serverSeed)));
}

/** A revealed seed matches what was committed before play. */
export function seedMatchesCommitment(serverSeed: string, commitment: string): boolean {
  return /^[0-9a-f]{64}$/i.test(serverSeed) && commitmentOf(serverSeed) === commitment.toLowerCase();
}
