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

  it('counts what a console page downloads beyond the one-island peer against 60 KB', () => {
    const rows = consoleBudget(
      [
        { route: '/ops/players', js: 70_000 + 60 * 1024 },
        { route: '/ops/audit', js: 70_001 + 60 * 1024 },
        { route: '/ops', js: 10_000 },
      ],
      70_000,
    );
    expect(rows.map((r) => [r.route, r.beyondReact, r.verdict])).toEqual([
      ['/ops/players', 60 * 1024, 'within'],
      ['/ops/audit', 60 * 1024 + 1, 'OVER'],
      ['/ops', 0, 'within'],
    ]);
  });
});
