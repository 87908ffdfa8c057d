// The console's dashboard call: the queues the operator's roles may open, and today's figures for
// the roles that read money (payments, approver, auditor). The counts are index reads and always
// made; the day's sums only for an operator who sees them.
import { mayCall, type OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import { dayIn } from '../../../config/hall-time-zone.ts';
import type { Db } from '../../../db/database.ts';
import type { CallHandlers } from '../../../http/call-handler.ts';
import { approvalsAwaiting, daySums, queueCounts } from './dashboard.repo.ts';

export interface DashboardDeps {
  db: Db;
  now: () => Date;
  hallTimeZone: string;
}

/** Roles that see today's money figures. */
export const MONEY_FIGURE_ROLES: readonly OperatorRole[] = ['payments', 'approver', 'auditor'];

export function dashboardHandlers(deps: DashboardDeps): Pick<CallHandlers, 'opsDashboard'> {
  return {
    opsDashboard: async (_input, context) => {
      const { roles, operatorId } = context.operator!;
      const counts = await queueCounts(deps.db);
      const queues = {
        withdrawals: mayCall('/v2/ops/withdrawal/list', roles) ? counts.withdrawals : null,
        approvals: mayCall('/v2/ops/approval/approve', roles) ? await approvalsAwaiting(deps.db, operatorId, deps.now()) : null,
        kyc: mayCall('/v2/ops/kyc/list', roles) ? counts.kyc : null,
        agentApplications: mayCall('/v2/ops/agent/application/list', roles) ? counts.agentApplications : null,
      };
      if (!MONEY_FIGURE_ROLES.some((role) => roles.includes(role))) return { queues, today: null };
      const date = dayIn(deps.now(), deps.hallTimeZone);
      const sums = await daySums(deps.db, date, deps.hallTimeZone);
      return {
        queues,
        today: {
          date,
          timeZone: deps.hallTimeZone,
          depositCount: sums.depositCount,
          deposits: formatAmount(sums.deposits),
          withdrawalCount: sums.withdrawalCount,
          withdrawals: formatAmount(sums.withdrawals),
          rounds: sums.rounds,
          bets: formatAmount(sums.bets),
          wins: formatAmount(sums.wins),
          ggr: formatAmount(sums.bets - sums.wins),
        },
      };
    },
  };
}
