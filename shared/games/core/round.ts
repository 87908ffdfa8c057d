// One round from its seeds: what the API plays and what the verifier page recomputes.
import { toUnits } from '../../money/amount.fns.ts';
import { outcomeStream, type HmacFactory, type RoundSeeds } from './fair-stream.ts';
import type { Machine, RoundResult } from './machine.ts';

/** Whether a bet (in units) is one of the machine's steps ("10" and "10.0000" are the same bet). */
export function isBetStep(machine: Machine, bet: bigint): boolean {
  return machine.betSteps.some((step) => toUnits(step) === bet);
}

export function playRound<Outcome>(
  machine: Machine<Outcome>,
  seeds: RoundSeeds,
  bet: bigint,
  makeHmac?: HmacFactory,
): RoundResult<Outcome> {
  return machine.play(outcomeStream(seeds, makeHmac), bet);
}
