// Plays many rounds through the real path (seeds → fair stream → machine.play) and keeps the sums
// a confidence interval needs. Pure: the caller supplies seeds, so tests are deterministic and the
// rtp script brings fresh random ones.
import { nobleHmac, streamFromKeyedHmac, hexToBytes, type HmacFactory, type OutcomeStream } from './fair-stream.ts';
import type { Machine } from './machine.ts';
import { seededStream } from './seeded-stream.ts';

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
  return sumRounds(machine, plan.bet, plan.rounds, (i) => streamFromKeyedHmac(keyed, plan.clientSeed, plan.firstNonce + i));
}

/**
 * The same sums with every round drawing from one fast seeded stream (seeded-stream.ts) instead of
 * the provably fair one: what the bulk of `npm run rtp` runs. Rounds stay independent (each starts
 * from the same machine state), so only the source of the uniform draws differs.
 */
export function simulateSeeded(machine: Machine, plan: { seed: string; rounds: number; bet: bigint }): SimulationSums {
  const stream = seededStream(plan.seed);
  return sumRounds(machine, plan.bet, plan.rounds, () => stream);
}

/** Below this a float sum of whole numbers is still exact; the sums move into bigints before it. */
const EXACT_LIMIT = 2 ** 52;

function sumRounds(machine: Machine, bet: bigint, rounds: number, streamOf: (round: number) => OutcomeStream): SimulationSums {
  const fast = machine.winUnits;
  if (!fast || bet % fast.perBet !== 0n) {
    let win = 0n;
    let winSquared = 0n;
    let hits = 0;
    let maxWin = 0n;
    for (let i = 0; i < rounds; i++) {
      const round = machine.play(streamOf(i), bet);
      if (round.win > 0n) {
        win += round.win;
        winSquared += round.win * round.win;
        hits++;
        if (round.win > maxWin) maxWin = round.win;
      }
    }
    return { rounds, win, winSquared, hits, maxWin };
  }
  // Whole units of bet ÷ perBet, summed as floats while they are exact, then carried into bigints.
  const unit = bet / fast.perBet;
  let units = 0n;
  let unitsSquared = 0n;
  let partial = 0;
  let partialSquared = 0;
  let hits = 0;
  let maxUnits = 0;
  for (let i = 0; i < rounds; i++) {
    const won = fast.play(streamOf(i));
    if (won > 0) {
      hits++;
      if (won > maxUnits) maxUnits = won;
      partial += won;
      const square = won * won;
      if (square >= EXACT_LIMIT) unitsSquared += BigInt(won) * BigInt(won);
      else partialSquared += square;
      if (partial >= EXACT_LIMIT / 2) {
        units += BigInt(partial);
        partial = 0;
      }
      if (partialSquared >= EXACT_LIMIT / 2) {
        unitsSquared += BigInt(partialSquared);
        partialSquared = 0;
      }
    }
  }
  units += BigInt(partial);
  unitsSquared += BigInt(partialSquared);
  return { rounds, win: units * unit, winSquared: unitsSquared * unit * unit, hits, maxWin: BigInt(maxUnits) * unit };
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

/**
 * z of the difference between two simulated RTPs, each with its own sample deviation: how the rtp
 * script and the tests decide that the seeded bulk and the fair-stream sample agree.
 */
export function twoSampleZ(a: { rtp: number; deviation: number }, roundsA: number, b: { rtp: number; deviation: number }, roundsB: number): number {
  const error = Math.sqrt((a.deviation * a.deviation) / roundsA + (b.deviation * b.deviation) / roundsB);
  return error === 0 ? 0 : (a.rtp - b.rtp) / error;
}

/** Two-sided normal quantiles used by the rtp script (99 %) and the tests (99.9 %). */
export const Z_99 = 2.5758293035489;
export const Z_999 = 3.2905267314919;
