// Which session and player each token names, as this process last found them live. What a token
// names never changes (a session is one player's, its token one session's); whether the session is
// still live does, so this is never taken as a check: a call that names its session from here checks
// it in its own statement (game_round_play_in_session), which costs no round trip of its own. Kept per
// database handle (each app instance its own), at most MAX_TOKENS tokens, the least recently used
// dropped first.
import type { SessionRef } from '../../http/call-handler.ts';

const MAX_TOKENS = 20_000;

const byDatabase = new WeakMap<object, Map<string, SessionRef>>();

export function knownSession(owner: object, tokenHash: string): SessionRef | undefined {
  return byDatabase.get(owner)?.get(tokenHash);
}

export function rememberSession(owner: object, tokenHash: string, session: SessionRef): void {
  let sessions = byDatabase.get(owner);
  if (!sessions) byDatabase.set(owner, (sessions = new Map<string, SessionRef>()));
  // Re-inserted, so the Map's order is the order of last use.
  sessions.delete(tokenHash);
  sessions.set(tokenHash, { sessionId: session.sessionId, userId: session.userId });
  if (sessions.size > MAX_TOKENS) sessions.delete(sessions.keys().next().value!);
}

export function forgetSession(owner: object, tokenHash: string): void {
  byDatabase.get(owner)?.delete(tokenHash);
}
