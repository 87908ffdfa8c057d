// Agent programme calls: rebates (operator only): the rates per level and the settlement of a day.
import { transactionWithRetry } from '../../db/retry.ts';
import type { CallHandlers } from '../../http/call-handler.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import type { AgentDeps } from './agent.deps.ts';
import { requireFinishedPeriod } from './rebates.fns.ts';
import { listRates, replaceRates, settlePeriod } from './rebates.service.ts';

type Calls = 'opsRebateRates' | 'opsRebateRatesSet' | 'opsRebateSettle';

export function rebatesHandlers(deps: AgentDeps): Pick<CallHandlers, Calls> {
  return {
    opsRebateRates: async () => ({ rates: await listRates(deps.db) }),

    opsRebateRatesSet: async (input, context) => ({
      rates: await replaceRates(deps.db, input.rates, context.operator!.name, deps.now(), auditTrailOf(context)),
    }),

    opsRebateSettle: async (input, context) => {
      requireFinishedPeriod(input.period, deps.now(), deps.hallTimeZone);
      const result = await settlePeriod(deps.db, input.period, deps.hallTimeZone);
      context.log.info({ ...result, total: formatAmount(result.total), operator: context.operator!.name }, 'rebate settlement run');
      const answer = { period: result.period, agentsPaid: result.agentsPaid, total: formatAmount(result.total), settledNow: result.settledNow };
      // A settlement is one transaction per agent (each paid once, as the daily job pays them), so
      // the run is recorded once it is over, in a transaction of its own, with what it settled.
      await transactionWithRetry(deps.db, (tx) =>
        auditTrailOf(context)(tx, { action: 'agent.rebate.settle', targetType: 'rebate-period', targetId: input.period, before: null, after: answer }),
      );
      return answer;
    },
  };
}
