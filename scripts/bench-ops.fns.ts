// The pure parts of `npm run bench:ops` and of the console lines of `npm run bench:pages`: latency
// percentiles, the within/OVER verdicts and the library-JS budget of a console page.
import { SITE_CODE, type ChunkSources } from './chunk-sources.ts';

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
  /** Each script the page downloaded: its site path (`/_astro/x.js`) and gzip bytes. */
  scripts: readonly { path: string; gzip: number }[];
}

/** React itself: what the budget is counted beyond. */
export const REACT_PACKAGES: readonly string[] = ['react', 'react-dom', 'scheduler'];

export interface ConsoleBudgetRow {
  route: string;
  /** Gzip bytes, all scripts. */
  js: number;
  react: number;
  /** The site's own code: islands, stores, the design system, contracts, strings. */
  site: number;
  /** Every other package (zod, ky, TanStack Table, nanostores, Astro's island loader …): the budget's figure. */
  libraries: number;
  verdict: Verdict;
}

/**
 * Library JS beyond React, per console page. Each downloaded file's gzip bytes are shared among the
 * packages and the site's own modules in it in proportion to the code each put in the chunk (the
 * build's chunk sources, scripts/chunk-sources.ts); a file the build did not describe counts as
 * library code whole, so the figure never flatters.
 */
export function consoleBudget(pages: readonly ConsolePageWeight[], sources: ChunkSources, budgetKb = CONSOLE_LIBRARY_JS_BUDGET_KB): ConsoleBudgetRow[] {
  return pages.map(({ route, scripts }) => {
    const parts = { react: 0, site: 0, libraries: 0 };
    for (const { path, gzip } of scripts) {
      const lengths = Object.entries(sources[path] ?? {});
      const total = lengths.reduce((sum, [, length]) => sum + length, 0);
      if (total === 0) {
        parts.libraries += gzip;
        continue;
      }
      for (const [source, length] of lengths) {
        const share = (gzip * length) / total;
        if (REACT_PACKAGES.includes(source)) parts.react += share;
        else if (source === SITE_CODE) parts.site += share;
        else parts.libraries += share;
      }
    }
    const js = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const [react, site, libraries] = [parts.react, parts.site, parts.libraries].map(Math.round) as [number, number, number];
    return { route, js, react, site, libraries, verdict: verdictOf(libraries, budgetKb * 1024) };
  });
}
