// The journeys' app raises every per-call limit but the login's (which the throttling project
// proves): a limit added to app.ts without being raised there fails journeys only once a quiet
// machine registers players fast enough to reach it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_RATE_LIMITS } from '../../server/app.ts';
import { JOURNEY_CALL_LIMITS } from '../e2e/support/servers.ts';

describe('journey rate limits', () => {
  it('raise every per-call limit of app.ts but the login', () => {
    const raised = new Set(JOURNEY_CALL_LIMITS.split(',').map((entry) => entry.split('=')[0]));
    const limited = Object.keys(DEFAULT_CALL_RATE_LIMITS).filter((call) => call !== 'login');
    expect(limited.filter((call) => !raised.has(call))).toEqual([]);
    expect(raised.has('login')).toBe(false);
  });
});
