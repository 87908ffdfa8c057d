// The client's unit files that share one module graph (project `unit`) must not need a fresh one:
// a store's state, a mock or a stub left by one file would reach the next file of the same worker.
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_FILES_WITH_MODULE_STATE, needsFreshGraph } from './vitest-projects.ts';

const isolated = new Set(CLIENT_FILES_WITH_MODULE_STATE.flatMap((pattern) => globSync(pattern)));
const shared = globSync('src/**/*.test.ts').filter((file) => !isolated.has(file));

describe('the client unit files sharing a module graph', () => {
  it('are pure: no mock, stub, fake timers, store or page storage', () => {
    expect(shared.length).toBeGreaterThan(30);
    expect(shared.filter((file) => needsFreshGraph(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('tells the files that need a fresh graph', () => {
    for (const file of ['src/islands/shared/formStore.test.ts', 'src/lib/compressPhoto.test.ts', 'src/lib/tracking.test.ts', 'src/api/client.test.ts', 'src/i18n/oneLanguage.test.ts']) {
      expect(needsFreshGraph(readFileSync(file, 'utf8')), file).toBe(true);
    }
    expect(needsFreshGraph("import { amountText } from './amountText.ts';")).toBe(false);
  });
});
