// Agent programme calls: reports. Being built: each answers 500 until its service lands.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AgentDeps } from './agent.deps.ts';

type Calls = 'agentDataStatistics' | 'agentTypeReportStatistics' | 'agentSubMemberReportPage' | 'agentSubMemberRechargePage' | 'agentSubMemberDrawPage';

export function reportsHandlers(_deps: AgentDeps): Pick<CallHandlers, Calls> {
  const notBuilt = (): Promise<never> => Promise.reject(new Error('not built yet'));
  return {
    agentDataStatistics: notBuilt,
    agentTypeReportStatistics: notBuilt,
    agentSubMemberReportPage: notBuilt,
    agentSubMemberRechargePage: notBuilt,
    agentSubMemberDrawPage: notBuilt,
  };
}
