// Unbiased integers from the fair stream. A 52-bit draw v is accepted only below the largest
// multiple of n that fits in 2^52 (limit = 2^52 − 2^52 mod n); the answer is v mod n. Rejected
// draws are thrown away and the next draw is taken, so every value in [0, n) is exactly equally
// likely — no modulo bias. Doubles hold every integer below 2^53, and % on them is exact.
import type { OutcomeStream } from './fair-stream.ts';

export const DRAW_RANGE = 2 ** 52;

export function uniformInt(stream: OutcomeStream, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > DRAW_RANGE) throw new RangeError(`cannot draw from [0, ${n})`);
  const limit = DRAW_RANGE - (DRAW_RANGE % n);
  for (;;) {
    const value = stream.draw52();
    if (value < limit) return value % n;
  }
}

/** Weights prepared once: running totals for a binary search. */
export interface WeightTable {
  readonly total: number;
  readonly cumulative: readonly number[];
}

export function weightTable(weights: readonly number[]): WeightTable {
  let total = 0;
  const cumulative = weights.map((weight) => {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`weight must be a non-negative integer: ${weight}`);
    total += weight;
    return total;
  });
  if (total < 1 || total > DRAW_RANGE) throw new RangeError(`weights must total between 1 and 2^52, got ${total}`);
  return { total, cumulative };
}

/** Index i with probability weights[i] / total. */
export function weightedIndex(stream: OutcomeStream, table: WeightTable): number {
  const target = uniformInt(stream, table.total);
  const { cumulative } = table;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! > target) high = middle;
    else low = middle + 1;
  }
  return low;
}
