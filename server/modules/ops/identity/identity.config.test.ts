import { describe, expect, it } from 'vitest';
import { ipAllowed, ipAllowListFrom, opsIdentityConfigFromEnv } from './identity.config.ts';

describe('OPS_IP_ALLOW', () => {
  it('takes addresses and CIDR blocks of both families', () => {
    const list = ipAllowListFrom(' 10.0.0.0/8, 192.168.1.7 ,2001:db8::/32');
    expect(ipAllowed(list, '10.200.3.4')).toBe(true);
    expect(ipAllowed(list, '::ffff:10.1.1.1')).toBe(true);
    expect(ipAllowed(list, '192.168.1.7')).toBe(true);
    expect(ipAllowed(list, '192.168.1.8')).toBe(false);
    expect(ipAllowed(list, '2001:db8:1::5')).toBe(true);
    expect(ipAllowed(list, '2001:db9::5')).toBe(false);
    expect(ipAllowed(list, 'not-an-address')).toBe(false);
  });

  it('lets everyone through when unset', () => {
    expect(ipAllowed(null, '203.0.113.9')).toBe(true);
  });

  it('names a bad entry', () => {
    expect(() => ipAllowListFrom('10.0.0.0/33')).toThrow('"10.0.0.0/33" has a bad prefix length');
    expect(() => ipAllowListFrom('10.0.0/8')).toThrow('"10.0.0/8" is not an address or CIDR block');
    expect(() => ipAllowListFrom('10.0.0.0/8/1')).toThrow('is not an address or CIDR block');
  });
});

describe('session settings', () => {
  it('default to 15 idle minutes and 8 hours, and read OPS_SESSION_*', () => {
    expect(opsIdentityConfigFromEnv({})).toMatchObject({ idleMs: 15 * 60_000, maxMs: 8 * 3_600_000, ipAllow: null, secureCookie: false });
    expect(opsIdentityConfigFromEnv({ OPS_SESSION_IDLE_MINUTES: '5', OPS_SESSION_MAX_HOURS: '2' }, 'production')).toMatchObject({
      idleMs: 5 * 60_000,
      maxMs: 2 * 3_600_000,
      secureCookie: true,
    });
  });

  it('derive the TOTP key from APP_KEY_SECRET under a label of their own', () => {
    const a = opsIdentityConfigFromEnv({ APP_KEY_SECRET: 'same secret' }).encryptionKey;
    expect(opsIdentityConfigFromEnv({ APP_KEY_SECRET: 'same secret' }).encryptionKey.equals(a)).toBe(true);
    expect(opsIdentityConfigFromEnv({ APP_KEY_SECRET: 'other secret' }).encryptionKey.equals(a)).toBe(false);
  });
});
