// Every Chromium journey must run with the `test` of tests/e2e/support/test.ts, which fails on a
// Content-Security-Policy violation; a spec importing Playwright's own `test` would skip that check.
// A spec may still alias Playwright's as `plainTest` for a test that expects a violation.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2eDir = fileURLToPath(new URL('../e2e/', import.meta.url));
const specs = readdirSync(e2eDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.spec.ts'));

describe('e2e specs', () => {
  it('exist', () => {
    expect(specs.length).toBeGreaterThan(5);
  });

  it.each(specs)('%s takes `test` from support/test.ts', (name) => {
    const source = readFileSync(e2eDir + name, 'utf8');
    const playwrightValueImports = [...source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@playwright\/test'/g)].map((m) => m[1]);
    const bareTest = playwrightValueImports.some((names) => names.split(',').some((n) => n.trim() === 'test'));
    expect(bareTest, 'imports test from @playwright/test').toBe(false);
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '(\.\.?\/)+support\/test\.ts'/);
  });
});
