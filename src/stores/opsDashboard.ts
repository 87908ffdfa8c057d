import { computed } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import { opsDashboard, type OpsDashboard } from '../contracts/ops-dashboard.ts';
import { createRemote } from './remote.ts';

// The console dashboard: what waits for review (the parts the operator's roles may open) and today's
// figures. One read on open; the island renders what this store says. A console session that ended
// opens the sign-in page (opsSession.ts); a browser never signed in sees the island's sign-in link.

export const dashboardRemote = createRemote((_: void, signal: AbortSignal) => opsCall(opsDashboard, {}, { signal }));

export type DashboardView =
  | { view: 'loading' }
  | { view: 'signedOut' }
  | { view: 'failed' }
  | { view: 'ready'; data: OpsDashboard; queues: DashboardQueue[] };

export const DASHBOARD_QUEUES = ['withdrawals', 'approvals', 'kyc', 'agentApplications'] as const;
export type DashboardQueueId = (typeof DASHBOARD_QUEUES)[number];
export interface DashboardQueue {
  id: DashboardQueueId;
  count: number;
}

/** The queues this operator sees, in the dashboard's order (those its roles may not open are left out). */
export function visibleQueues(data: OpsDashboard): DashboardQueue[] {
  return DASHBOARD_QUEUES.flatMap((id) => (data.queues[id] === null ? [] : [{ id, count: data.queues[id] }]));
}

export const $dashboardView = computed(dashboardRemote.$state, (state): DashboardView => {
  if (state.status === 'failed') return isApiError(state.error) && state.error.code === 401 ? { view: 'signedOut' } : { view: 'failed' };
  if (state.data === undefined) return { view: 'loading' };
  return { view: 'ready', data: state.data, queues: visibleQueues(state.data) };
});

export const loadDashboard = (): Promise<void> => dashboardRemote.load(undefined);
