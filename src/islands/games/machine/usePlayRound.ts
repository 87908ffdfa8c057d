import { useCallback, useRef, useState } from 'react';
import { call } from '../../../api/calls.ts';
import { gamePlay } from '../../../contracts/games.ts';
import { isApiError } from '../../../api/ApiError.ts';
import type { PlayedRound } from '../../../contracts/games.ts';
import { ActionKey } from '../../finance/actionKey.ts';

export type PlayRefusal = { kind: 'insufficient'; bet: string } | { kind: 'protection'; message: string } | null;

/** Refusals of the player's own protection (limits, break, exclusion): their message stays on screen. */
export const PROTECTION_REFUSALS: ReadonlySet<string> = new Set([
  'LOSS_LIMIT_DAY_REACHED',
  'LOSS_LIMIT_WEEK_REACHED',
  'LOSS_LIMIT_MONTH_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_ON_BREAK',
  'PLAYER_SELF_EXCLUDED',
  'PLAYER_EXCLUDED',
]);

/**
 * Sends one round at a time. A play keeps its Idempotency-Key until the server answers, so a
 * click retried after a timeout replays the same round instead of betting twice. A refusal for
 * want of coins or by the player's protection (the server's message, which names the limit and
 * when it resets or until when play is closed) stays on screen; other errors are left to the API
 * client's toast.
 */
export function usePlayRound(machineId: string, onPlayed: (round: PlayedRound) => void) {
  const [actionKey] = useState(() => new ActionKey());
  const [inFlight, setInFlight] = useState(false);
  const [refusal, setRefusal] = useState<PlayRefusal>(null);
  const busy = useRef(false);

  const play = useCallback(
    async (bet: string) => {
      // A ref, not the state: two key presses in one frame must not both get through.
      if (busy.current) return;
      busy.current = true;
      setInFlight(true);
      setRefusal(null);
      const body = { machineId, bet };
      try {
        const round = await call(gamePlay, body, { idempotencyKey: actionKey.for(body) });
        actionKey.settle();
        onPlayed(round);
      } catch (error) {
        actionKey.settle(error);
        if (isApiError(error) && error.error === 'INSUFFICIENT_FUNDS') setRefusal({ kind: 'insufficient', bet });
        else if (isApiError(error) && PROTECTION_REFUSALS.has(error.error)) setRefusal({ kind: 'protection', message: error.msg });
      } finally {
        busy.current = false;
        setInFlight(false);
      }
    },
    [machineId, actionKey, onPlayed],
  );

  return { play, inFlight, refusal };
}
