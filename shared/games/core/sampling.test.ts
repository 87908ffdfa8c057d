import { describe, expect, it } from 'vitest';
import { outcomeStream } from './fair-stream.ts';
import { DRAW_RANGE, uniformInt, weightedIndex, weightTable } from './sampling.ts';
import { FIXED_SEEDS, scriptedStream } from './test-streams.ts';

/** Chi-square statistic of observed counts against expected probabilities. */
function chiSquare(counts: readonly number[], probabilities: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.reduce((sum, count, i) => {
    const expected = total * probabilities[i]!;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
}

// Chi-square critical values at p = 0.001 (a fair sampler fails 1 in 1000 seed sets; these seeds are fixed).
const CRITICAL_999 = { 5: 20.515, 3: 16.266 } as const;

describe('uniform integers', () => {
  it('are uniform on [0, 6) over many nonces of fixed seeds (chi-square, 5 df)', () => {
    const counts = new Array<number>(6).fill(0);
    for (let nonce = 0; nonce < 6000; nonce++) {
      const stream = outcomeStream({ ...FIXED_SEEDS, nonce });
      for (let i = 0; i < 10; i++) counts[uniformInt(stream, 6)]! += 1;
    }
    expect(chiSquare(counts, new Array(6).fill(1 / 6))).toBeLessThan(CRITICAL_999[5]);
  });

  it('takes v mod n for an accepted draw and rejects draws at or above the last whole multiple of n', () => {
    const n = 2 ** 51 + 1; // 2^52 = 1·n + (2^51 − 1): the limit is n itself, about half of all draws are rejected
    const stream = scriptedStream([DRAW_RANGE - 1, n, n - 1]);
    expect(uniformInt(stream, n)).toBe(n - 1);
    expect(stream.used()).toBe(3);

    const small = scriptedStream([DRAW_RANGE - 1, 13]);
    // 2^52 mod 3 = 1, so only the very last draw (2^52 − 1) is rejected for n = 3.
    expect(uniformInt(small, 3)).toBe(1);
    expect(small.used()).toBe(2);
    expect(uniformInt(scriptedStream([DRAW_RANGE - 2]), 3)).toBe((DRAW_RANGE - 2) % 3);
  });

  it('rejects about half the real draws for n just over 2^51 and still answers in range', () => {
    let draws = 0;
    const counting = outcomeStream({ ...FIXED_SEEDS, nonce: 1 });
    const stream = { draw52: () => (draws++, counting.draw52()) };
    const n = 2 ** 51 + 1;
    for (let i = 0; i < 1000; i++) {
      const value = uniformInt(stream, n);
      expect(value >= 0 && value < n).toBe(true);
    }
    expect(draws / 1000).toBeGreaterThan(1.8);
    expect(draws / 1000).toBeLessThan(2.2);
  });

  it('refuses ranges it cannot draw without bias', () => {
    const stream = scriptedStream([0]);
    expect(() => uniformInt(stream, 0)).toThrow(RangeError);
    expect(() => uniformInt(stream, 2.5)).toThrow(RangeError);
    expect(() => uniformInt(stream, DRAW_RANGE + 2)).toThrow(RangeError);
  });
});

describe('weighted choice', () => {
  it('maps the uniform target onto running totals, zero weights never chosen', () => {
    const table = weightTable([3, 0, 1]);
    const pick = (target: number) => weightedIndex(scriptedStream([target]), table);
    expect([0, 1, 2, 3].map(pick)).toEqual([0, 0, 0, 2]);
  });

  it('honours the weights over many nonces (chi-square, 3 df)', () => {
    const weights = [1, 2, 3, 10];
    const table = weightTable(weights);
    const counts = new Array<number>(4).fill(0);
    for (let nonce = 0; nonce < 4000; nonce++) {
      const stream = outcomeStream({ ...FIXED_SEEDS, nonce });
      for (let i = 0; i < 10; i++) counts[weightedIndex(stream, table)]! += 1;
    }
    expect(chiSquare(counts, weights.map((w) => w / 16))).toBeLessThan(CRITICAL_999[3]);
  });

  it('accepts totals up to 2^52 and refuses more, negatives and fractions', () => {
    expect(weightTable([2 ** 51, 2 ** 51]).total).toBe(DRAW_RANGE);
    expect(() => weightTable([2 ** 52, 1])).toThrow(RangeError);
    expect(() => weightTable([-1, 2])).toThrow(RangeError);
    expect(() => weightTable([0.5])).toThrow(RangeError);
    expect(() => weightTable([0, 0])).toThrow(RangeError);
  });
});
