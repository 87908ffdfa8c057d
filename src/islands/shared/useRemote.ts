import { useEffect, useEffectEvent, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createRemote, type RemoteState } from '../../stores/remote.ts';
import { pollRemote } from '../../stores/polling.ts';

export interface UseRemoteOptions<T> {
  /**
   * Follow the server: the wait before reading again after each answer, or `null` once nothing
   * shown can change (see pollRemote: paused while the page is hidden, slower after failures).
   */
  pollAfter?: (data: T) => number | null;
}

/**
 * Loads with `loader(args)` in the browser whenever `key` changes, cancelling what is still
 * running, and reads again while `pollAfter` asks. On the server nothing loads: the island
 * renders its loading state there.
 */
export function useRemote<A, T>(
  loader: (args: A, signal: AbortSignal) => Promise<T>,
  args: A,
  key: string,
  { pollAfter }: UseRemoteOptions<T> = {},
): RemoteState<T> & { loading: boolean; reload: () => void } {
  const [remote] = useState(() => createRemote(loader));
  const state = useStore(remote.$state);
  // `key` stands for `args`, which callers rebuild on every render: only a new key loads again.
  const load = useEffectEvent(() => remote.load(args));
  useEffect(() => {
    void load();
    return () => remote.cancel();
  }, [remote, key]);
  // Callers rebuild `pollAfter` on every render: the poller reads the latest one.
  const delayAfter = useEffectEvent((data: T) => pollAfter?.(data) ?? null);
  const polling = pollAfter !== undefined;
  useEffect(() => (polling ? pollRemote(remote, { delayAfter }) : undefined), [remote, polling]);
  return {
    ...state,
    loading: state.status === 'idle' || state.status === 'loading',
    reload: () => void remote.reload(),
  };
}
