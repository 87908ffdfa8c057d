// The only thing the pachinko engine needs from a random source: an unbiased integer in [0, n).
// The provably fair stream of shared/games/core is adapted to it in pachinko-machine.ts; the
// payout-window simulation uses a fast seeded source (session-draws.fns.ts).
export interface Draws {
  below(n: number): number;
}

/** Index of the entry picked with probability weight / total. */
export function pickWeighted(draws: Draws, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let x = draws.below(total);
  for (let i = 0; i < weights.length; i += 1) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  throw new RangeError('weights must be positive');
}
