import { describe, expect, it } from 'vitest';
import { callRateLimitsFromEnv, globalRateLimitFromEnv } from './rate-limit-env.ts';

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

describe('globalRateLimitFromEnv', () => {
  it('is 600 a minute by default, the given number otherwise, and off only for 0', () => {
    expect(globalRateLimitFromEnv(undefined)).toEqual({ max: 600, timeWindowMs: 60_000 });
    expect(globalRateLimitFromEnv('120')).toEqual({ max: 120, timeWindowMs: 60_000 });
    expect(globalRateLimitFromEnv('0')).toBe(false);
  });
});
