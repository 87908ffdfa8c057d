// The seed pair, nonce and wallet balance each player's last round in this process ended on, so that
// the next round is played before the database is asked: game_round_play books it only if they are
// still current, under its locks, and otherwise answers the current ones (another process played,
// a deposit moved the balance, the player rotated their seeds). A cache only: a wrong or missing
// entry costs one round trip, never a wrong round. Kept per database handle (each app instance its
// own), at most MAX_PLAYERS players, the least recently played dropped first.
import type { RoundState } from './round-functions.repo.ts';

const MAX_PLAYERS = 20_000;

const byDatabase = new WeakMap<object, Map<number, RoundState>>();

function statesOf(owner: object): Map<number, RoundState> {
  let states = byDatabase.get(owner);
  if (!states) byDatabase.set(owner, (states = new Map<number, RoundState>()));
  return states;
}

export function knownRoundState(owner: object, userId: number): RoundState | undefined {
  return byDatabase.get(owner)?.get(userId);
}

export function rememberRoundState(owner: object, userId: number, state: RoundState): void {
  const states = statesOf(owner);
  // Re-inserted, so the Map's order is the order of last use.
  states.delete(userId);
  states.set(userId, state);
  if (states.size > MAX_PLAYERS) states.delete(states.keys().next().value!);
}

export function forgetRoundState(owner: object, userId: number): void {
  byDatabase.get(owner)?.delete(userId);
}
