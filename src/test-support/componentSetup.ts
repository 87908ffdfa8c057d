// Component tests (happy-dom): stores unmount STORE_UNMOUNT_DELAY after their last listener
// leaves, and persistent stores then detach from `window`. Wait that long after each file, so
// the detach runs while the page environment still exists instead of failing after teardown.
import { afterAll } from 'vitest';
import { STORE_UNMOUNT_DELAY } from 'nanostores';

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 100)));
