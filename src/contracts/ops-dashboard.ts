import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest } from './common.ts';
import { amountText, dateText } from './money.ts';

// The console's first screen: what waits for a decision, and today's money in the hall's time zone.
// Each part is null when the operator's roles may not open what it counts (the role table decides),
// so one call serves every operator without showing a figure a role may not read.

export const opsDashboardQueues = z.object({
  /** Withdrawals in review (payments, auditor). */
  withdrawals: z.nullable(z.number().check(z.int())),
  /** Four-eyes approvals awaiting my decision: pending, not expired, made by another operator (approver). */
  approvals: z.nullable(z.number().check(z.int())),
  /** KYC submissions pending (kyc). */
  kyc: z.nullable(z.number().check(z.int())),
  /** Agent applications pending (agents). */
  agentApplications: z.nullable(z.number().check(z.int())),
});

/** Paid deposits by the time they were paid, completed withdrawals by the time they completed, rounds by the time they were played. */
export const opsDashboardToday = z.object({
  date: dateText,
  /** The IANA time zone "today" is counted in (HALL_TIME_ZONE). */
  timeZone: z.string(),
  depositCount: z.number().check(z.int()),
  deposits: amountText,
  withdrawalCount: z.number().check(z.int()),
  withdrawals: amountText,
  rounds: z.number().check(z.int()),
  bets: amountText,
  wins: amountText,
  /** Bets − wins: what the hall kept (negative when players won more). */
  ggr: amountText,
});
export type OpsDashboardToday = z.infer<typeof opsDashboardToday>;

export const opsDashboard = defineCall({
  path: '/v2/ops/dashboard',
  auth: 'operator',
  tag: 'operations',
  summary: "What waits for review (per the operator's roles) and today's deposits, withdrawals, bets, wins and GGR in the hall's time zone",
  request: emptyRequest,
  response: z.object({
    queues: opsDashboardQueues,
    /** Null unless the operator may read money figures (payments, approver, auditor). */
    today: z.nullable(opsDashboardToday),
  }),
});
export type OpsDashboard = z.infer<typeof opsDashboard.response>;
