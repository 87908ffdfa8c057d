// A fast seeded source of draws for statistics only: xoshiro128** seeded from SHA-256 of a text
// seed (noble's: shared/games has no Node-only import). Reproducible and cheap (no hashing per
// draw), it drives the bulk of `npm run rtp` and the pachinko payout-window simulation. Real rounds
// never use it: they draw from the provably fair stream (fair-stream.ts), and the rtp script and
// the engine tests show that a sample through that stream agrees with this one statistically.
import { sha256 } from '@noble/hashes/sha2.js';
import type { OutcomeStream } from './fair-stream.ts';

/** xoshiro128** (Blackman & Vigna): the next uniform 32-bit unsigned integer on each call. */
export function xoshiro128(seed: string): () => number {
  const digest = sha256(new TextEncoder().encode(seed));
  const words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  let a = words.getUint32(0, true);
  let b = words.getUint32(4, true);
  let c = words.getUint32(8, true);
  let d = words.getUint32(12, true);
  if ((a | b | c | d) === 0) a = 1;
  return function next32(): number {
    const m = Math.imul(b, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result;
  };
}

const TWO_32 = 4_294_967_296;

/** An OutcomeStream whose 52-bit draws come from xoshiro128** (top 20 bits of one word, then 32 of the next). */
export function seededStream(seed: string): OutcomeStream {
  const next32 = xoshiro128(seed);
  return {
    draw52: () => (next32() >>> 12) * TWO_32 + next32(),
  };
}
