// The Vitest projects whose files run one at a time (vitest.config.ts): they start real server
// processes or race many connections against timeouts, and spend much of their time waiting on
// those processes, leases and PostgreSQL. `npm test` runs them from its start in a lane of their own,
// beside the other projects, the build and the journeys (scripts/test.ts).
export const SERIALIZABLE_PROJECT = 'api-serializable';
export const ALONE_PROJECT = 'api-alone';
export const ONE_AT_A_TIME_PROJECTS = [SERIALIZABLE_PROJECT, ALONE_PROJECT] as const;
