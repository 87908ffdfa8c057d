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

// Stores unmount STORE_UNMOUNT_DELAY after their last listener leaves, and persistent stores then
// detach from `window`. Wait that long after each file, so the detach runs while the page
// environment still exists instead of failing after teardown.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 100)));
