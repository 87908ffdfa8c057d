import { useCallback, useRef, useState } from 'react';
import { api } from '../../../api/calls.ts';
import { isApiError } from '../../../api/ApiError.ts';
import type { PlayedRound } from '../../../contracts/games.ts';
import { ActionKey } from '../../finance/actionKey.ts';

export type PlayRefusal = { kind: 'insufficient'; bet: string } | null;

/**
 * Sends one round at a time. A play keeps its Idempotency-Key until the server answers, so a
 * click retried after a timeout replays the same round instead of betting twice. Errors other
 * than INSUFFICIENT_FUNDS are left to the API client's toast.
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
        const round = await api.gamePlay(body, { idempotencyKey: actionKey.for(body) });
        actionKey.settle();
        onPlayed(round);
      } catch (error) {
        actionKey.settle(error);
        if (isApiError(error) && error.error === 'INSUFFICIENT_FUNDS') setRefusal({ kind: 'insufficient', bet });
      } finally {
        busy.current = false;
        setInFlight(false);
      }
    },
    [machineId, actionKey, onPlayed],
  );

  return { play, inFlight, refusal };
}
