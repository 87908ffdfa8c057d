import { useEffect, useEffectEvent, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createRemote, type RemoteState } from '../../stores/remote.ts';

/**
 * Loads with `loader(args)` in the browser whenever `key` changes, cancelling what is still
 * running. On the server nothing loads: the island renders its loading state there.
 */
export function useRemote<A, T>(
  loader: (args: A, signal: AbortSignal) => Promise<T>,
  args: A,
  key: string,
): RemoteState<T> & { loading: boolean; reload: () => void } {
  const [remote] = useState(() => createRemote(loader));
  const state = useStore(remote.$state);
  // `key` stands for `args`, which callers rebuild on every render: only a new key loads again.
  const load = useEffectEvent(() => remote.load(args));
  useEffect(() => {
    void load();
    return () => remote.cancel();
  }, [remote, key]);
  return {
    ...state,
    loading: state.status === 'idle' || state.status === 'loading',
    reload: () => void remote.reload(),
  };
}
