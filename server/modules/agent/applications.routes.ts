// Agent programme calls: becoming an agent (apply, status, the agent code) and the operator's review.
import type { CallHandlers } from '../../http/call-handler.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import type { AgentDeps } from './agent.deps.ts';
import * as applications from './applications.service.ts';
import { isAgentUser } from './team-scope.ts';

type Calls = 'isAgent' | 'agentApply' | 'agentApplyStatus' | 'agentCode' | 'opsAgentApplicationList' | 'opsAgentApplicationApprove' | 'opsAgentApplicationReject';

export function applicationsHandlers(deps: AgentDeps): Pick<CallHandlers, Calls> {
  return {
    isAgent: async (_input, context) => isAgentUser(deps.db, sessionOf(context).userId),
    agentApply: async (_input, context) => applications.apply(deps, sessionOf(context).userId),
    agentApplyStatus: async (_input, context) => applications.applicationStatus(deps, sessionOf(context).userId),
    agentCode: async (_input, context) => applications.agentCodeOf(deps, sessionOf(context).userId),
    opsAgentApplicationList: async (input) => applications.listForOperator(deps, input),
    opsAgentApplicationApprove: async ({ id }, context) => applications.approve(deps, id, context.operator!.name, auditTrailOf(context)),
    opsAgentApplicationReject: async ({ id, reason }, context) => applications.reject(deps, id, context.operator!.name, reason, auditTrailOf(context)),
  };
}
