import { describe, expect, it } from 'vitest';
import { combineLoads, jobRates, parseProcesses, spreadOver } from './bench-scale.fns.ts';

describe('bench:scale helpers', () => {
  it('reads --processes in both spellings, with 1,2,4 by default, and refuses bad counts', () => {
    expect(parseProcesses([])).toEqual([1, 2, 4]);
    expect(parseProcesses(['--processes', '1,3'])).toEqual([1, 3]);
    expect(parseProcesses(['--processes=2, 8'])).toEqual([2, 8]);
    for (const bad of ['0', '1,1', '1,x', '17', '1.5', '']) expect(() => parseProcesses([`--processes=${bad}`])).toThrow(/--processes/);
    expect(() => parseProcesses(['--processes'])).toThrow(/needs a list/);
  });

  it('spreads the moves round-robin over the ports, keeping their order', () => {
    expect(spreadOver([0, 1, 2, 3, 4], 2)).toEqual([[0, 2, 4], [1, 3]]);
    expect(spreadOver([0, 1], 4)).toEqual([[0], [1], [], []]);
  });

  it('puts side-by-side generators together: calls over the longest run, weighted p50, the worst p99', () => {
    const answer = { non2xx: 0, errors: 0, timeouts: 0, cpuMs: 100 };
    const combined = combineLoads([
      { ...answer, calls: 300, seconds: 10, p50: 10, p99: 50 },
      { ...answer, calls: 100, seconds: 8, p50: 30, p99: 90, non2xx: 2 },
    ]);
    expect(combined).toEqual({ calls: 400, perSecond: 40, p50: 15, p99: 90, failed: 2, loadCpuMs: 200 });
  });

  it('calls job rates equal within one run per window edge, and not when a job runs once per process', () => {
    const window = (processes: number, seconds: number, runs: Record<string, number>) => ({ processes, seconds, runs: new Map(Object.entries(runs)) });
    const same = jobRates([window(1, 20, { a: 20, b: 2 }), window(2, 21, { a: 21, b: 1 }), window(4, 19, { a: 19, b: 2 })]);
    expect(same.allEqual).toBe(true);
    expect(same.rows.map((r) => r.queue)).toEqual(['a', 'b']);
    expect(same.rows[0]!.perMinute).toEqual([60, 60, 60]);
    // Two processes each running every slot: twice the rate.
    const doubled = jobRates([window(1, 20, { a: 20 }), window(2, 20, { a: 40 })]);
    expect(doubled.allEqual).toBe(false);
    // A queue that stopped running under N=2 is not equal either.
    expect(jobRates([window(1, 20, { a: 20 }), window(2, 20, {})]).allEqual).toBe(false);
  });
});
