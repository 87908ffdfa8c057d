import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './trust-proxy-env.ts';

describe('trustProxyFromEnv', () => {
  it('is off unless set', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
  });

  it('reads true or a list of addresses and CIDRs', () => {
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv(' 10.0.0.1, 192.168.0.0/16 ,::1,fd00::/8,loopback ')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else at start-up, naming the setting and the wrong entry', () => {
    expect(() => trustProxyFromEnv('yes')).toThrow(/TRUST_PROXY: "yes"/);
    // Fastify 5 would ignore a hop count; refusing it says so instead of trusting nothing silently.
    expect(() => trustProxyFromEnv('1')).toThrow(/TRUST_PROXY: a hop count/);
    expect(() => trustProxyFromEnv('10.0.0.1, proxy.example')).toThrow(/"proxy.example"/);
    expect(() => trustProxyFromEnv('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
    expect(() => trustProxyFromEnv('10.0.0.300')).toThrow();
    expect(() => trustProxyFromEnv(',')).toThrow(/TRUST_PROXY/);
  });
});
