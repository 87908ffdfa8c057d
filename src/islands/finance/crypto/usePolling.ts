import { useEffect } from 'react';

/**
 * Calls `reload` `delayMs` after each answer (`answerKey` changes with every answer; pass a null
 * delay while a load runs or when nothing needs watching), and not while the page is hidden: a
 * hidden page catches up as soon as it is shown again.
 */
export function usePolling(reload: () => void, delayMs: number | null, answerKey: unknown): void {
  useEffect(() => {
    if (delayMs === null) return;
    let waitingForVisible = false;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && waitingForVisible) {
        waitingForVisible = false;
        reload();
      }
    };
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') waitingForVisible = true;
      else reload();
    }, delayMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // `reload` is rebuilt every render; the answer and the delay decide when to poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answerKey, delayMs]);
}
