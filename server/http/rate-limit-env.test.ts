import { describe, expect, it } from 'vitest';
import { callRateLimitsFromEnv } from './rate-limit-env.ts';

describe('callRateLimitsFromEnv', () => {
  it('reads per-call limits a minute', () => {
    expect(callRateLimitsFromEnv(' login=3, registerSendEmailCode=40 ')).toEqual({
      login: { max: 3, timeWindowMs: 60_000 },
      registerSendEmailCode: { max: 40, timeWindowMs: 60_000 },
    });
    expect(callRateLimitsFromEnv(undefined)).toEqual({});
  });

  it('refuses unknown calls and malformed or zero limits at start-up', () => {
    expect(() => callRateLimitsFromEnv('logn=3')).toThrow(/logn=3/);
    expect(() => callRateLimitsFromEnv('login=ten')).toThrow();
    expect(() => callRateLimitsFromEnv('login=0')).toThrow();
  });
});
