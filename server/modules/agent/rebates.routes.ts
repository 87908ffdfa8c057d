// Agent programme calls: rebates (operator only): the rates per level and the settlement of a day.
import type { CallHandlers } from '../../http/call-handler.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import type { AgentDeps } from './agent.deps.ts';
import { requireFinishedPeriod } from './rebates.fns.ts';
import { listRates, replaceRates, settlePeriod } from './rebates.service.ts';

type Calls = 'opsRebateRates' | 'opsRebateRatesSet' | 'opsRebateSettle';

export function rebatesHandlers(deps: AgentDeps): Pick<CallHandlers, Calls> {
  return {
    opsRebateRates: async () => ({ rates: await listRates(deps.db) }),

    opsRebateRatesSet: async (input, context) => ({
      rates: await replaceRates(deps.db, input.rates, context.operator!.name, deps.now()),
    }),

    opsRebateSettle: async (input, context) => {
      requireFinishedPeriod(input.period, deps.now(), deps.hallTimeZone);
      const result = await settlePeriod(deps.db, input.period, deps.hallTimeZone);
      context.log.info({ ...result, total: formatAmount(result.total), operator: context.operator!.name }, 'rebate settlement run');
      return { period: result.period, agentsPaid: result.agentsPaid, total: formatAmount(result.total), settledNow: result.settledNow };
    },
  };
}
