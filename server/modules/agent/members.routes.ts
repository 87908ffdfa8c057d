// Agent programme calls: members. Being built: each answers 500 until its service lands.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AgentDeps } from './agent.deps.ts';

type Calls = 'agentSubMemberPage' | 'agentSubMemberCreate' | 'agentMemberTransfer' | 'agentMemberTransferDecrease';

export function membersHandlers(_deps: AgentDeps): Pick<CallHandlers, Calls> {
  const notBuilt = (): Promise<never> => Promise.reject(new Error('not built yet'));
  return {
    agentSubMemberPage: notBuilt,
    agentSubMemberCreate: notBuilt,
    agentMemberTransfer: notBuilt,
    agentMemberTransferDecrease: notBuilt,
  };
}
