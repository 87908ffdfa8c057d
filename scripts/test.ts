// `npm test`: every suite that needs no network, with one summary at the end. Browser suites never
// skip silently: without Chromium we install it (as root) or stop with the one command that does.
//
// After the locale check, two lanes at once: the Vitest files that run one at a time (started server
// processes, leases, races against timeouts: alone they leave the machine two fifths idle); and the
// Vitest projects whose files run side by side, then the site build and the journeys, printing as
// they go; once the site is built, the lint and the typecheck join them. A step that runs beside
// another one printing keeps its output in a file, printed when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { INSTALL_COMMAND, findChromium } from './browser.ts';
import { failedJourneyDiagnostics, type PlaywrightSuite } from './journey-diagnostics.ts';
import { postgresTestsPassed } from './postgres-tests.ts';
import { BUILD_VARIABLES, writeBuildStamp } from '../server/site-build.ts';
import { appServerEnv } from '../tests/e2e/support/servers.ts';
import { ONE_AT_A_TIME_PROJECTS } from './vitest-projects.ts';

// Every Node process the suite starts (about 40 servers, the operator CLI's calls, Vitest's and
// Playwright's workers, the build) keeps each module's compiled code, and the TypeScript stripping of
// our own files, in one folder on disk and reuses it: the first process to load a module compiles it,
// the others read it back (Node's module compile cache; README, "What makes the suite faster").
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile-cache');

const startedAt = performance.now();
const results: { step: string; ok: boolean; seconds?: number }[] = [];
const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0, onPostgres: 0 };
/** Names of the failed tests, repeated in the summary: a CI log may keep only its tail. */
const failedTests: string[] = [];

/**
 * Runs one step. With `logFile` the step's output goes to that file (the child's own descriptor,
 * not a pipe, so a process the step leaves behind cannot hold it open) and is printed once the step
 * has ended: for a step that runs beside another one printing as it goes.
 */
function run(step: string, command: string, options: { env?: Record<string, string>; logFile?: string } = {}): Promise<boolean> {
  const { env = {}, logFile } = options;
  console.log(`\n▶ ${step}${logFile ? ' (beside other steps; its output follows when it ends)' : ''}: ${command}`);
  const started = performance.now();
  const log = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(command, { stdio: log === undefined ? 'inherit' : ['ignore', log, log], shell: true, env: { ...process.env, ...env } });
  if (log !== undefined) closeSync(log);
  return new Promise((resolve) => {
    child.on('exit', (status) => {
      const seconds = (performance.now() - started) / 1000;
      if (logFile) console.log(`\n▶ ${step}: ended after ${duration(seconds)}; its output (${logFile}):\n${readFileSync(logFile, 'utf8')}`);
      results.push({ step, ok: status === 0, seconds });
      resolve(status === 0);
    });
  });
}

/** 754 s → "12 min 34 s". */
function duration(seconds: number): string {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

function ensureBrowser(): void {
  if (findChromium()) return;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing; installing it: ${INSTALL_COMMAND}`);
    const { status } = spawnSync(INSTALL_COMMAND, { stdio: 'inherit', shell: true, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (status === 0 && findChromium()) return;
  }
  console.error(`The browser suites need Chromium. Install it with:\n  sudo ${INSTALL_COMMAND}\n(or set CHROMIUM_PATH)`);
  process.exit(1);
}

function addVitestCounts(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<'numPassedTests' | 'numFailedTests' | 'numPendingTests' | 'numTodoTests', number>> &
    Parameters<typeof postgresTestsPassed>[0];
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  counts.onPostgres += postgresTestsPassed(report);
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failedTests.push(`${(file.name ?? '').replace(`${process.cwd()}/`, '')} › ${test.fullName ?? test.title}`);
    }
  }
}

/** What a failed journey's browser showed and saw last, for the summary: a CI log may keep only its tail. */
const journeyDiagnostics: string[] = [];

function addPlaywrightCounts(file: string): void {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats?: Partial<Record<'expected' | 'flaky' | 'unexpected' | 'skipped', number>>;
    suites?: PlaywrightSuite[];
  };
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.flaky += stats?.flaky ?? 0;
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
  journeyDiagnostics.push(...failedJourneyDiagnostics(suites ?? []));
}

ensureBrowser();
rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const vitestReport = (name: string) => `--reporter=default --reporter=json --outputFile.json=test-results/${name}.json`;
const oneAtATime = ONE_AT_A_TIME_PROJECTS.map((project) => `--project ${project}`).join(' ');

await run('locales', 'npm run --silent check:locales');
// First: the longest lane of little CPU, so the side-by-side files, the build and the journeys fill the cores around it.
const oneAtATimeVitest = run(`vitest, one file at a time (${ONE_AT_A_TIME_PROJECTS.join(', ')})`, `npx vitest run ${oneAtATime} ${vitestReport('vitest-one-at-a-time')}`, {
  logFile: 'test-results/vitest-one-at-a-time.log',
});
await run(
  'vitest (unit, api, component, storybook)',
  `npx vitest run ${ONE_AT_A_TIME_PROJECTS.map((project) => `--project '!${project}'`).join(' ')} ${vitestReport('vitest')}`,
);

// Built with the journeys' build variables (a download link) and stamped, so the journeys'
// `npm start` finds dist/ current instead of building it a second time.
const journeyBuildEnv = Object.fromEntries(Object.entries(appServerEnv(0)).filter(([name]) => (BUILD_VARIABLES as readonly string[]).includes(name)));
const siteBuilt = run('site build', 'npm run --silent build', { env: journeyBuildEnv }).then((built) => {
  if (built) writeBuildStamp('dist', { ...process.env, ...journeyBuildEnv });
  return built;
});
const journeys = siteBuilt.then(async (built) => {
  if (!built) {
    results.push({ step: 'playwright (skipped: the site did not build)', ok: false });
    return;
  }
  await run('playwright (Chromium journeys against npm start)', 'npx playwright test', {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' },
  });
  addPlaywrightCounts('test-results/playwright.json');
});
const checks = (async () => {
  // The lint's `astro sync` and the typecheck read the content types the build writes: not while it writes them.
  await siteBuilt;
  // One TypeScript program for both (scripts/typecheck-and-lint.ts): ESLint's type-aware rules reuse what tsc checked.
  await run('typecheck and lint (tsc, ESLint with zero warnings)', 'npm run --silent typecheck-and-lint', { logFile: 'test-results/typecheck-and-lint.log' });
})();
await Promise.all([journeys, oneAtATimeVitest, checks]);

addVitestCounts('test-results/vitest.json');
addVitestCounts('test-results/vitest-one-at-a-time.json');
// Under CI the PostgreSQL suites are part of the run: none passing there is a failure, not a skip.
if (process.env.CI === 'true' && counts.onPostgres === 0) {
  results.push({ step: 'PostgreSQL suites (CI=true: none ran; start PostgreSQL, see .ci/run)', ok: false });
}

if (journeyDiagnostics.length) console.log(`\nFailed journeys\n${journeyDiagnostics.join('\n')}`);
console.log('\nSummary');
for (const { step, ok, seconds } of results) console.log(`  ${ok ? '✓' : '✗'} ${step}${seconds === undefined ? '' : ` (${duration(seconds)})`}`);
const failedSteps = results.filter((r) => !r.ok).length;
for (const name of failedTests) console.log(`  ✗ ${name}`);
if (counts.flaky) console.log(`  ! ${counts.flaky} journey(s) passed only on their retry (flaky): see the Playwright output above`);
console.log(
  `${counts.passed} passed, ${Math.max(counts.failed, failedSteps)} failed, ${counts.skipped} skipped in ${duration((performance.now() - startedAt) / 1000)}`,
);
console.log(`${counts.onPostgres} of the passed tests ran on PostgreSQL${counts.onPostgres ? '' : ' (none answered: PGlite only)'}`);
process.exit(failedSteps === 0 ? 0 : 1);
