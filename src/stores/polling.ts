import type { Remote } from './remote.ts';

// Keeps a remote read (a list of deposits, withdrawals, an order) following the server while what
// it shows can still change: read again a few seconds after each answer, not while the page is
// hidden (a page shown again reads at once), and less often after failures in a row. Polling was
// chosen over a push channel: it works unchanged through the per-client rate limit, the CSP and
// any number of server processes, and a change shows within one interval.

/** How often a list with a non-final status is read again while the page is visible. */
export const ACTIVE_POLL_MS = 3000;
/** The first wait after a failed read; doubled per failure in a row up to MAX_ERROR_DELAY_MS. */
export const ERROR_DELAY_MS = 3000;
export const MAX_ERROR_DELAY_MS = 60_000;

/** Whether the page is shown, and a way to hear when it is shown again. */
export interface PageVisibility {
  hidden(): boolean;
  /** Calls `listener` whenever the page becomes visible; answers the function that stops it. */
  onShown(listener: () => void): () => void;
}

/** The browser's document (a page that is not visible counts as hidden); always visible without one. */
export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onShown(listener) {
    if (typeof document === 'undefined') return () => {};
    const onChange = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

export interface PollOptions<T> {
  /** The wait before the next read after an answer; `null` when nothing shown can change any more. */
  delayAfter: (data: T) => number | null;
  errorDelayMs?: number;
  maxErrorDelayMs?: number;
  visibility?: PageVisibility;
}

/**
 * Reads `remote` again (with its last arguments, in the background: the answer shown stays) while
 * `delayAfter` asks for it; any load, by the poller or anyone else, restarts the wait from its
 * answer. Answers the function that stops.
 */
export function pollRemote<A, T>(remote: Remote<A, T>, options: PollOptions<T>): () => void {
  const { delayAfter, errorDelayMs = ERROR_DELAY_MS, maxErrorDelayMs = MAX_ERROR_DELAY_MS, visibility = documentVisibility } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  // A read came due while the page was hidden: it happens as soon as the page is shown.
  let due = false;

  const read = () => {
    timer = undefined;
    if (visibility.hidden()) due = true;
    else void remote.refresh();
  };
  const schedule = (delay: number | null) => {
    clearTimeout(timer);
    timer = delay === null ? undefined : setTimeout(read, delay);
  };
  const follow = (state: ReturnType<typeof remote.$state.get>) => {
    due = false;
    if (state.status === 'ready') {
      failures = 0;
      schedule(state.data === undefined ? null : delayAfter(state.data));
    } else if (state.status === 'failed') {
      failures += 1;
      schedule(Math.min(errorDelayMs * 2 ** (failures - 1), maxErrorDelayMs));
    } else {
      schedule(null);
    }
  };

  const stopState = remote.$state.listen(follow);
  const stopShown = visibility.onShown(() => {
    if (due) read();
  });
  follow(remote.$state.get());
  return () => {
    stopState();
    stopShown();
    clearTimeout(timer);
  };
}
