// Every call of the agent programme (spec §7 "Agent") and its operator calls.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AgentDeps } from './agent.deps.ts';
import { applicationsHandlers } from './applications.routes.ts';
import { membersHandlers } from './members.routes.ts';
import { rebatesHandlers } from './rebates.routes.ts';
import { reportsHandlers } from './reports.routes.ts';

export function agentHandlers(deps: AgentDeps) {
  return {
    ...applicationsHandlers(deps),
    ...membersHandlers(deps),
    ...reportsHandlers(deps),
    ...rebatesHandlers(deps),
  } satisfies Partial<CallHandlers>;
}
