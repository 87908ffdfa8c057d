import { describe, expect, it } from 'vitest';
import { add, compare, div, mul, ONE, rational, sub, toDecimal, ZERO, type Rational } from '../core/rational.ts';
import type { Draws } from './draws.ts';
import { exactPachinkoRtp, perBallVariance, roundHitFrequency, supportHitChance } from './exact-rtp.fns.ts';
import { PACHINKO_TABLES } from './machines/index.ts';
import type { JackpotKind, PachinkoTable } from './pachinko.types.ts';
import { playBalls } from './play.fns.ts';
import { seededDraws } from './session-draws.fns.ts';

/** Small enough that every draw sequence of one ball can be listed. */
const tiny: PachinkoTable = {
  id: 'tiny',
  ballsPerRound: 1,
  betSteps: ['1'],
  chainLimit: 4,
  launch: { lost: 2, generalPocket: 1, startPocket: 1 },
  generalReturn: 2,
  startReturn: 1,
  normalOdds: 2,
  normalJackpots: [
    { id: 'small', weight: 2, rounds: 1, ballsPerRound: 5, after: { kind: 'none', odds: 2, spins: 0 } },
    { id: 'big', weight: 1, rounds: 2, ballsPerRound: 7, after: { kind: 'kakuhen', odds: 2, spins: 2 } },
  ],
  supportJackpots: [
    { id: 'small', weight: 1, rounds: 1, ballsPerRound: 3, after: { kind: 'jitan', odds: 3, spins: 1 } },
    { id: 'big', weight: 1, rounds: 3, ballsPerRound: 4, after: { kind: 'kakuhen', odds: 2, spins: 3 } },
  ],
};

/** Expected balls of one ball by walking every possible draw sequence of playBalls (depth-first). */
function enumerateOneBall(table: PachinkoTable): { expected: Rational; second: Rational; paths: number } {
  let expected = ZERO;
  let second = ZERO;
  let paths = 0;
  const script: number[] = [];
  for (;;) {
    const ranges: number[] = [];
    let step = 0;
    const draws: Draws = {
      below(n) {
        ranges.push(n);
        const value = step < script.length ? script[step]! : 0;
        if (step >= script.length) script.push(0);
        step += 1;
        return value;
      },
    };
    const out = playBalls(draws, table, 1).ballsOut;
    let probability = ONE;
    for (const n of ranges) probability = mul(probability, rational(1n, BigInt(n)));
    expected = add(expected, mul(probability, rational(BigInt(out))));
    second = add(second, mul(probability, rational(BigInt(out * out))));
    paths += 1;
    script.length = ranges.length;
    // Next sequence: bump the deepest draw that has values left, drop everything after it.
    let i = script.length - 1;
    while (i >= 0 && script[i]! + 1 >= ranges[i]!) i -= 1;
    if (i < 0) return { expected, second, paths };
    script[i] = script[i]! + 1;
    script.length = i + 1;
  }
}

/** The same expectation from a spin-by-spin Markov recursion (no closed-form powers or series). */
function markovRtp(table: PachinkoTable): Rational {
  const mean = (kinds: readonly JackpotKind[], value: (k: JackpotKind) => Rational): Rational => {
    let total = 0n;
    let sum = ZERO;
    for (const k of kinds) {
      total += BigInt(k.weight);
      sum = add(sum, mul(rational(BigInt(k.weight)), value(k)));
    }
    return div(sum, rational(total));
  };
  // afterJackpot(k, j): balls of jackpot number j of kind k and everything the chain does after it.
  const memo = new Map<string, Rational>();
  const afterJackpot = (k: JackpotKind, j: number): Rational => {
    const key = `${k.id}:${j}:${table.supportJackpots.includes(k)}`;
    const known = memo.get(key);
    if (known) return known;
    const value = computeAfterJackpot(k, j);
    memo.set(key, value);
    return value;
  };
  const computeAfterJackpot = (k: JackpotKind, j: number): Rational => {
    let value = rational(BigInt(k.rounds * k.ballsPerRound));
    if (j >= table.chainLimit) return value;
    const q = rational(1n, BigInt(k.after.odds));
    let stillSpinning = ONE;
    let hit = ZERO;
    for (let s = 0; s < k.after.spins; s += 1) {
      hit = add(hit, mul(stillSpinning, q));
      stillSpinning = mul(stillSpinning, sub(ONE, q));
    }
    if (compare(hit, ZERO) > 0) value = add(value, mul(hit, mean(table.supportJackpots, (next) => afterJackpot(next, j + 1))));
    return value;
  };
  const { lost, generalPocket, startPocket } = table.launch;
  const launched = BigInt(lost + generalPocket + startPocket);
  const chain = mean(table.normalJackpots, (k) => afterJackpot(k, 1));
  const perStart = add(rational(BigInt(table.startReturn)), div(chain, rational(BigInt(table.normalOdds))));
  return div(add(rational(BigInt(generalPocket * table.generalReturn)), mul(rational(BigInt(startPocket)), perStart)), rational(launched));
}

describe('exact pachinko RTP', () => {
  it('equals the full enumeration of every draw sequence of play() on a tiny machine', () => {
    const { expected, paths } = enumerateOneBall(tiny);
    expect(paths).toBeGreaterThan(50);
    expect(exactPachinkoRtp(tiny)).toEqual(expected);
  });

  it('gives the per-ball variance of the full enumeration, and a round hit frequency of 1 − P(lost)^balls', () => {
    const { expected, second } = enumerateOneBall(tiny);
    expect(perBallVariance(tiny)).toEqual(sub(second, mul(expected, expected)));
    expect(roundHitFrequency(tiny)).toEqual(rational(1n, 2n));
    expect(roundHitFrequency({ ...tiny, ballsPerRound: 3 })).toEqual(rational(7n, 8n));
  });

  it('equals a spin-by-spin Markov recursion, on the tiny machine and on every hall machine', () => {
    for (const table of [tiny, ...PACHINKO_TABLES]) expect(exactPachinkoRtp(table)).toEqual(markovRtp(table));
  });

  it('changes when a table changes (a longer kakuhen pays more)', () => {
    const longer: PachinkoTable = {
      ...tiny,
      supportJackpots: tiny.supportJackpots.map((k) => ({ ...k, after: { ...k.after, spins: k.after.spins + 1 } })),
    };
    expect(compare(exactPachinkoRtp(longer), exactPachinkoRtp(tiny))).toBe(1);
  });

  it('computes the support-spin hit chance as 1 − (1 − 1/odds)^spins', () => {
    expect(supportHitChance({ kind: 'kakuhen', odds: 4, spins: 2 })).toEqual(rational(7n, 16n));
    expect(supportHitChance({ kind: 'none', odds: 4, spins: 0 })).toEqual(ZERO);
  });

  it.each(PACHINKO_TABLES.map((t) => [t.id, t] as const))('%s returns between 85 % and 100 %', (_id, table) => {
    const rtp = exactPachinkoRtp(table);
    expect(compare(rtp, rational(85n, 100n))).toBe(1);
    expect(compare(rtp, rational(1n))).toBe(-1);
  });

  it.each(PACHINKO_TABLES.map((t) => [t.id, t] as const))('%s: a fixed-seed simulation lands within 5 standard errors of the exact RTP', (_id, table) => {
    const draws = seededDraws(`rtp-test:${table.id}`);
    const rounds = 4000;
    let sum = 0;
    let sumSquares = 0;
    for (let r = 0; r < rounds; r += 1) {
      const perBall = playBalls(draws, table, table.ballsPerRound).ballsOut / table.ballsPerRound;
      sum += perBall;
      sumSquares += perBall * perBall;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((sumSquares / rounds - mean * mean) / rounds);
    const exact = Number(toDecimal(exactPachinkoRtp(table), 12));
    expect(Math.abs(mean - exact)).toBeLessThan(5 * standardError);
  });
});
