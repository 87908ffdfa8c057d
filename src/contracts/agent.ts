import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import * as f from './fields.ts';
import { amountText, calendarRangeFields, moneyAmount, paymentStatuses, withdrawalStatuses } from './money.ts';

// The agent programme (spec §7 "Agent"): applications, the agent code, the team (a tree of any
// depth), transfers with direct members, and team reports. Every call takes the subtree boundary
// from the session: a user id outside the caller's own subtree answers 404.

/** `none` until the player applies; `approved` once an operator approved (the player is an agent). */
export const agentApplicationStates = ['none', 'pending', 'rejected', 'approved'] as const;
export type AgentApplicationState = (typeof agentApplicationStates)[number];

export const agentApplicationStatus = z.object({
  status: z.enum(agentApplicationStates),
  /** Why the last application was rejected; null otherwise. */
  reason: z.nullable(z.string()),
  appliedAt: z.nullable(isoDateTime),
  reviewedAt: z.nullable(isoDateTime),
});
export type AgentApplicationStatus = z.infer<typeof agentApplicationStatus>;

/** A member of the caller's team, or the caller: the root of a report. */
const teamUserId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const isAgent = defineCall({
  path: '/v2/app/agent/is/agent',
  auth: 'user',
  tag: 'agent',
  summary: 'Whether the signed-in user is an agent',
  request: emptyRequest,
  response: z.boolean(),
});

export const agentApply = defineCall({
  path: '/v2/app/agent/apply',
  auth: 'user',
  tag: 'agent',
  summary: 'Apply to become an agent; an operator reviews the application',
  request: emptyRequest,
  response: agentApplicationStatus,
});

export const agentApplyStatus = defineCall({
  path: '/v2/app/agent/apply/status',
  auth: 'user',
  tag: 'agent',
  summary: 'The state of the latest agent application: none, pending, rejected (with the reason) or approved',
  request: emptyRequest,
  response: agentApplicationStatus,
});

export const agentCodeCall = defineCall({
  path: '/v2/app/agent/code',
  auth: 'user',
  tag: 'agent',
  summary: "The agent's code, given to recruits as `?agentCode=` of the registration link (agents only)",
  request: emptyRequest,
  response: z.object({ agentCode: z.string() }),
});

/** One member of the caller's subtree. */
export const teamMember = z.object({
  userId: z.number().check(z.int()),
  account: z.string(),
  /** Levels below the caller (1 = a direct member). */
  level: z.number().check(z.int(), z.gte(1)),
  /** The account of the agent whose team the member joined (the caller for direct members). */
  teamName: z.string(),
  isAgent: z.boolean(),
  /** Members below this one (whole subtree, not counting the member). */
  teamSize: z.number().check(z.int(), z.gte(0)),
  lastLoginAt: z.nullable(isoDateTime),
  registeredAt: isoDateTime,
  /** The member's own balance. */
  userBalance: amountText,
  /** The member's balance plus every balance below them. */
  teamBalance: amountText,
});
export type TeamMember = z.infer<typeof teamMember>;

export const agentSubMemberPage = defineCall({
  path: '/v2/app/agent/sub/member/page',
  auth: 'user',
  tag: 'agent',
  summary: "Members of the caller's team, direct members first, searchable by account (agents only)",
  request: z.strictObject({
    ...pageRequest.shape,
    /** Part of an account name, case-insensitive. */
    account: z.optional(z.string().check(z.trim(), z.maxLength(20), z.regex(/^[A-Za-z0-9]*$/))),
    /** Only members this many levels below (1 = direct members). */
    level: z.optional(z.number().check(z.int(), z.gte(1), z.lte(64))),
  }),
  response: pageOf(teamMember),
});

export const agentSubMemberCreate = defineCall({
  path: '/v2/app/agent/sub/member/create',
  auth: 'user',
  tag: 'agent',
  summary: 'Create a direct member with an account and password; the member adds an email after signing in',
  request: z.strictObject({ account: f.account, password: f.password }),
  response: teamMember,
});

export const agentTransferDirections = ['to_member', 'from_member'] as const;

/** One transfer between an agent and a direct member. */
export const agentTransferRecord = z.object({
  orderSn: z.string(),
  direction: z.enum(agentTransferDirections),
  memberUserId: z.number().check(z.int()),
  memberAccount: z.string(),
  amount: amountText,
  /** The agent's balance after the transfer. */
  balance: amountText,
  createdAt: isoDateTime,
});
export type AgentTransferRecord = z.infer<typeof agentTransferRecord>;

export const agentMemberTransfer = defineCall({
  path: '/v2/app/agent/type/member/transfer',
  auth: 'user',
  idempotent: true,
  tag: 'agent',
  summary: "Move game coins from the agent's wallet to a direct member's; needs the agent's fund password",
  request: z.strictObject({
    userId: teamUserId,
    amount: moneyAmount,
    paymentPassword: f.paymentPassword,
  }),
  response: agentTransferRecord,
});

export const agentMemberTransferDecrease = defineCall({
  path: '/v2/app/agent/type/member/transfer/decrease',
  auth: 'user',
  idempotent: true,
  tag: 'agent',
  summary: "Take game coins back from a direct member to the agent's wallet; needs the member's login password",
  request: z.strictObject({
    userId: teamUserId,
    amount: moneyAmount,
    memberPassword: f.currentPassword,
  }),
  response: agentTransferRecord,
});

/** A report's range and root: inclusive days in the caller's calendar; `userId` defaults to the caller. */
export const teamReportFilter = z.strictObject({
  ...calendarRangeFields,
  userId: z.optional(teamUserId),
});

/**
 * The figures of spec §3 for a subtree over a range. Amounts are game coins. The hall charges no
 * deposit or withdrawal fees, so §3's "transaction fee" has no figure here.
 */
export const teamFigures = z.object({
  betCount: z.number().check(z.int()),
  betAmount: amountText,
  winAmount: amountText,
  /** Members' result: win − bet (negative when the team lost). */
  netAmount: amountText,
  rechargeCount: z.number().check(z.int()),
  rechargeAmount: amountText,
  withdrawCount: z.number().check(z.int()),
  withdrawAmount: amountText,
  registrations: z.number().check(z.int()),
  /** Members who played at least one round in the range. */
  activeUsers: z.number().check(z.int()),
  /** Rebate paid to the root agent for periods in the range. */
  rebateAmount: amountText,
  /** Operator credits to members (gifts). */
  giftAmount: amountText,
  /** Coins agents moved to members, and took back, inside the subtree. */
  transferInAmount: amountText,
  transferOutAmount: amountText,
});
export type TeamFigures = z.infer<typeof teamFigures>;

/** One step of the path from the caller down to a report's root. */
export const teamPathStep = z.object({ userId: z.number().check(z.int()), account: z.string() });

export const agentDataStatistics = defineCall({
  path: '/v2/app/agent/data/statistics',
  auth: 'user',
  tag: 'agent',
  summary: "Team figures over a range for the caller's subtree or one member's subtree, with the path down to it",
  request: teamReportFilter,
  response: z.extend(teamFigures, {
    /** The caller first, the report's root last. */
    path: z.array(teamPathStep),
    teamSize: z.number().check(z.int()),
    /** Balances now, not over the range. */
    teamBalance: amountText,
  }),
});

export const agentTypeReportStatistics = defineCall({
  path: '/v2/app/agent/type/report/statistics',
  auth: 'user',
  tag: 'agent',
  summary: 'The same figures day by day over the range (at most 92 days), for the chart',
  request: teamReportFilter,
  response: z.object({ days: z.array(z.extend(teamFigures, { date: z.iso.date() })) }),
});

export const memberReportSortKeys = [
  'account',
  'betAmount',
  'winAmount',
  'netAmount',
  'rechargeAmount',
  'withdrawAmount',
  'registrations',
  'activeUsers',
] as const;

export const agentSubMemberReportPage = defineCall({
  path: '/v2/app/agent/sub/member/report/page',
  auth: 'user',
  tag: 'agent',
  summary: "The figures per direct member of the report's root (each over the member's own subtree), sortable",
  request: z.strictObject({
    ...pageRequest.shape,
    ...teamReportFilter.shape,
    sortBy: z._default(z.enum(memberReportSortKeys), 'betAmount'),
    sortOrder: z._default(z.enum(['asc', 'desc']), 'desc'),
  }),
  response: pageOf(
    z.extend(teamFigures, {
      userId: z.number().check(z.int()),
      account: z.string(),
      isAgent: z.boolean(),
      teamSize: z.number().check(z.int()),
    }),
  ),
});

/** Filters of the team's deposit and withdrawal lists. */
const teamOrderFilter = {
  ...calendarRangeFields,
  /** Exact account of one member of the team. */
  account: z.optional(f.account),
};

export const teamRecharge = z.object({
  orderSn: z.string(),
  userId: z.number().check(z.int()),
  account: z.string(),
  channelName: z.string(),
  currency: z.string(),
  amount: amountText,
  coins: amountText,
  status: z.enum(paymentStatuses),
  createdAt: isoDateTime,
  paidAt: z.nullable(isoDateTime),
});

export const agentSubMemberRechargePage = defineCall({
  path: '/v2/app/agent/sub/member/recharge/page',
  auth: 'user',
  tag: 'agent',
  summary: "Deposits of the caller's team, newest first, filterable by member, status and date",
  request: z.strictObject({ ...pageRequest.shape, ...teamOrderFilter, status: z.optional(z.enum(paymentStatuses)) }),
  response: pageOf(teamRecharge),
});

export const teamWithdrawal = z.object({
  orderSn: z.string(),
  userId: z.number().check(z.int()),
  account: z.string(),
  method: z.string(),
  amount: amountText,
  status: z.enum(withdrawalStatuses),
  createdAt: isoDateTime,
  completedAt: z.nullable(isoDateTime),
});

export const agentSubMemberDrawPage = defineCall({
  path: '/v2/app/agent/sub/member/draw/page',
  auth: 'user',
  tag: 'agent',
  summary: "Withdrawals of the caller's team, newest first, filterable by member, status and date",
  request: z.strictObject({ ...pageRequest.shape, ...teamOrderFilter, status: z.optional(z.enum(withdrawalStatuses)) }),
  response: pageOf(teamWithdrawal),
});

// The operators' calls for the programme (applications, rebate rates) are in ops-agent.ts, apart
// from these: a file a player's page imports never holds operator calls (one shared chunk would
// carry them all).
