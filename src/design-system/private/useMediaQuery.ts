import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. Server rendering (no window) reads as
 * `serverValue`; the console's islands render only in the browser.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
