// Limits from the environment: RATE_LIMIT_MAX (requests a minute per client on all of /v2) and
// RATE_LIMIT_CALLS="login=10,registerSendEmailCode=30" (per call, on top of the defaults in app.ts).
import { calls } from '../../src/contracts/index.ts';
import type { CallRateLimits } from './register-calls.ts';

export function callRateLimitsFromEnv(value: string | undefined): CallRateLimits {
  const limits: CallRateLimits = {};
  for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(\w+)=(\d+)$/.exec(entry);
    if (!match || !(match[1] in calls) || Number(match[2]) < 1) {
      throw new Error(`RATE_LIMIT_CALLS: "${entry}" is not <call name>=<requests a minute ≥ 1>`);
    }
    limits[match[1]] = { max: Number(match[2]), timeWindowMs: 60_000 };
  }
  return limits;
}

/** RATE_LIMIT_MAX: 0 turns the /v2-wide limit off (e.g. behind a limiting proxy); the per-call ones stay. */
export function globalRateLimitFromEnv(value: string | undefined): { max: number; timeWindowMs: number } | false {
  if (value === '0') return false;
  return { max: Number(value) || 600, timeWindowMs: 60_000 };
}
