// Component tests (happy-dom).
import { configure } from '@testing-library/react';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll, vi } from 'vitest';
import { allDsTexts } from '../design-system/i18n/allDsTexts.ts';
import { allOpsTexts } from '../design-system/i18n/allOpsTexts.ts';
import { registerAllDsTexts } from '../design-system/i18n/dsText.ts';
import { registerAllOpsTexts } from '../design-system/i18n/opsText.ts';

// Components render synchronously in any language in tests, as on the server: all seven languages
// of the design system's and the console's strings (a page in the browser loads only its own).
registerAllDsTexts(allDsTexts);
registerAllOpsTexts(allOpsTexts);

// Waits: islands call a real local test server, and on a shared 2-core CI machine a round trip
// plus a state change can take longer than the libraries' 1 s default without anything being
// wrong. One default for every component test: `vi.waitFor`, Testing Library's `waitFor` and
// `findBy*` wait up to 5 s unless a test asks for another limit.
const WAIT_MS = 5_000;
configure({ asyncUtilTimeout: WAIT_MS });
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_MS, ...options })) as typeof vi.waitFor;

// Stores unmount STORE_UNMOUNT_DELAY (1 s) after their last listener leaves, and their cleanups
// remove window and document listeners: that must happen while the file's page environment exists.
// Rather than wait that second after every file (44 files × 1.1 s: `npx vitest run --project
// component` took 51 s, 28 s without), the unmounts nanostores still has pending when a file ends
// run at once.
const pendingUnmounts = new Map<ReturnType<typeof setTimeout>, () => void>();
const nodeSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
  if (delay !== STORE_UNMOUNT_DELAY || !new Error().stack?.includes('nanostores')) return nodeSetTimeout(callback, delay, ...args);
  const unmount = () => {
    pendingUnmounts.delete(timer);
    callback(...args);
  };
  const timer = nodeSetTimeout(unmount, delay);
  pendingUnmounts.set(timer, unmount);
  return timer;
}) as typeof setTimeout;
afterAll(() => {
  for (const [timer, unmount] of [...pendingUnmounts]) {
    clearTimeout(timer);
    unmount();
  }
});
