// Agent programme calls: team reports (figures over a range, day by day, per direct member) and the
// team's deposit and withdrawal lists.
import type { CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import type { AgentDeps } from './agent.deps.ts';
import { dailyStatistics, memberReportPage, teamDrawPage, teamRechargePage, teamStatistics } from './reports.service.ts';

type Calls = 'agentDataStatistics' | 'agentTypeReportStatistics' | 'agentSubMemberReportPage' | 'agentSubMemberRechargePage' | 'agentSubMemberDrawPage';

export function reportsHandlers(deps: AgentDeps): Pick<CallHandlers, Calls> {
  return {
    agentDataStatistics: (input, context) => teamStatistics(deps, sessionOf(context).userId, input),
    agentTypeReportStatistics: (input, context) => dailyStatistics(deps, sessionOf(context).userId, input),
    agentSubMemberReportPage: (input, context) => memberReportPage(deps, sessionOf(context).userId, input),
    agentSubMemberRechargePage: (input, context) => teamRechargePage(deps, sessionOf(context).userId, input, context.locale),
    agentSubMemberDrawPage: (input, context) => teamDrawPage(deps, sessionOf(context).userId, input),
  };
}
