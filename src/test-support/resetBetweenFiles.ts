/// <reference types="vite/client" />
// The component project shares one module graph and one page per worker (isolate: false), so what
// a file leaves behind — stores, storage, stubs, fake timers, rendered DOM, the URL — would reach
// the next file. This puts all of it back as a fresh graph would have it.
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/** Every store module, loaded once per worker, so that each writable store can be set back. */
const storeModules = import.meta.glob<Record<string, unknown>>(['../stores/**/*.ts', '!../stores/**/*.test.ts'], {
  eager: true,
});

interface WritableStore {
  init: unknown;
  value: unknown;
  set: (value: unknown) => void;
}

const isWritableStore = (value: unknown): value is WritableStore =>
  typeof value === 'object' && value !== null && 'init' in value && typeof (value as WritableStore).set === 'function';

/** Sets every store back to the value it was created with (a computed one recomputes on its next read). */
function resetStores() {
  for (const module of Object.values(storeModules)) {
    for (const value of Object.values(module)) {
      // `value`, not get(): reading a store without listeners would mount it again.
      if (isWritableStore(value) && value.value !== value.init) value.set(value.init);
    }
  }
}

/** Undoes what a test file may have left in the shared page and module graph. */
export function resetBetweenFiles() {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
