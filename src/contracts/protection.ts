import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import { amountText } from './money.ts';

// Player protection: limits a player sets on themselves, breaks and self-exclusion, the reality
// check; and the operators' view. A setting that protects more takes effect at once, one that
// protects less after LIMIT_RAISE_DELAY_HOURS. Calendar periods (day, Monday-to-Sunday week,
// month) begin at midnight in the player's time zone.

/** Deposit and loss limits per calendar period, and the length of one signed-in session. */
export const protectionLimitKinds = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'sessionMinutes'] as const;
export type ProtectionLimitKind = (typeof protectionLimitKinds)[number];
export const moneyLimitKinds = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth'] as const;

/** A break (24 hours, 1 week, 6 weeks) or a self-exclusion (6 months, 1 year, 5 years). */
export const breakPeriods = ['24h', '1w', '6w'] as const;
export const selfExclusionPeriods = ['6m', '1y', '5y'] as const;
export const exclusionPeriods = [...breakPeriods, ...selfExclusionPeriods] as const;
export type ExclusionPeriod = (typeof exclusionPeriods)[number];

export const exclusionKinds = ['break', 'selfExclusion', 'operator'] as const;
export const realityCheckIntervals = [15, 30, 60] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
export const LIMIT_RAISE_DELAY_HOURS = 24;
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;

/** An IANA time zone name (the browser's); the server checks that it knows it. */
export const timeZoneName = z.string().check(z.maxLength(64), z.regex(/^[A-Za-z0-9_+\-/]{1,64}$/));

/** Money limits are amounts (four decimals at most); the session limit is whole minutes. */
const limitValue = z.string().check(
  z.trim(),
  z.regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'amount' }),
  z.refine((text) => /[1-9]/.test(text), { error: 'amountPositive' }),
);

export const protectionLimit = z.object({
  kind: z.enum(protectionLimitKinds),
  /** In force now: an amount ("500.0000") or minutes ("90"); null when none is set. */
  value: z.nullable(z.string()),
  /** A raise or removal waiting out its delay; the player may cancel it. */
  pending: z.nullable(z.object({ value: z.nullable(z.string()), at: isoDateTime })),
  /** Money limits: deposited or lost so far in the current period, and when that period ends. */
  used: z.nullable(amountText),
  resetsAt: z.nullable(isoDateTime),
});
export type ProtectionLimit = z.infer<typeof protectionLimit>;

export const protectionExclusion = z.object({
  kind: z.enum(exclusionKinds),
  until: isoDateTime,
});

export const protectionState = z.object({
  timeZone: z.string(),
  limits: z.array(protectionLimit),
  /** The break or exclusion in force now (the one that lasts longest), or null. */
  exclusion: z.nullable(protectionExclusion),
  realityCheckMinutes: z.number().check(z.int()),
});
export type ProtectionState = z.infer<typeof protectionState>;

export const protectionGet = defineCall({
  path: '/v2/user/protection/get',
  auth: 'user',
  tag: 'protection',
  summary: "The signed-in player's limits (in force and pending), break or exclusion, and reality-check interval",
  request: emptyRequest,
  response: protectionState,
});

export const protectionLimitSet = defineCall({
  path: '/v2/user/protection/limit/set',
  auth: 'user',
  tag: 'protection',
  summary: 'Set a limit: a lower one takes effect at once, a higher one after 24 hours (shown as pending)',
  request: z.strictObject({ kind: z.enum(protectionLimitKinds), value: limitValue, timeZone: z.optional(timeZoneName) }),
  response: protectionState,
});

export const protectionLimitRemove = defineCall({
  path: '/v2/user/protection/limit/remove',
  auth: 'user',
  tag: 'protection',
  summary: 'Remove a limit after 24 hours (shown as pending until then)',
  request: z.strictObject({ kind: z.enum(protectionLimitKinds) }),
  response: protectionState,
});

export const protectionLimitCancel = defineCall({
  path: '/v2/user/protection/limit/cancel',
  auth: 'user',
  tag: 'protection',
  summary: 'Cancel a pending raise or removal: the limit in force stays',
  request: z.strictObject({ kind: z.enum(protectionLimitKinds) }),
  response: protectionState,
});

export const protectionExclude = defineCall({
  path: '/v2/user/protection/exclude',
  auth: 'user',
  tag: 'protection',
  summary: 'Take a break (24h, 1w, 6w) or self-exclude (6m, 1y, 5y); neither can be shortened or undone',
  request: z.strictObject({ period: z.enum(exclusionPeriods), timeZone: z.optional(timeZoneName) }),
  response: protectionState,
});

export const protectionRealityCheckSet = defineCall({
  path: '/v2/user/protection/reality-check',
  auth: 'user',
  tag: 'protection',
  summary: 'How often the machine screens pause for a reality check: every 15, 30 or 60 minutes',
  request: z.strictObject({ minutes: z.union(realityCheckIntervals.map((m) => z.literal(m))), timeZone: z.optional(timeZoneName) }),
  response: protectionState,
});

export const protectionSession = defineCall({
  path: '/v2/user/protection/session',
  auth: 'user',
  tag: 'protection',
  summary: "The current session's start, amount bet and net result, and the reality-check interval",
  request: emptyRequest,
  response: z.object({
    startedAt: isoDateTime,
    now: isoDateTime,
    bet: amountText,
    /** Wins minus bets: negative when the session lost. */
    net: amountText,
    realityCheckMinutes: z.number().check(z.int()),
  }),
});

export const protectionEvent = z.object({
  event: z.string(),
  detail: z.record(z.string(), z.string()),
  actor: z.string(),
  createdAt: isoDateTime,
});


