// Japan's 2018 payout windows for pachinko machines (遊技機規則, in force from February 2018):
// over 1 hour of play the balls out / balls in ratio must stay within 1/3 – 2.2, over 4 hours
// 0.4 – 1.5, over 10 hours 0.5 – 4/3. The rule is about the machine's behaviour, so we simulate
// sessions of plain play and report the share of sessions inside each window.
//
// Session model (documented choice):
// - 100 balls a minute (the launcher's legal maximum), so 6 000 balls an hour: a 1 h session fires
//   6 000 balls, 4 h 24 000, 10 h 60 000 — bought in rounds, which add up to the same batch.
// - Balls in = balls bought; balls out = the rounds' wins in balls (returns + jackpot chains).
// - A jackpot chain plays inside the round that hit it and takes none of the session's balls or
//   time. Real attacker rounds take time, so this model is stricter than the real test on the
//   upper bounds — the tables are tuned to pass it anyway.
import type { Draws } from './draws.ts';
import { playBalls } from './play.fns.ts';
import type { PachinkoTable } from './pachinko.types.ts';
import { rational, toNumber, type Rational } from '../core/rational.ts';
import { seededDraws } from './session-draws.fns.ts';

export const BALLS_PER_MINUTE = 100;
export const BALLS_PER_HOUR = BALLS_PER_MINUTE * 60;

export interface PayoutWindow {
  readonly hours: number;
  readonly min: Rational;
  readonly max: Rational;
}

export const PAYOUT_WINDOWS: readonly PayoutWindow[] = [
  { hours: 1, min: rational(1n, 3n), max: rational(11n, 5n) },
  { hours: 4, min: rational(2n, 5n), max: rational(3n, 2n) },
  { hours: 10, min: rational(1n, 2n), max: rational(4n, 3n) },
];

export interface WindowResult {
  readonly hours: number;
  readonly ballsPerSession: number;
  /** Window bounds as ratios (0.333…, 2.2). */
  readonly min: number;
  readonly max: number;
  readonly sessions: number;
  readonly inside: number;
  /** inside / sessions */
  readonly share: number;
  readonly below: number;
  readonly above: number;
  readonly mean: number;
  /** Observed ratios: lowest, 1st, 10th, 50th, 90th, 99th percentile, highest. */
  readonly lowest: number;
  readonly p1: number;
  readonly p10: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly highest: number;
}

export interface PayoutWindowReport {
  readonly machineId: string;
  readonly ballsPerHour: number;
  readonly seed: string;
  readonly windows: readonly WindowResult[];
}

export interface PayoutWindowOptions {
  /** Sessions per window (default 1 000). */
  readonly sessions?: number;
  /** Text seed of the simulation; each window and session gets its own stream from it. */
  readonly seed?: string;
  /** Replaces the seeded source (tests). */
  readonly drawsFor?: (hours: number, session: number) => Draws;
}

function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Simulates `sessions` sessions of each window's length and reports how many stay inside. */
export function simulatePayoutWindows(table: PachinkoTable, options: PayoutWindowOptions = {}): PayoutWindowReport {
  const sessions = options.sessions ?? 1000;
  const seed = options.seed ?? `payout-windows:${table.id}`;
  const drawsFor = options.drawsFor ?? ((hours: number, session: number) => seededDraws(`${seed}:${hours}h:${session}`));
  const windows = PAYOUT_WINDOWS.map((window): WindowResult => {
    const ballsIn = window.hours * BALLS_PER_HOUR;
    const ratios: number[] = [];
    let inside = 0;
    let below = 0;
    let above = 0;
    for (let s = 0; s < sessions; s += 1) {
      const out = BigInt(playBalls(drawsFor(window.hours, s), table, ballsIn).ballsOut);
      // Exact comparison: out / in against num / den, in integers.
      const inBig = BigInt(ballsIn);
      if (out * window.min.den < window.min.num * inBig) below += 1;
      else if (out * window.max.den > window.max.num * inBig) above += 1;
      else inside += 1;
      ratios.push(Number(out) / ballsIn);
    }
    const sorted = [...ratios].sort((x, y) => x - y);
    return {
      hours: window.hours,
      ballsPerSession: ballsIn,
      min: toNumber(window.min),
      max: toNumber(window.max),
      sessions,
      inside,
      share: inside / sessions,
      below,
      above,
      mean: ratios.reduce((sum, r) => sum + r, 0) / sessions,
      lowest: sorted[0]!,
      p1: percentile(sorted, 1),
      p10: percentile(sorted, 10),
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      highest: sorted[sorted.length - 1]!,
    };
  });
  return { machineId: table.id, ballsPerHour: BALLS_PER_HOUR, seed, windows };
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** Printable lines, one per window, for `npm run rtp`. */
export function formatPayoutWindows(report: PayoutWindowReport): string[] {
  return [
    `${report.machineId}: payout windows (${report.ballsPerHour} balls/h, seed ${report.seed})`,
    ...report.windows.map(
      (w) =>
        `  ${String(w.hours).padStart(2)} h [${pct(w.min)}–${pct(w.max)}]: inside ${w.inside}/${w.sessions} ` +
        `(${(w.share * 100).toFixed(2)}%, below ${w.below}, above ${w.above}); ratio min ${pct(w.lowest)} ` +
        `p1 ${pct(w.p1)} p50 ${pct(w.p50)} p99 ${pct(w.p99)} max ${pct(w.highest)}, mean ${pct(w.mean)}`,
    ),
  ];
}
