// A fast seeded source for the payout-window simulation (millions of balls per session batch).
// It is xoshiro128** seeded from SHA-256 of a text seed: reproducible, unbiased by rejection, and
// only ever used for statistics — real rounds draw from the provably fair stream.
import { createHash } from 'node:crypto';
import type { Draws } from './draws.ts';

const TWO_32 = 4_294_967_296;
const TWO_53 = 9_007_199_254_740_992;

export function seededDraws(seed: string): Draws {
  const words = createHash('sha256').update(seed).digest();
  let a = words.readUInt32LE(0);
  let b = words.readUInt32LE(4);
  let c = words.readUInt32LE(8);
  let d = words.readUInt32LE(12);
  if ((a | b | c | d) === 0) a = 1;

  function next32(): number {
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
  }

  return {
    below(n: number): number {
      if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`bad range ${n}`);
      if (n <= TWO_32) {
        // Reject the top partial block so every value is equally likely (no modulo bias).
        const limit = Math.floor(TWO_32 / n) * n;
        for (;;) {
          const x = next32();
          if (x < limit) return x % n;
        }
      }
      const limit = Math.floor(TWO_53 / n) * n;
      for (;;) {
        const x = (next32() >>> 11) * TWO_32 + next32();
        if (x < limit) return x % n;
      }
    },
  };
}
