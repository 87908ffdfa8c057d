import { atom, type ReadableAtom } from 'nanostores';

/** `refreshing`: read again in the background (polling) while the last answer stays on screen. */
export type RemoteStatus = 'idle' | 'loading' | 'refreshing' | 'ready' | 'failed';

export interface RemoteState<T> {
  status: RemoteStatus;
  /** The last answer; kept while the next one loads. */
  data: T | undefined;
  error: unknown;
}

export interface Remote<A, T> {
  $state: ReadableAtom<RemoteState<T>>;
  /** Loads for `args`; an older load still running is cancelled and its answer ignored. */
  load(args: A): Promise<void>;
  /** Loads again with the last arguments. */
  reload(): Promise<void>;
  /** Like `reload`, but an answer already shown stays and is not marked as loading (`refreshing`). */
  refresh(): Promise<void>;
  cancel(): void;
}

/**
 * State of one remote read (a list, a page of notices) for an island. The loader gets an
 * AbortSignal so a superseded request is cancelled rather than left to race.
 */
export function createRemote<A, T>(loader: (args: A, signal: AbortSignal) => Promise<T>): Remote<A, T> {
  const $state = atom<RemoteState<T>>({ status: 'idle', data: undefined, error: undefined });
  let current: AbortController | undefined;
  let lastArgs: A | undefined;
  let hasArgs = false;

  async function load(args: A, background = false): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    lastArgs = args;
    hasArgs = true;
    const shown = $state.get().data;
    $state.set({ status: background && shown !== undefined ? 'refreshing' : 'loading', data: shown, error: undefined });
    try {
      const data = await loader(args, controller.signal);
      if (current === controller) $state.set({ status: 'ready', data, error: undefined });
    } catch (error) {
      if (current === controller && !controller.signal.aborted) {
        $state.set({ status: 'failed', data: $state.get().data, error });
      }
    } finally {
      // A finished request is not aborted later (that would cut a reused connection).
      if (current === controller) current = undefined;
    }
  }

  return {
    $state,
    load: (args: A) => load(args),
    reload: () => (hasArgs ? load(lastArgs as A) : Promise.resolve()),
    refresh: () => (hasArgs ? load(lastArgs as A, true) : Promise.resolve()),
    cancel() {
      current?.abort();
      current = undefined;
      const { status, data, error } = $state.get();
      if (status === 'loading' || status === 'refreshing') $state.set({ status: data === undefined ? 'idle' : 'ready', data, error });
    },
  };
}
