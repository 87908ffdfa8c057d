// A fast seeded source for the payout-window simulation (millions of balls per session batch).
// It is xoshiro128** (core/seeded-stream.ts) seeded from SHA-256 of a text seed: reproducible,
// unbiased by rejection, and only ever used for statistics — real rounds draw from the provably
// fair stream.
import { xoshiro128 } from '../core/seeded-stream.ts';
import type { Draws } from './draws.ts';

const TWO_32 = 4_294_967_296;
const TWO_53 = 9_007_199_254_740_992;

export function seededDraws(seed: string): Draws {
  const next32 = xoshiro128(seed);
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
