import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { isoDateTime } from './common.ts';
import * as f from './fields.ts';
import { exclusionKinds, protectionEvent, protectionState } from './protection.ts';

// The operators' view of a player's protection, in a file of its own so the player's protection page
// never carries the operator API's paths.

export const opsProtectionGet = defineCall({
  path: '/v2/ops/protection/get',
  auth: 'operator',
  tag: 'operations',
  summary: "A player's limits, breaks and exclusions (all of them, past included) and the history of their settings",
  request: z.strictObject({ account: f.account }),
  response: z.object({
    account: z.string(),
    state: protectionState,
    exclusions: z.array(
      z.object({ kind: z.enum(exclusionKinds), startsAt: isoDateTime, endsAt: isoDateTime, operator: z.nullable(z.string()), reason: z.nullable(z.string()) }),
    ),
    history: z.array(protectionEvent),
  }),
});

export const opsProtectionExclude = defineCall({
  path: '/v2/ops/protection/exclude',
  auth: 'operator',
  idempotent: true,
  tag: 'operations',
  summary: "Exclude a player for a number of days (added to any exclusion of theirs; none can be removed)",
  request: z.strictObject({
    account: f.account,
    days: z.number().check(z.int(), z.gte(1), z.lte(36_500)),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}\p{Cf}<>]+$/u)),
  }),
  response: protectionState,
});
