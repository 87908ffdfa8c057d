// Exact RTP of a pachinko table in closed form, as a rational (balls out per ball in, which is
// also win ÷ bet of a round, since a round is ballsPerRound independent balls at one price).
//
//   h(mode)   = 1 − (1 − 1/odds)^spins      chance that a mode's support spins hit another jackpot
//   A_s, H_s  = weighted means of rounds·ballsPerRound and of h(after) over the support jackpots
//   S_j       = expected balls of a chain from a support jackpot when at most j jackpots remain:
//               S_1 = A_s,  S_j = A_s + H_s·S_{j−1}  ⇒  S_j = A_s·(1 − H_s^j)/(1 − H_s)  (geometric series)
//   E_n       = Σ w·(rounds·ballsPerRound + h(after)·S_{L−1}) / Σ w  over the normal jackpots (L = chainLimit)
//   RTP       = [generalPocket·G + startPocket·(r + E_n/N)] / (lost + generalPocket + startPocket)
import { add, div, mul, ONE, rational, sub, ZERO, type Rational } from '../core/rational.ts';
import type { JackpotKind, PachinkoTable, SupportMode } from './pachinko.types.ts';

const whole = (n: number): Rational => rational(BigInt(n));
const fraction = (num: number, den: number): Rational => rational(BigInt(num), BigInt(den));

export function powRational(base: Rational, exponent: number): Rational {
  return rational(base.num ** BigInt(exponent), base.den ** BigInt(exponent));
}

export function supportHitChance(mode: SupportMode): Rational {
  if (mode.spins === 0) return ZERO;
  return sub(ONE, powRational(fraction(mode.odds - 1, mode.odds), mode.spins));
}

function weightedMean(kinds: readonly JackpotKind[], value: (k: JackpotKind) => Rational): Rational {
  let total = 0;
  let sum = ZERO;
  for (const k of kinds) {
    total += k.weight;
    sum = add(sum, mul(whole(k.weight), value(k)));
  }
  return div(sum, whole(total));
}

const payout = (k: JackpotKind): Rational => whole(k.rounds * k.ballsPerRound);

/** Expected balls of a chain from a support-mode jackpot with at most `remaining` jackpots left. */
export function expectedSupportChain(table: PachinkoTable, remaining: number): Rational {
  if (remaining <= 0) return ZERO;
  const a = weightedMean(table.supportJackpots, payout);
  const h = weightedMean(table.supportJackpots, (k) => supportHitChance(k.after));
  return div(mul(a, sub(ONE, powRational(h, remaining))), sub(ONE, h));
}

/** Expected balls of a whole chain that starts with a normal-mode jackpot. */
export function expectedNormalChain(table: PachinkoTable): Rational {
  const rest = expectedSupportChain(table, table.chainLimit - 1);
  return weightedMean(table.normalJackpots, (k) => add(payout(k), mul(supportHitChance(k.after), rest)));
}

const launched = (t: PachinkoTable): number => t.launch.lost + t.launch.generalPocket + t.launch.startPocket;

/** Expected balls paid back per ball without jackpots (general pockets and start returns). */
export function exactBaseReturn(table: PachinkoTable): Rational {
  const { generalPocket, startPocket } = table.launch;
  return fraction(generalPocket * table.generalReturn + startPocket * table.startReturn, launched(table));
}

/** Probability that one ball hits a jackpot (enters the start pocket and wins the lottery). */
export function jackpotChancePerBall(table: PachinkoTable): Rational {
  return fraction(table.launch.startPocket, launched(table) * table.normalOdds);
}

export function exactPachinkoRtp(table: PachinkoTable): Rational {
  return add(exactBaseReturn(table), mul(jackpotChancePerBall(table), expectedNormalChain(table)));
}

/** The most balls one ball can bring back: a jackpot chain that reaches the limiter on the best kinds. */
export function maxBallsPerBall(table: PachinkoTable): number {
  const best = (kinds: readonly JackpotKind[]): number => Math.max(...kinds.map((k) => k.rounds * k.ballsPerRound));
  const chain = best(table.normalJackpots) + (table.chainLimit - 1) * best(table.supportJackpots);
  return Math.max(table.generalReturn, table.startReturn + chain);
}

/** E[C²] of a support chain with at most `remaining` jackpots left (C = its balls):
 *  S2_j = Σ w·(pay² + 2·pay·h·S_{j−1} + h·S2_{j−1}) / Σ w. */
function secondMomentSupportChain(table: PachinkoTable, remaining: number): Rational {
  let s2 = ZERO;
  for (let j = 1; j <= remaining; j += 1) {
    const previousMean = expectedSupportChain(table, j - 1);
    const previousSecond = s2;
    s2 = weightedMean(table.supportJackpots, (k) => {
      const pay = payout(k);
      const h = supportHitChance(k.after);
      return add(add(mul(pay, pay), mul(whole(2), mul(pay, mul(h, previousMean)))), mul(h, previousSecond));
    });
  }
  return s2;
}

/** E[C²] of a whole chain that starts with a normal-mode jackpot. */
export function secondMomentNormalChain(table: PachinkoTable): Rational {
  const restMean = expectedSupportChain(table, table.chainLimit - 1);
  const restSecond = secondMomentSupportChain(table, table.chainLimit - 1);
  return weightedMean(table.normalJackpots, (k) => {
    const pay = payout(k);
    const h = supportHitChance(k.after);
    return add(add(mul(pay, pay), mul(whole(2), mul(pay, mul(h, restMean)))), mul(h, restSecond));
  });
}

/** Variance of one ball's balls out (per ball in). */
export function perBallVariance(table: PachinkoTable): Rational {
  const { generalPocket, startPocket } = table.launch;
  const r = whole(table.startReturn);
  const g = whole(table.generalReturn);
  const n = whole(table.normalOdds);
  // A start pays r, plus a chain C with probability 1/N: E[(r + J·C)²] = r² + (2r·E[C] + E[C²]) / N.
  const startSquare = add(
    mul(r, r),
    div(add(mul(whole(2), mul(r, expectedNormalChain(table))), secondMomentNormalChain(table)), n),
  );
  const second = div(add(mul(whole(generalPocket), mul(g, g)), mul(whole(startPocket), startSquare)), whole(launched(table)));
  const mean = exactPachinkoRtp(table);
  return sub(second, mul(mean, mean));
}

/** Variance of a round's win ÷ bet: the mean of ballsPerRound independent balls. */
export function perRoundVariance(table: PachinkoTable): Rational {
  return div(perBallVariance(table), whole(table.ballsPerRound));
}

/** Probability that a round wins anything: not every ball lost (returns are at least 1 ball). */
export function roundHitFrequency(table: PachinkoTable): Rational {
  const lostShare = fraction(table.launch.lost, launched(table));
  return sub(ONE, powRational(lostShare, table.ballsPerRound));
}
