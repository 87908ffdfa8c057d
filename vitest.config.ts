import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.ts';
import { ALONE_PROJECT, CLIENT_FILES_WITH_MODULE_STATE, SERIALIZABLE_PROJECT } from './scripts/vitest-projects.ts';

// Test projects:
//  unit       – pure logic (shared, server fns, scripts, the client's pure files) in Node, one
//               module graph per worker; unit-isolated: the client's stores, API client and string
//               loader, and the files that mock or stub a module, each file with a fresh module graph
//  api        – the Fastify app through app.inject, on PGlite and (when reachable) PostgreSQL;
//               api-isolated: the API files that mock a module, each with a fresh module graph;
//               api-serializable: the concurrency suites again, every transaction serializable;
//               api-alone: the suites that start server processes or race many connections, one file at a time
//  component  – React islands/components in happy-dom
//  storybook  – every story as a browser test in Chromium (added in .storybook setup)
/** Unit files outside src/ that vi.mock a module: isolated (unit-isolated). */
const UNIT_FILES_THAT_MOCK_MODULES = ['shared/games/tables-only.test.ts'];
/** API files that vi.mock a module: they run in a project of their own, isolated. */
const API_FILES_THAT_MOCK_MODULES = ['tests/api/auth-enumeration.test.ts'];
/** The suites of many connections at once: run a second time, serializable (api-serializable). */
const API_CONCURRENCY_FILES = ['tests/api/*-concurrency.test.ts'];
/**
 * API files that run alone, after the others: they start real server processes (migrations on an
 * empty database, a PGlite boot, the CLI) or race many connections against timeouts and the
 * deadlock detector, so a second file beside them only adds load to what they measure.
 */
const API_FILES_RUN_ALONE = [
  ...API_CONCURRENCY_FILES,
  'tests/api/agent-rebates-cli.test.ts',
  'tests/api/boot-modes.test.ts',
  'tests/api/boot-processes.test.ts',
  'tests/api/data-dir-lock.test.ts',
  'tests/api/db-retry.test.ts',
  'tests/api/jobs-once-per-slot.test.ts',
  'tests/api/kill-processes.test.ts',
  'tests/api/limits-lock.test.ts',
  'tests/api/limits-shared.test.ts',
  'tests/api/ops-audit-verify.test.ts',
  'tests/api/ops-cli.test.ts',
  'tests/api/process-operations.test.ts',
  'tests/api/shutdown.test.ts',
];
/**
 * One file at a time, after every other project has finished (in `npm test`, a lane beside the
 * journeys and the lint). Their tests start processes, boot databases and race connections:
 * 4 minutes each, as fresh-clone runs on a slow machine of this kind put the CLI tests, the
 * ledger race (10.6 s alone) and the audit CLI on PGlite at 35–82 s. Only the tests of several
 * PGlite boots and the serializable wallet race say more.
 */
const RUN_ALONE = { maxWorkers: 1, sequence: { groupOrder: 1 }, testTimeout: 240_000, hookTimeout: 240_000 };
/** The suites that wait on PostgreSQL, a test server or a browser: one file per core at a time. */
const FILES_AT_ONCE = '100%';
/**
 * Where a file gets a fresh module graph of its own: a VM context of its own (with its own window in
 * the component project) in a worker thread that the files take in turn. Each file still evaluates
 * its modules afresh, so no store, string or stub carries over; but the thread and happy-dom are
 * loaded once per worker (each file gets a fresh window), and the packages each file evaluates again
 * (React DOM, Testing Library) are compiled once. `npx vitest run --project component --project
 * unit-isolated`, alternately: 83.7 and 78.2 core-seconds with a thread per file ('threads'), 52.8 and 40.0 here
 * (a child process per file was 55.6–58.8 against 51.5–54.7 for threads, on a faster machine).
 * Code that reads an error from fetch names it by its `name`, not `instanceof` (another realm's
 * error). The server's projects stay in processes (the module format hook, PGlite, argon2).
 */
const FRESH_GRAPH_POOL = 'vmThreads';
/** The server's module format hook (server/runtime/module-format-hooks.ts) in the projects that import the server. */
const MODULE_FORMAT_HOOKS = 'tests/support/module-format-hooks.setup.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // Vitest's default for a run is one file fewer than the cores: one at a time on two cores, while
    // most files wait on PostgreSQL or a server most of the time. Every core runs a file instead, and
    // the suites that load the machine themselves run after, one at a time (api-alone, api-serializable).
    maxWorkers: FILES_AT_ONCE,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...UNIT_FILES_THAT_MOCK_MODULES, ...CLIENT_FILES_WITH_MODULE_STATE],
          setupFiles: [MODULE_FORMAT_HOOKS],
          // One module graph per worker, as in the API suites: a fresh process per file imported
          // Drizzle (whose 179 KB package.json Node's loader reads back for each of its modules),
          // the server and the game tables again for each file. `npx vitest run --project unit
          // --project unit-isolated` on a slow 2-core machine: 121 s and 230 core-seconds with
          // every file isolated, 92 s and 169 with this project's files sharing.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          // The client's stores keep their state in their modules, and these files mock modules:
          // each file gets a fresh graph.
          include: [...CLIENT_FILES_WITH_MODULE_STATE, ...UNIT_FILES_THAT_MOCK_MODULES],
          pool: FRESH_GRAPH_POOL,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          setupFiles: [MODULE_FORMAT_HOOKS],
          include: ['tests/api/**/*.test.ts'],
          exclude: [...API_FILES_THAT_MOCK_MODULES, ...API_FILES_RUN_ALONE],
          // The files of a worker share one module graph (server, Drizzle, Fastify, contracts)
          // instead of importing it again per file: each file still builds its own app on its own
          // database, and this took the import share of the API run from about 27 % to 2 %.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // A vi.mock of a module the server imports only reaches a fresh module graph.
          name: 'api-isolated',
          environment: 'node',
          setupFiles: [MODULE_FORMAT_HOOKS],
          include: API_FILES_THAT_MOCK_MODULES,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The concurrency suites again with every PostgreSQL transaction serializable, the isolation
          // of CockroachDB and of YugabyteDB without its read-committed flag: node-postgres reads
          // PGOPTIONS for each connection it opens. PostgreSQL only (PGlite has one connection and no
          // such isolation); the suites skip without it, and CI requires it.
          name: SERIALIZABLE_PROJECT,
          environment: 'node',
          include: API_CONCURRENCY_FILES,
          // The wallet suite's deposits are 10 a player here instead of 25: every conflict it provokes
          // still happens, and a whole run on a slow machine no longer outlasts its timeout.
          env: { PGOPTIONS: '-c default_transaction_isolation=serializable', API_DATABASES: 'postgres', WALLET_DEPOSITS_PER_PLAYER: '10' },
          setupFiles: [MODULE_FORMAT_HOOKS, 'tests/api/support/retry-report.ts'],
          isolate: false,
          ...RUN_ALONE,
        },
      },
      {
        extends: true,
        test: {
          name: ALONE_PROJECT,
          environment: 'node',
          setupFiles: [MODULE_FORMAT_HOOKS],
          include: API_FILES_RUN_ALONE,
          isolate: false,
          ...RUN_ALONE,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          // Islands call a real local test server through ky; when the API suites share the two cores,
          // a test of several rounds can pass 5 s without anything being wrong.
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test-support/componentSetup.ts'],
          pool: FRESH_GRAPH_POOL,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // The machine's stories play whole rounds with their animation: 14–16 s of 30 in fresh-clone
          // runs on a slow machine of this kind.
          testTimeout: 60_000,
          // After each story: it must fit a 390 px phone (see the file).
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Debian Chromium (or CHROMIUM_PATH), never a downloaded browser.
              launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
