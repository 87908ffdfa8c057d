// Exact figures of a slot by enumerating every stop combination (each equally likely), then, for
// free spins, solving the retrigger recursion over (spins played, spins given) exactly.
import type { MachineMaths } from '../core/machine.ts';
import { ONE, ZERO, add, mul, rational, sub, type Rational } from '../core/rational.ts';
import { creditsAt, type CompiledSlot } from './reel-slot.ts';

/** Sums over all stop combinations of one spin, split by whether the spin (re)triggers free spins. */
export interface SpinSums {
  combinations: bigint;
  /** Σ credits, Σ credits² and counts, for triggering (t) and other (n) combinations. */
  creditsT: bigint;
  creditsN: bigint;
  squaresT: bigint;
  squaresN: bigint;
  countT: bigint;
  zeroT: bigint;
  zeroN: bigint;
  /** Largest credits of any combination, and of a triggering one. */
  maxCredits: number;
  maxCreditsT: number;
}

export function enumerateSpins(slot: CompiledSlot): SpinSums {
  const trigger = slot.table.freeSpins?.trigger ?? Infinity;
  // Numbers are exact below 2^53; the sums are checked before they become bigints.
  let creditsT = 0, creditsN = 0, squaresT = 0, squaresN = 0, countT = 0, zeroT = 0, zeroN = 0, maxCredits = 0, maxCreditsT = 0;
  const stops = new Int32Array(slot.reels);
  const total = slot.lengths.reduce((a, b) => a * b, 1);
  for (let combination = 0; combination < total; combination++) {
    const { credits, scatters } = creditsAt(slot, stops);
    if (scatters >= trigger) {
      creditsT += credits;
      squaresT += credits * credits;
      countT++;
      if (credits === 0) zeroT++;
      if (credits > maxCreditsT) maxCreditsT = credits;
    } else {
      creditsN += credits;
      squaresN += credits * credits;
      if (credits === 0) zeroN++;
    }
    if (credits > maxCredits) maxCredits = credits;
    for (let reel = 0; reel < slot.reels; reel++) {
      stops[reel]! += 1;
      if (stops[reel]! < slot.lengths[reel]!) break;
      stops[reel] = 0;
    }
  }
  for (const sum of [creditsT, creditsN, squaresT, squaresN]) {
    if (!Number.isSafeInteger(sum)) throw new Error(`${slot.table.id}: enumeration sums exceed 2^53`);
  }
  return {
    combinations: BigInt(total),
    creditsT: BigInt(creditsT),
    creditsN: BigInt(creditsN),
    squaresT: BigInt(squaresT),
    squaresN: BigInt(squaresN),
    countT: BigInt(countT),
    zeroT: BigInt(zeroT),
    zeroN: BigInt(zeroN),
    maxCredits,
    maxCreditsT,
  };
}

/** Expected credits, expected squared credits and probability of zero credits of the free spins still to come. */
interface Remaining {
  mean: Rational;
  square: Rational;
  zero: Rational;
}

/**
 * Free spins given `given` in total, `played` of them done. Each spin: credits × multiplier, and
 * with the trigger more spins (capped at maxSpins). Solved backwards from played = given.
 */
export function freeSpinsValue(slot: CompiledSlot, sums: SpinSums): Remaining {
  const feature = slot.table.freeSpins;
  if (!feature) return { mean: ZERO, square: ZERO, zero: ONE };
  const d = sums.combinations;
  const m = BigInt(feature.multiplier);
  const pT = rational(sums.countT, d);
  const pN = sub(ONE, pT);
  const meanT = rational(sums.creditsT * m, d);
  const meanN = rational(sums.creditsN * m, d);
  const squareAll = rational((sums.squaresT + sums.squaresN) * m * m, d);
  const zeroT = rational(sums.zeroT, d);
  const zeroN = rational(sums.zeroN, d);
  const memo = new Map<string, Remaining>();
  const solve = (played: number, given: number): Remaining => {
    if (played === given) return { mean: ZERO, square: ZERO, zero: ONE };
    const key = `${played}/${given}`;
    const known = memo.get(key);
    if (known) return known;
    const more = solve(played + 1, Math.min(given + feature.spins, feature.maxSpins));
    const same = solve(played + 1, given);
    const two = rational(2n);
    const result: Remaining = {
      mean: add(add(meanT, meanN), add(mul(pT, more.mean), mul(pN, same.mean))),
      // E[(c + R')²] = E[c²] + 2 E[c·R'] + E[R'²], c and the next state's remainder independent given the branch
      square: add(
        add(squareAll, mul(two, add(mul(meanT, more.mean), mul(meanN, same.mean)))),
        add(mul(pT, more.square), mul(pN, same.square)),
      ),
      zero: add(mul(zeroT, more.zero), mul(zeroN, same.zero)),
    };
    memo.set(key, result);
    return result;
  };
  // Solve bottom-up in played order so the recursion depth stays small.
  for (let played = feature.maxSpins; played >= 0; played--) {
    for (let given = Math.max(played, 1); given <= feature.maxSpins; given++) solve(played, given);
  }
  return solve(0, Math.min(feature.spins, feature.maxSpins));
}

/** RTP, hit frequency and variance per round in bets, and the largest possible win in bets. */
export function slotMaths(slot: CompiledSlot): MachineMaths & { maxWin: Rational } {
  const sums = enumerateSpins(slot);
  const lines = BigInt(slot.table.paylines.length);
  const d = sums.combinations;
  const feature = freeSpinsValue(slot, sums);
  const hasFeature = slot.table.freeSpins !== undefined;
  const pT = hasFeature ? rational(sums.countT, d) : ZERO;
  const mean = add(rational(sums.creditsT + sums.creditsN, d), mul(pT, feature.mean));
  const square = add(
    add(rational(sums.squaresT + sums.squaresN, d), mul(rational(2n * sums.creditsT, d), hasFeature ? feature.mean : ZERO)),
    mul(pT, feature.square),
  );
  const zeroRound = hasFeature
    ? add(rational(sums.zeroN, d), mul(rational(sums.zeroT, d), feature.zero))
    : rational(sums.zeroN + sums.zeroT, d);
  const rtp = rational(mean.num, mean.den * lines);
  const variance = sub(rational(square.num, square.den * lines * lines), mul(rtp, rtp));
  const spinMax = sums.maxCredits;
  const featureMax = hasFeature
    ? sums.maxCreditsT + slot.table.freeSpins!.maxSpins * slot.table.freeSpins!.multiplier * spinMax
    : 0;
  return { rtp, hitFrequency: sub(ONE, zeroRound), variance, maxWin: rational(BigInt(Math.max(spinMax, featureMax)), lines) };
}
