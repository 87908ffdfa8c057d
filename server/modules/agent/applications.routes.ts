// Agent programme calls: applications. Being built: each answers 500 until its service lands.
import type { CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import type { AgentDeps } from './agent.deps.ts';
import { isAgentUser } from './team-scope.ts';

type Calls = 'isAgent' | 'agentApply' | 'agentApplyStatus' | 'agentCode' | 'opsAgentApplicationList' | 'opsAgentApplicationApprove' | 'opsAgentApplicationReject';

export function applicationsHandlers(deps: AgentDeps): Pick<CallHandlers, Calls> {
  const notBuilt = (): Promise<never> => Promise.reject(new Error('not built yet'));
  return {
    isAgent: async (_input, context) => isAgentUser(deps.db, sessionOf(context).userId),
    agentApply: notBuilt,
    agentApplyStatus: notBuilt,
    agentCode: notBuilt,
    opsAgentApplicationList: notBuilt,
    opsAgentApplicationApprove: notBuilt,
    opsAgentApplicationReject: notBuilt,
  };
}
