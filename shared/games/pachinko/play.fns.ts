// Plays a batch of balls through a pachinko table.
//
// Round design (why the chain stays inside the round): a bet buys a batch of balls. A jackpot's
// whole chain — its attacker rounds, the kakuhen/jitan support spins after it, and every further
// jackpot those spins hit — plays out inside the round that hit it, drawing from the same stream.
// The machine is back in normal mode when the next ball flies, so every round starts from the same
// state: rounds are independent and the RTP is exactly computable from the tables (exact-rtp.fns.ts).
// Support spins run under electric support (the start pocket is held open), so they cost no balls.
// A limiter ends a chain after table.chainLimit jackpots, so the largest win is finite.
import type { Draws } from './draws.ts';
import { pickWeighted } from './draws.ts';
import type { JackpotKind, JackpotRecord, PachinkoOutcome, PachinkoTable } from './pachinko.types.ts';

const kindWeights = new WeakMap<readonly JackpotKind[], number[]>();
function weightsOf(kinds: readonly JackpotKind[]): number[] {
  let w = kindWeights.get(kinds);
  if (!w) kindWeights.set(kinds, (w = kinds.map((k) => k.weight)));
  return w;
}

/** One launched ball in normal mode, as a single draw: lost, general pocket, start (miss), start (jackpot). */
export function ballWeights(table: PachinkoTable): [number, number, number, number] {
  const n = table.normalOdds;
  const { lost, generalPocket, startPocket } = table.launch;
  return [lost * n, generalPocket * n, startPocket * (n - 1), startPocket];
}

const ballWeightCache = new WeakMap<PachinkoTable, number[]>();

/** Plays one jackpot chain that starts with a normal-mode jackpot; returns its jackpots. */
export function playChain(draws: Draws, table: PachinkoTable): JackpotRecord[] {
  const chain: JackpotRecord[] = [];
  let kind = table.normalJackpots[pickWeighted(draws, weightsOf(table.normalJackpots))]!;
  for (;;) {
    const balls = kind.rounds * kind.ballsPerRound;
    let spins = 0;
    let hit = false;
    const allowed = chain.length + 1 < table.chainLimit;
    while (allowed && spins < kind.after.spins) {
      spins += 1;
      if (draws.below(kind.after.odds) === 0) {
        hit = true;
        break;
      }
    }
    chain.push({ kind: kind.id, balls, supportSpins: spins, mode: kind.after.kind });
    if (!hit) return chain;
    kind = table.supportJackpots[pickWeighted(draws, weightsOf(table.supportJackpots))]!;
  }
}

/** Fires `balls` balls and returns what happened; `ballsOut` is the win in balls. */
export function playBalls(draws: Draws, table: PachinkoTable, balls: number): PachinkoOutcome {
  let weights = ballWeightCache.get(table);
  if (!weights) ballWeightCache.set(table, (weights = ballWeights(table)));
  let lost = 0;
  let generalPockets = 0;
  let starts = 0;
  const chains: JackpotRecord[][] = [];
  for (let i = 0; i < balls; i += 1) {
    const end = pickWeighted(draws, weights);
    if (end === 0) lost += 1;
    else if (end === 1) generalPockets += 1;
    else {
      starts += 1;
      if (end === 3) chains.push(playChain(draws, table));
    }
  }
  const returnBalls = generalPockets * table.generalReturn + starts * table.startReturn;
  let ballsOut = returnBalls;
  for (const chain of chains) for (const jackpot of chain) ballsOut += jackpot.balls;
  return { balls, lost, generalPockets, starts, returnBalls, chains, ballsOut };
}
