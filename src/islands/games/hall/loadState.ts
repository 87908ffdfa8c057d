import type { RemoteState } from '../../../stores/remote.ts';

/** What a part of the hall shows for one read: still loading, failed (with retry), or its data. */
export type LoadState<T> = { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; data: T };

/** The view of a `useRemote` read: the last answer stays on screen while a reload runs. */
export function loadStateOf<T>(remote: RemoteState<T> & { reload: () => void }): LoadState<T> {
  if (remote.data !== undefined) return { state: 'ready', data: remote.data };
  if (remote.status === 'failed') return { state: 'failed', retry: remote.reload };
  return { state: 'loading' };
}
