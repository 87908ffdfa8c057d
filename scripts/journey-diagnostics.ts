// What a failed journey's browser showed and saw last, from Playwright's JSON report: `npm test`
// repeats it at the end of the run, since a CI log may keep only its tail. The lines come from
// the journeys' own fixture (`page-diagnostics`, tests/e2e/support/test.ts) and from Playwright's
// error context (the page's accessibility snapshot when the test failed).
import { existsSync, readFileSync } from 'node:fs';

export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { attachments: { name: string; path?: string; body?: string }[] }[] }[];
  }[];
}

/** Lines of each part printed: the end of what the browser saw, the start of the page's main landmark. */
export const JOURNEY_DIAGNOSTIC_LINES = 40;

const indented = (lines: string[]) => lines.map((line) => `      ${line}`).join('\n');

function lastLines(text: string, count: number): string {
  const lines = text.trimEnd().split('\n');
  return indented(lines.length > count ? ['…', ...lines.slice(-count)] : lines);
}

/** The page's main landmark first (what the screen showed), else the snapshot's start. */
function mainOf(snapshot: string, count: number): string {
  const lines = snapshot.trimEnd().split('\n');
  const main = Math.max(0, lines.findIndex((line) => /^\s*- main\b/.test(line)));
  const shown = lines.slice(main, main + count);
  return indented(main + count < lines.length ? [...shown, '…'] : shown);
}

function pageSnapshot(errorContextFile: string | undefined): string | undefined {
  if (!errorContextFile || !existsSync(errorContextFile)) return undefined;
  // Under "# Page snapshot", or right under the error when a matcher took the snapshot itself.
  return [...readFileSync(errorContextFile, 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].at(-1)?.[1];
}

/** For every journey that failed (its retry too): its name, what its browser saw, and its page at the end. */
export function failedJourneyDiagnostics(suites: readonly PlaywrightSuite[]): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const attachments = test.results.at(-1)?.attachments ?? [];
        const seen = attachments.find((attachment) => attachment.name === 'page-diagnostics')?.body;
        const snapshot = pageSnapshot(attachments.find((attachment) => attachment.name === 'error-context')?.path);
        lines.push(
          `  ✗ ${spec.file}:${spec.line} › ${spec.title} (last attempt)`,
          `    what the browser saw:\n${seen ? lastLines(Buffer.from(seen, 'base64').toString('utf8'), JOURNEY_DIAGNOSTIC_LINES) : '      (nothing recorded)'}`,
          `    the page at the end:\n${snapshot ? mainOf(snapshot, JOURNEY_DIAGNOSTIC_LINES) : '      (no snapshot)'}`,
        );
      }
    }
    suite.suites?.forEach(visit);
  };
  suites.forEach(visit);
  return lines;
}
