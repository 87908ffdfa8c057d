// ROLE: what one server process does. `api` serves the site and the /v2 calls without running the
// background jobs, `worker` runs the jobs and answers only /livez and /readyz (and /metrics on
// METRICS_PORT), `all` (the default, what `npm start` always did) does both. This is the one place
// that decides; server/main.ts passes the answer on (the jobs to buildApp, or none).
export const ROLES = ['api', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleParts {
  /** Serves the site and the calls to visitors on PORT. */
  servesCalls: boolean;
  /** Runs the background jobs. */
  runsJobs: boolean;
}

export function roleOf(value: string | undefined): Role {
  const role = value?.trim() || 'all';
  if (!(ROLES as readonly string[]).includes(role)) throw new Error(`ROLE must be one of ${ROLES.join(', ')}, not ${role}`);
  return role as Role;
}

export function partsOf(role: Role): RoleParts {
  return { servesCalls: role !== 'worker', runsJobs: role !== 'api' };
}
