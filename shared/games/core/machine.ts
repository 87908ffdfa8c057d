// What every machine in the hall is, slot or pachinko-style. A machine is tables plus one pure
// function: play(stream, bet). The stream is made from (server seed, client seed, nonce) only, so
// the signature itself leaves no room for the house balance, the player's history or past payouts
// to change an outcome.
import type { OutcomeStream } from './fair-stream.ts';
import type { Rational } from './rational.ts';

export const machineKinds = ['slot', 'pachinko'] as const;
export type MachineKind = (typeof machineKinds)[number];

export interface RoundResult<Outcome = unknown> {
  /** Total paid back for the round, bet included when won back: bigint units of 1/10 000 coin. */
  win: bigint;
  /** JSON-serializable story of the round (reel stops, symbols, lines, free spins, balls …). */
  outcome: Outcome;
}

/** Figures computed from the tables, per round, in multiples of the bet. */
export interface MachineMaths {
  /** Expected win ÷ bet. */
  rtp: Rational;
  /** Probability that a round wins anything (win > 0). */
  hitFrequency?: Rational;
  /** Variance of win ÷ bet; its square root is the volatility. */
  variance?: Rational;
}

export interface Machine<Outcome = unknown> {
  /** kebab-case, stable: records and URLs keep it. Name and description: games.json machines.<id>. */
  id: string;
  kind: MachineKind;
  /**
   * The data the machine is made of (reel strips, lines and pays, or the board's odds): what its
   * exact figures are computed from, and what a stored copy of them is checked against.
   */
  tables: unknown;
  /** Allowed bets, decimal strings of game coins, ascending. */
  betSteps: readonly string[];
  /** The largest win a round can pay, as a multiple of the bet. */
  maxWin: Rational;
  /** Rounds `npm run rtp` simulates by default when a round is costly (slots: 10^8). */
  simulationRounds?: number;
  /**
   * Plays one round. Must use nothing but the stream and the bet, and the win must scale exactly
   * with the bet (win(bet·k) = k·win(bet) for the same stream), which the engine tests check.
   */
  play(stream: OutcomeStream, bet: bigint): RoundResult<Outcome>;
  /** Exact figures from the tables (enumeration or solved recursion), cached by the machine. */
  exactRtp(): MachineMaths;
  /**
   * The simulations' fast path: a round's win without its story. play(stream) takes the same draws
   * in the same order and wins bet × play(stream) ÷ perBet (the engine tests check both for every
   * machine). A bet must be a multiple of perBet.
   */
  winUnits?: { perBet: bigint; play(stream: OutcomeStream): number };
}

/** Remembers an expensive computation the first time it is asked for. */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}
