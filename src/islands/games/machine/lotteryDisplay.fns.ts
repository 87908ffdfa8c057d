// What the pachinko board's centre display (the lottery screen) shows for a round. The engine
// decides a round without figures: each start is a lottery whose only result is jackpot or not,
// and a jackpot's kind (rounds, then kakuhen or jitan). The display turns that result into figures
// the way a hall's machines do: a miss never stops on three equal figures, a jackpot always does —
// an odd figure for a jackpot that starts kakuhen (確変図柄), an even one for any other. Which odd
// or even figure, and a miss's figures, are decoration drawn from a generator seeded by the round.
import type { PachinkoOutcome, PachinkoTable } from '../../../../shared/games/tables.ts';

/** The display's figures, 1 to 9, left · middle · right. */
export type DisplayFigures = readonly [number, number, number];

export const FIGURES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export interface LotteryResult {
  result: 'miss' | 'jackpot';
  figures: DisplayFigures;
  /** The jackpot the display stops on: the round's first, drawn by the engine in normal play. */
  jackpot?: { kind: string; rounds: number; mode: 'kakuhen' | 'jitan' | 'none' };
  /** Every jackpot of the round, chains included. */
  jackpots: number;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;

/** Three figures that are not all equal; now and then the first two match (a "reach" that misses). */
export function missFigures(random: () => number): DisplayFigures {
  const left = pick(FIGURES, random);
  const middle = random() < 0.25 ? left : pick(FIGURES, random);
  let right = pick(FIGURES, random);
  if (left === middle && right === left) right = (right % FIGURES.length) + 1;
  return [left, middle, right];
}

/** The figure a jackpot stops on, three times: odd for kakuhen, even otherwise. */
export function jackpotFigures(mode: 'kakuhen' | 'jitan' | 'none', random: () => number): DisplayFigures {
  const figure = pick(
    FIGURES.filter((f) => (f % 2 === 1) === (mode === 'kakuhen')),
    random,
  );
  return [figure, figure, figure];
}

/** The display's result for a round's outcome, on the machine whose table played it. */
export function lotteryResult(
  outcome: Pick<PachinkoOutcome, 'chains'>,
  table: Pick<PachinkoTable, 'normalJackpots' | 'supportJackpots'>,
  random: () => number,
): LotteryResult {
  const jackpots = outcome.chains.reduce((sum, chain) => sum + chain.length, 0);
  const first = outcome.chains[0]?.[0];
  if (!first) return { result: 'miss', figures: missFigures(random), jackpots };
  const rounds = (table.normalJackpots.find((k) => k.id === first.kind) ?? table.supportJackpots.find((k) => k.id === first.kind))?.rounds ?? 0;
  return { result: 'jackpot', figures: jackpotFigures(first.mode, random), jackpot: { kind: first.kind, rounds, mode: first.mode }, jackpots };
}

/** True when the figures read as a jackpot. */
export const allEqual = ([a, b, c]: DisplayFigures): boolean => a === b && b === c;
