// The simulated RTP of every machine, over fixed seeds through the real round path (fair stream →
// the machine's round code), must fall inside the 99.9 % interval around its exact RTP (σ from the
// exact variance). Deterministic: same seeds, same rounds, same answer. A table whose exact maths
// and play disagree — or a sampler that drifts — lands outside. The simulations' fast path
// (winUnits) must win what play() wins from the same draws, and the seeded generator that drives
// the bulk of `npm run rtp` must agree with the fair stream.
import { describe, expect, it } from 'vitest';
import { hexToBytes, nobleHmac, streamFromKeyedHmac } from './core/fair-stream.ts';
import { toNumber } from './core/rational.ts';
import { seededStream } from './core/seeded-stream.ts';
import type { Machine } from './core/machine.ts';
import { simulate, simulateSeeded, simulationFigures, twoSampleZ, Z_999, type SimulationSums } from './core/simulate.ts';
import { FIXED_SEEDS } from './core/test-streams.ts';
import { toUnits } from '../money/amount.fns.ts';
import { machines } from './machines.ts';

// A pachinko round is 250 balls (≈ 50 slot rounds of draws), so it runs fewer rounds.
const ROUNDS = { slot: 200_000, pachinko: 12_000 } as const;

/** The fixed-seed run through the fair stream at a machine's smallest bet, simulated once for both tests that read it. */
const fairRuns = new Map<string, SimulationSums>();
function fairRun(machine: Machine): SimulationSums {
  let sums = fairRuns.get(machine.id);
  if (!sums) {
    sums = simulate(machine, { ...FIXED_SEEDS, firstNonce: 0, rounds: ROUNDS[machine.kind], bet: toUnits(machine.betSteps[0]!) });
    fairRuns.set(machine.id, sums);
  }
  return sums;
}

describe.each(machines.map((m) => [m.id, m] as const))('simulated %s', (_id, machine) => {
  const rounds = ROUNDS[machine.kind];
  it(`stays inside the 99.9 % interval of its exact RTP over ${rounds} fixed-seed rounds`, { timeout: 60_000 }, () => {
    const bet = toUnits(machine.betSteps[0]!);
    const sums = fairRun(machine);
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

describe.each(machines.map((m) => [m.id, m] as const))('%s: the simulations\' fast path and generator', (_id, machine) => {
  const bet = toUnits(machine.betSteps.at(-1)!);

  it('winUnits wins what play() wins, drawing the same numbers', { timeout: 60_000 }, () => {
    const fast = machine.winUnits!;
    expect(fast, 'every machine has the fast path').toBeDefined();
    const keyed = nobleHmac(hexToBytes(FIXED_SEEDS.serverSeed));
    const rounds = machine.kind === 'slot' ? 4_000 : 60;
    let wins = 0;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const a = streamFromKeyedHmac(keyed, FIXED_SEEDS.clientSeed, nonce);
      const b = streamFromKeyedHmac(keyed, FIXED_SEEDS.clientSeed, nonce);
      const played = machine.play(a, bet).win;
      expect((bet * BigInt(fast.play(b))) / fast.perBet, `nonce ${nonce}`).toBe(played);
      expect(b.draw52(), `nonce ${nonce}: both stopped at the same draw`).toBe(a.draw52());
      if (played > 0n) wins++;
    }
    expect(wins).toBeGreaterThan(rounds / 50);
    // And on the seeded generator, whose rounds follow one another on one stream.
    const a = seededStream('fast-path');
    const b = seededStream('fast-path');
    for (let i = 0; i < rounds; i++) expect((bet * BigInt(fast.play(b))) / fast.perBet).toBe(machine.play(a, bet).win);
    expect(b.draw52()).toBe(a.draw52());
  });

  it('the seeded generator agrees with the fair stream and with the exact RTP', { timeout: 120_000 }, () => {
    const rounds = ROUNDS[machine.kind];
    const base = toUnits(machine.betSteps[0]!);
    const seeded = simulateSeeded(machine, { seed: 'engine-tests', rounds, bet: base });
    const fair = fairRun(machine);
    expect(seeded).not.toEqual(fair);
    const seededFigures = simulationFigures(seeded, base, Z_999);
    const fairFigures = simulationFigures(fair, base, Z_999);
    expect(Math.abs(twoSampleZ(seededFigures, rounds, fairFigures, rounds))).toBeLessThan(Z_999);
    const rtp = toNumber(machine.exactRtp().rtp);
    expect(seededFigures.interval[0]).toBeLessThan(rtp);
    expect(seededFigures.interval[1]).toBeGreaterThan(rtp);
  });
});

describe('twoSampleZ', () => {
  it('is the difference over its standard error, and tells two different RTPs apart', () => {
    expect(twoSampleZ({ rtp: 0.97, deviation: 3 }, 1_000_000, { rtp: 0.96, deviation: 4 }, 1_000_000)).toBeCloseTo(0.01 / Math.sqrt(25 / 1e6), 10);
    expect(twoSampleZ({ rtp: 0.96, deviation: 0 }, 10, { rtp: 0.96, deviation: 0 }, 10)).toBe(0);
    // A 1 % RTP gap over 10^7 rounds at volatility 3 is far outside 99.9 %.
    expect(Math.abs(twoSampleZ({ rtp: 0.97, deviation: 3 }, 1e7, { rtp: 0.96, deviation: 3 }, 1e7))).toBeGreaterThan(Z_999);
  });
});
