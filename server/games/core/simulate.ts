// Plays many rounds through the real path (seeds → fair stream → machine.play) and keeps the sums
// a confidence interval needs. Pure: the caller supplies seeds, so tests are deterministic and the
// rtp script brings fresh random ones.
import { nobleHmac, streamFromKeyedHmac, hexToBytes, type HmacFactory } from './fair-stream.ts';
import type { Machine } from './machine.ts';

export interface SimulationSums {
  rounds: number;
  /** Σ win and Σ win² in units, Σ rounds with win > 0. */
  win: bigint;
  winSquared: bigint;
  hits: number;
  /** Largest single win, in units. */
  maxWin: bigint;
}

export interface SimulationPlan {
  serverSeed: string;
  clientSeed: string;
  firstNonce: number;
  rounds: number;
  bet: bigint;
  makeHmac?: HmacFactory;
}

export function simulate(machine: Machine, plan: SimulationPlan): SimulationSums {
  const keyed = (plan.makeHmac ?? nobleHmac)(hexToBytes(plan.serverSeed));
  let win = 0n;
  let winSquared = 0n;
  let hits = 0;
  let maxWin = 0n;
  for (let i = 0; i < plan.rounds; i++) {
    const round = machine.play(streamFromKeyedHmac(keyed, plan.clientSeed, plan.firstNonce + i), plan.bet);
    if (round.win > 0n) {
      win += round.win;
      winSquared += round.win * round.win;
      hits++;
      if (round.win > maxWin) maxWin = round.win;
    }
  }
  return { rounds: plan.rounds, win, winSquared, hits, maxWin };
}

export function mergeSums(parts: readonly SimulationSums[]): SimulationSums {
  return parts.reduce(
    (a, b) => ({
      rounds: a.rounds + b.rounds,
      win: a.win + b.win,
      winSquared: a.winSquared + b.winSquared,
      hits: a.hits + b.hits,
      maxWin: a.maxWin > b.maxWin ? a.maxWin : b.maxWin,
    }),
    { rounds: 0, win: 0n, winSquared: 0n, hits: 0, maxWin: 0n },
  );
}

export interface SimulationFigures {
  rtp: number;
  /** Sample standard deviation of win ÷ bet (the volatility). */
  deviation: number;
  /** rtp ± z·deviation/√rounds */
  interval: [number, number];
  hitFrequency: number;
}

/** Statistics for display and interval checks — floats are fine here, no money moves. */
export function simulationFigures(sums: SimulationSums, bet: bigint, z: number): SimulationFigures {
  const n = sums.rounds;
  const betNumber = Number(bet);
  const mean = Number(sums.win) / betNumber / n;
  const meanSquare = Number(sums.winSquared) / (betNumber * betNumber) / n;
  const deviation = Math.sqrt(Math.max(0, (meanSquare - mean * mean) * (n / (n - 1))));
  const half = (z * deviation) / Math.sqrt(n);
  return { rtp: mean, deviation, interval: [mean - half, mean + half], hitFrequency: sums.hits / n };
}

/** Two-sided normal quantiles used by the rtp script (99 %) and the tests (99.9 %). */
export const Z_99 = 2.5758293035489;
export const Z_999 = 3.2905267314919;
