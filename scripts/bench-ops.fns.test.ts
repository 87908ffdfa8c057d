import { describe, expect, it } from 'vitest';
import { consoleBudget, opsTable, percentile, summarize, verdictOf } from './bench-ops.fns.ts';

describe('bench:ops and the console budget of bench:pages', () => {
  it('takes percentiles by nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    const twoHundred = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(twoHundred, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 1)).toBe(1);
    expect(() => percentile([], 50)).toThrow(/no samples/);
    expect(() => percentile([1], 0)).toThrow(/percentile 0/);
  });

  it('summarizes latencies in any order without sorting the caller’s array', () => {
    const latencies = [30, 10, 20, 40, 1000];
    expect(summarize(latencies)).toEqual({ calls: 5, p50: 30, p99: 1000 });
    expect(latencies).toEqual([30, 10, 20, 40, 1000]);
  });

  it('marks a figure within at its limit and OVER above it', () => {
    expect(verdictOf(100, 100)).toBe('within');
    expect(verdictOf(100.1, 100)).toBe('OVER');
  });

  it('prints each call beside the peer and counts those over the limit', () => {
    const peer = { label: 'ops/auth/session', calls: 200, p50: 1, p99: 2 };
    const { text, over } = opsTable(
      [
        { label: 'queue', calls: 200, p50: 5, p99: 99.96 },
        { label: 'audit', calls: 200, p50: 50, p99: 150 },
      ],
      peer,
    );
    expect(over).toBe(1);
    expect(text[1]).toMatch(/^queue .* within$/);
    expect(text[2]).toMatch(/^audit .*150\.0 .* OVER$/);
    expect(text[3]).toMatch(/^peer: ops\/auth\/session/);
  });

  it('shares each downloaded file among React, the site and other libraries, and holds the libraries to 60 KB', () => {
    const sources = {
      '/_astro/client.js': { 'react-dom': 900, scheduler: 100 },
      '/_astro/common.js': { zod: 600, ky: 200, '(site)': 200 },
      '/_astro/Grid.js': { '@tanstack/table-core': 500, '(site)': 500 },
    };
    const kb = 1024;
    const rows = consoleBudget(
      [
        { route: '/ops/players', scripts: [{ path: '/_astro/client.js', gzip: 60 * kb }, { path: '/_astro/common.js', gzip: 50 * kb }, { path: '/_astro/Grid.js', gzip: 40 * kb }] },
        // A file the build did not describe counts as library code whole.
        { route: '/ops/audit', scripts: [{ path: '/_astro/common.js', gzip: 50 * kb }, { path: '/_astro/unknown.js', gzip: 20 * kb + 1 }] },
      ],
      sources,
    );
    expect(rows[0]).toEqual({ route: '/ops/players', js: 150 * kb, react: 60 * kb, site: 30 * kb, libraries: 60 * kb, verdict: 'within' });
    expect(rows[1]).toMatchObject({ js: 70 * kb + 1, react: 0, site: 10 * kb, libraries: 60 * kb + 1, verdict: 'OVER' });
  });
});
