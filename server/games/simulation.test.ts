// The simulated RTP of every machine, over fixed seeds through the real round path (fair stream →
// machine.play), must fall inside the 99.9 % interval around its exact RTP (σ from the exact
// variance). Deterministic: same seeds, same rounds, same answer. A table whose exact maths and
// play disagree — or a sampler that drifts — lands outside.
import { describe, expect, it } from 'vitest';
import { toNumber } from './core/rational.ts';
import { simulate, Z_999 } from './core/simulate.ts';
import { FIXED_SEEDS } from './core/test-streams.ts';
import { toUnits } from '../ledger/amount.fns.ts';
import { machines } from './machines.ts';

// A pachinko round is 250 balls (≈ 50 slot rounds of draws), so it runs fewer rounds.
const ROUNDS = { slot: 200_000, pachinko: 12_000 } as const;

describe.each(machines.map((m) => [m.id, m] as const))('simulated %s', (_id, machine) => {
  const rounds = ROUNDS[machine.kind];
  it(`stays inside the 99.9 % interval of its exact RTP over ${rounds} fixed-seed rounds`, { timeout: 60_000 }, () => {
    const bet = toUnits(machine.betSteps[0]!);
    const sums = simulate(machine, { ...FIXED_SEEDS, firstNonce: 0, rounds, bet });
    const exact = machine.exactRtp();
    const rtp = toNumber(exact.rtp);
    const sigma = Math.sqrt(toNumber(exact.variance!));
    const simulated = Number(sums.win) / Number(bet) / rounds;
    const half = (Z_999 * sigma) / Math.sqrt(rounds);
    expect(Math.abs(simulated - rtp)).toBeLessThan(half);
    // The hit frequency agrees too (binomial, same confidence).
    const hit = toNumber(exact.hitFrequency!);
    expect(Math.abs(sums.hits / rounds - hit)).toBeLessThanOrEqual(Z_999 * Math.sqrt((hit * (1 - hit)) / rounds));
  });
});
