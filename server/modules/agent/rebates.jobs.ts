// The rebate settlement job, run beside the wallet jobs (the job system, once per occurrence; tests
// call settleDueRebates on demand): every few minutes it settles the finished days of the last week
// that some agent has no settlement for. Runs at the same moment (the operator's and the job's)
// pay nobody twice: the settlement's primary key decides (rebates.service.ts).
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { periodsToSettle } from './rebates.fns.ts';
import { periodHasUnsettledAgents, settlePeriod, type SettlementResult } from './rebates.service.ts';

export const REBATE_SETTLE_EVERY_MS = 5 * 60_000;

/** Settles every due period with an unsettled agent, oldest first; answers what each run wrote. */
export async function settleDueRebates(deps: Pick<WalletDeps, 'db' | 'now' | 'log'>, zone: string): Promise<SettlementResult[]> {
  const results: SettlementResult[] = [];
  for (const period of periodsToSettle(deps.now(), zone)) {
    if (!(await periodHasUnsettledAgents(deps.db, period))) continue;
    const result = await settlePeriod(deps.db, period, zone);
    results.push(result);
    if (result.settledNow > 0) {
      deps.log.info({ period, settledNow: result.settledNow, agentsPaid: result.agentsPaid, total: formatAmount(result.total) }, 'rebates settled');
    }
  }
  return results;
}

export function rebateJobs(deps: WalletDeps, zone: string): WalletJob[] {
  return [{ name: 'rebates:settle', everyMs: REBATE_SETTLE_EVERY_MS, run: () => settleDueRebates(deps, zone) }];
}
