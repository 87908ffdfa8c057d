// The simulated RTP of each slot, over fixed seeds, must fall inside the 99.9 % interval around its
// exact RTP (σ from the exact variance). Deterministic: same seeds, same rounds, same answer.
import { describe, expect, it } from 'vitest';
import { toNumber } from '../core/rational.ts';
import { simulate, Z_999 } from '../core/simulate.ts';
import { FIXED_SEEDS } from '../core/test-streams.ts';
import { toUnits } from '../../ledger/amount.fns.ts';
import { machines } from '../machines.ts';

const ROUNDS = 200_000;

describe.each(machines.filter((m) => m.kind === 'slot').map((m) => [m.id, m] as const))('simulated %s', (_id, machine) => {
  it(`stays inside the 99.9 % interval of its exact RTP over ${ROUNDS} fixed-seed rounds`, { timeout: 60_000 }, () => {
    const bet = toUnits(machine.betSteps[0]!);
    const sums = simulate(machine, { ...FIXED_SEEDS, firstNonce: 0, rounds: ROUNDS, bet });
    const exact = machine.exactRtp();
    const rtp = toNumber(exact.rtp);
    const sigma = Math.sqrt(toNumber(exact.variance!));
    const simulated = Number(sums.win) / Number(bet) / ROUNDS;
    const half = (Z_999 * sigma) / Math.sqrt(ROUNDS);
    expect(Math.abs(simulated - rtp)).toBeLessThan(half);
    // The hit frequency agrees too (binomial, same confidence).
    const hit = toNumber(exact.hitFrequency!);
    expect(Math.abs(sums.hits / ROUNDS - hit)).toBeLessThan(Z_999 * Math.sqrt((hit * (1 - hit)) / ROUNDS));
  });
});
