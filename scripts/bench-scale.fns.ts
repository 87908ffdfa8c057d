// The pure parts of `npm run bench:scale` (scripts/bench-scale.ts): the process counts asked for, the
// load spread over the API ports, the load generators' answers put together, and the check that the
// jobs ran as often whatever the number of processes.
import type { LoadResult } from './bench-support.ts';

/** `--processes 1,2,4` → [1, 2, 4]: whole numbers from 1 to 16, each once, in the order given. */
export function parseProcesses(argv: string[], fallback = '1,2,4'): number[] {
  const at = argv.indexOf('--processes');
  const inline = argv.find((arg) => arg.startsWith('--processes='));
  const value = inline ? inline.slice('--processes='.length) : at >= 0 ? argv[at + 1] : fallback;
  if (!value) throw new Error('--processes needs a list, e.g. --processes 1,2,4');
  const counts = value.split(',').map((part) => part.trim());
  const numbers = counts.map(Number);
  if (numbers.some((n, i) => !/^\d+$/.test(counts[i]!) || n < 1 || n > 16)) throw new Error(`--processes ${value}: each count must be a whole number from 1 to 16`);
  if (new Set(numbers).size !== numbers.length) throw new Error(`--processes ${value}: a count appears twice`);
  return numbers;
}

/** Round-robin: item i goes to port i mod `ports` (one list per port, each in the items' order). */
export function spreadOver<T>(items: T[], ports: number): T[][] {
  const lists: T[][] = Array.from({ length: ports }, () => []);
  items.forEach((item, i) => lists[i % ports]!.push(item));
  return lists;
}

/** What one load generator reports (its rate is recomputed over all of them). */
export type GeneratorAnswer = Omit<LoadResult, 'perSecond'>;

export interface CombinedLoad {
  calls: number;
  perSecond: number;
  /** The generators' p50s weighted by their calls (each generator only knows its own percentiles). */
  p50: number;
  /** The highest of the generators' p99s: never better than the truth. */
  p99: number;
  failed: number;
  loadCpuMs: number;
}

/** Several load generators that ran side by side, one per port, as one run. */
export function combineLoads(answers: GeneratorAnswer[]): CombinedLoad {
  const calls = answers.reduce((sum, a) => sum + a.calls, 0);
  const seconds = Math.max(0, ...answers.map((a) => a.seconds));
  return {
    calls,
    perSecond: seconds > 0 ? calls / seconds : 0,
    p50: calls > 0 ? answers.reduce((sum, a) => sum + a.p50 * a.calls, 0) / calls : 0,
    p99: Math.max(0, ...answers.map((a) => a.p99)),
    failed: answers.reduce((sum, a) => sum + a.non2xx + a.errors + a.timeouts, 0),
    loadCpuMs: answers.reduce((sum, a) => sum + a.cpuMs, 0),
  };
}

/** One run's jobs: the runs each queue started within a window of `seconds`. */
export interface JobWindow {
  processes: number;
  seconds: number;
  runs: Map<string, number>;
}

export interface JobRateRow {
  queue: string;
  /** Runs per minute, one per window, in the windows' order. */
  perMinute: number[];
  equal: boolean;
}

/**
 * Runs per job per minute for each window, and whether they are equal to the first window's. A
 * window's edges cut slots, so "equal" allows each window one run more or less than the other
 * (|a/wa − b/wb| ≤ 1/wa + 1/wb); N processes each running a job would be N times the rate.
 */
export function jobRates(windows: JobWindow[]): { rows: JobRateRow[]; allEqual: boolean } {
  const queues = [...new Set(windows.flatMap((w) => [...w.runs.keys()]))].sort();
  const rows = queues.map((queue) => {
    const rates = windows.map((w) => (w.runs.get(queue) ?? 0) / w.seconds);
    const first = windows[0]!;
    const equal = windows.every((w, i) => Math.abs(rates[i]! - rates[0]!) <= 1 / w.seconds + 1 / first.seconds + 1e-9);
    return { queue, perMinute: rates.map((rate) => rate * 60), equal };
  });
  return { rows, allEqual: rows.every((row) => row.equal) };
}
