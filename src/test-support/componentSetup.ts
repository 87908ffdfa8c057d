// Component tests (happy-dom).
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
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

// Stores unmount STORE_UNMOUNT_DELAY (1 s) after their last listener leaves, and persistent stores
// then remove their window listeners; after a file's last test that comes once the page environment
// is gone. They remove them only while a window exists, so a file need not wait out that second
// (44 files waited 1.1 s each: `npx vitest run --project component` took 51 s, now 28 s).
setPersistentEngine(localStorage, {
  addEventListener: (...args) => windowPersistentEvents.addEventListener(...args),
  removeEventListener: (...args) => {
    if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(...args);
  },
});
