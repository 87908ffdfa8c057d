import { useEffect, useState } from 'react';
import { formatElapsed } from './sessionClock.ts';

/** Time since the screen opened; only this element re-renders, once a second. */
export function SessionClock({ startedAt, className }: { startedAt: number; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className={className} data-testid="session-clock" dateTime={`PT${Math.floor((now - startedAt) / 1000)}S`}>
      {formatElapsed(now - startedAt)}
    </time>
  );
}
