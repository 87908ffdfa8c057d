import type { ReactPromise } from 'react';

/** A promise React's `use` tracks by its `status` and `value` (React's own `ReactPromise` type). */
export type Settling<T> = Promise<T> & ReactPromise<T>;

/**
 * Marks a promise as fulfilled with its value, the way React marks those it has seen settle, so
 * `use` answers at once (on the server, in tests, after a loader brought the file) instead of
 * suspending for a turn. Hooks call `use` on every render for this reason: React replays a component
 * that suspended expecting the same `use` call again, so skipping it once loaded breaks later hooks.
 */
export function settle<T>(promise: Promise<T>, value: T): void {
  const marked = promise as Promise<T> & { status?: 'fulfilled'; value?: T };
  marked.status = 'fulfilled';
  marked.value = value;
}

/** A promise of a value at hand, already marked fulfilled. */
export function settled<T>(value: T): Settling<T> {
  const promise = Promise.resolve(value);
  settle(promise, value);
  return promise;
}
