import { useEffect, useState } from 'react';
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
  useEffect(() => {
    void remote.load(args);
    return () => remote.cancel();
    // `key` stands for `args`, which callers rebuild on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remote, key]);
  return {
    ...state,
    loading: state.status === 'idle' || state.status === 'loading',
    reload: () => void remote.reload(),
  };
}
