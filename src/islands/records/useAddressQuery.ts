import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A list's filter and page kept in the address's query, so a reload or a step back shows the same
 * list. `read` turns the query string into the state (forgiving anything malformed), `write`
 * turns it back (`?…` or '' for the defaults).
 */
export function useAddressQuery<Q>(read: (search: string) => Q, write: (query: Q) => string): [Q, (next: Q) => void] {
  const [query, setQuery] = useState<Q>(() => read(window.location.search));
  const onPopState = useEffectEvent(() => setQuery(read(window.location.search)));
  useEffect(() => {
    const listener = () => onPopState();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
  const update = (next: Q) => {
    setQuery(next);
    const search = write(next);
    if (search !== window.location.search) {
      // Replaced, not pushed: Back leaves the page instead of replaying every filter tried.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
  };
  return [query, update];
}
