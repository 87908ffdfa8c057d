import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { opsReviewListRequest, opsReviewRecord } from './review.ts';
import { emptyRequest, pageOf } from './common.ts';
import { amountText } from './money.ts';

// The operator API of the agent programme: applications to become an agent and rebate rates.

const reason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}<>]*$/u));

export const opsAgentApplication = z.extend(opsReviewRecord, {
  /** Set once approved. */
  agentCode: z.nullable(z.string()),
});

export const opsAgentApplicationList = defineCall({
  path: '/v2/ops/agent/application/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'Agent applications, oldest first, by status (pending by default)',
  request: opsReviewListRequest,
  response: pageOf(opsAgentApplication),
});

export const opsAgentApplicationApprove = defineCall({
  path: '/v2/ops/agent/application/approve',
  auth: 'operator',
  tag: 'operations',
  summary: 'Approve a pending application: the player becomes an agent with a new agent code',
  request: z.strictObject({ id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
  response: opsAgentApplication,
});

export const opsAgentApplicationReject = defineCall({
  path: '/v2/ops/agent/application/reject',
  auth: 'operator',
  tag: 'operations',
  summary: 'Reject a pending application with a reason the player sees',
  request: z.strictObject({ id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)), reason }),
  response: opsAgentApplication,
});

/** Rebate rate of one level below the agent, in basis points of the team's bets (50 = 0.5 %). */
export const rebateRate = z.object({
  level: z.number().check(z.int(), z.gte(1), z.lte(32)),
  rateBasisPoints: z.number().check(z.int(), z.gte(0), z.lte(10_000)),
});

export const opsRebateRates = defineCall({
  path: '/v2/ops/agent/rebate/rates',
  auth: 'operator',
  tag: 'operations',
  summary: 'The rebate rate per level below an agent (levels not listed earn nothing)',
  request: emptyRequest,
  response: z.object({ rates: z.array(rebateRate) }),
});

export const opsRebateRatesSet = defineCall({
  path: '/v2/ops/agent/rebate/rates/set',
  auth: 'operator',
  tag: 'operations',
  summary: 'Replace the rebate rates; they apply to periods settled from now on',
  request: z.strictObject({ rates: z.array(rebateRate).check(z.maxLength(32)) }),
  response: z.object({ rates: z.array(rebateRate) }),
});

export const opsRebateSettle = defineCall({
  path: '/v2/ops/agent/rebate/settle',
  auth: 'operator',
  tag: 'operations',
  summary: "Settle one finished day (the hall's time zone): each agent is paid once; a rerun changes nothing",
  request: z.strictObject({ period: z.iso.date() }),
  response: z.object({
    period: z.iso.date(),
    /** Agents paid a rebate for the period, by this run or an earlier one. */
    agentsPaid: z.number().check(z.int()),
    /** Paid for the period in all. */
    total: amountText,
    /** Agents this run settled (paid or recorded at zero): 0 when the period was settled already. */
    settledNow: z.number().check(z.int()),
  }),
});
