import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `reload` `delayMs` after each answer (`answerKey` changes with every answer; pass a null
 * delay while a load runs or when nothing needs watching), and not while the page is hidden: a
 * hidden page catches up as soon as it is shown again.
 */
export function usePolling(reload: () => void, delayMs: number | null, answerKey: unknown): void {
  // `reload` is rebuilt every render; the answer and the delay decide when to poll.
  const poll = useEffectEvent(reload);
  useEffect(() => {
    if (delayMs === null) return;
    let waitingForVisible = false;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && waitingForVisible) {
        waitingForVisible = false;
        poll();
      }
    };
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') waitingForVisible = true;
      else poll();
    }, delayMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [answerKey, delayMs]);
}
