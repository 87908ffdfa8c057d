// Which Vitest project runs which files, where vitest.config.ts and its tests both need it.
//
// The projects whose files run one at a time (vitest.config.ts): they start real server
// processes or race many connections against timeouts, and spend much of their time waiting on
// those processes, leases and PostgreSQL. `npm test` runs them from its start in a lane of their own,
// beside the other projects, the build and the journeys (scripts/test.ts).
export const SERIALIZABLE_PROJECT = 'api-serializable';
export const ALONE_PROJECT = 'api-alone';
export const ONE_AT_A_TIME_PROJECTS = [SERIALIZABLE_PROJECT, ALONE_PROJECT] as const;

/**
 * The client's unit files that keep state in their modules (the stores, the API client's session,
 * the loaded strings) or stub what a module reads: each gets a fresh module graph (unit-isolated).
 * The client's other unit files are pure logic and share the `unit` project's graph, which
 * `scripts/vitest-projects.test.ts` holds them to.
 */
export const CLIENT_FILES_WITH_MODULE_STATE = [
  'src/stores/**/*.test.ts',
  'src/api/**/*.test.ts',
  'src/i18n/**/*.test.ts',
  'src/islands/shared/formStore.test.ts',
  'src/lib/compressPhoto.test.ts',
  'src/lib/tracking.test.ts',
];

/** What makes a test file need a fresh module graph: a mock, a stub, fake timers, a store or the page's storage. */
const FRESH_GRAPH_NEEDS = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|\/stores\/|\bglobalThis\.|\b(?:localStorage|sessionStorage)\b/;

export function needsFreshGraph(source: string): boolean {
  return FRESH_GRAPH_NEEDS.test(source);
}
