import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import './index.ts';

describe('the contracts’ zod', () => {
  it('never compiles parsers with eval (the pages’ Content-Security-Policy forbids it)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is the only zod a contract file imports, so the setting comes before the first schema', () => {
    const dir = new URL('.', import.meta.url);
    const direct = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'zod.ts')
      .filter((name) => /from 'zod(\/[\w/-]+)?'/.test(readFileSync(new URL(name, dir), 'utf8').replace(/import type [^;]+;/g, '')));
    expect(direct).toEqual([]);
  });
});
