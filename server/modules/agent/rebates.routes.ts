// Agent programme calls: rebates. Being built: each answers 500 until its service lands.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AgentDeps } from './agent.deps.ts';

type Calls = 'opsRebateRates' | 'opsRebateRatesSet' | 'opsRebateSettle';

export function rebatesHandlers(_deps: AgentDeps): Pick<CallHandlers, Calls> {
  const notBuilt = (): Promise<never> => Promise.reject(new Error('not built yet'));
  return {
    opsRebateRates: notBuilt,
    opsRebateRatesSet: notBuilt,
    opsRebateSettle: notBuilt,
  };
}
