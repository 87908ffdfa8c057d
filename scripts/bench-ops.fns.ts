// The pure parts of `npm run bench:ops` and of the console lines of `npm run bench:pages`: latency
// percentiles, the within/OVER verdicts and the library-JS budget of a console page.

/**
 * The p-th percentile of ascending samples by the nearest-rank method: the smallest sample with at
 * least p % of the samples at or below it (so p99 of 200 calls is the 198th, never an average).
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile ${p}: must be in (0, 100]`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  calls: number;
  p50: number;
  p99: number;
}

/** p50 and p99 of latencies in any order (the input is not changed). */
export function summarize(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { calls: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export type Verdict = 'within' | 'OVER';

/** A figure against its limit: at the limit is within. */
export const verdictOf = (value: number, limit: number): Verdict => (value <= limit ? 'within' : 'OVER');

/** The issue's target for the queue, player search and audit viewer calls. */
export const OPS_P99_LIMIT_MS = 100;

export interface OpsLine extends LatencySummary {
  label: string;
}

/** The bench:ops table: each call's p50/p99 beside the peer's, its p99 against the limit. */
export function opsTable(lines: readonly OpsLine[], peer: OpsLine, limitMs = OPS_P99_LIMIT_MS): { text: string[]; over: number } {
  const width = Math.max(40, ...lines.map((l) => l.label.length), peer.label.length) + 2;
  const num = (n: number) => n.toFixed(1).padStart(8);
  const text = [
    `${'call'.padEnd(width)}${'calls'.padStart(6)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'peer p50'.padStart(10)}${'peer p99'.padStart(10)}   p99 ≤ ${limitMs} ms`,
  ];
  let over = 0;
  for (const line of lines) {
    const verdict = verdictOf(line.p99, limitMs);
    if (verdict === 'OVER') over++;
    text.push(`${line.label.padEnd(width)}${String(line.calls).padStart(6)}${num(line.p50)}${num(line.p99)}${num(peer.p50).padStart(10)}${num(peer.p99).padStart(10)}   ${verdict}`);
  }
  text.push(`${`peer: ${peer.label}`.padEnd(width)}${String(peer.calls).padStart(6)}${num(peer.p50)}${num(peer.p99)}`);
  return { text, over };
}

/** The issue's budget: library JS a console page downloads beyond React, gzip. */
export const CONSOLE_LIBRARY_JS_BUDGET_KB = 60;

export interface ConsolePageWeight {
  route: string;
  /** Every script the page downloaded, gzip bytes. */
  js: number;
}

export interface ConsoleBudgetRow {
  route: string;
  js: number;
  beyondReact: number;
  verdict: Verdict;
}

/**
 * Library JS beyond React, per console page: the page's JS minus what the one-island peer page of
 * the same run downloads (React, ReactDOM, Astro's island loader and a counter). The console's own
 * code (stores, islands, the design system's components) is not told apart from the libraries in
 * the bundler's shared chunks, so it is counted too: the figure is an upper bound of the libraries,
 * and "within" holds for any narrower reading of the budget.
 */
export function consoleBudget(pages: readonly ConsolePageWeight[], peerJs: number, budgetKb = CONSOLE_LIBRARY_JS_BUDGET_KB): ConsoleBudgetRow[] {
  return pages.map(({ route, js }) => {
    const beyondReact = Math.max(0, js - peerJs);
    return { route, js, beyondReact, verdict: verdictOf(beyondReact, budgetKb * 1024) };
  });
}
