// Streams for tests: scripted draws, and many fixed seeds for deterministic statistics.
import type { OutcomeStream, RoundSeeds } from './fair-stream.ts';

/** Answers the given draws in order, then fails (a test that needs more draws is wrong). */
export function scriptedStream(draws: readonly number[]): OutcomeStream & { used: () => number } {
  let index = 0;
  return {
    draw52() {
      if (index >= draws.length) throw new Error('scripted stream ran out of draws');
      return draws[index++]!;
    },
    used: () => index,
  };
}

/** The fixed seeds of deterministic statistical tests. */
export const FIXED_SEEDS: Omit<RoundSeeds, 'nonce'> = {
  serverSeed: '5f0c2e9a7b3d41c8a6e2f9013b7d5c48e1a2b3c4d5e6f708192a3b4c5d6e7f80',
  clientSeed: 'engine-tests',
};
