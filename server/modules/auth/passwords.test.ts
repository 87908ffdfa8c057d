import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, dummyPasswordHash, hashPassword, setPasswordHashCost, TEST_COST, verifyPassword } from './passwords.ts';

describe('argon2id passwords', () => {
  it('stores a PHC string with parameters and salt, never the password', async () => {
    const hash = await hashPassword('s3cret-Pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain('s3cret');
    expect(await hashPassword('s3cret-Pass')).not.toBe(hash);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('s3cret-Pass');
    expect(await verifyPassword('s3cret-Pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-pass', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('reads the parameters from the stored string', async () => {
    const cheap = await hashPassword('pw123456', { memory: 1024, passes: 2, parallelism: 1 });
    expect(cheap).toContain('m=1024,t=2,p=1');
    expect(await verifyPassword('pw123456', cheap)).toBe(true);
  });

  it('refuses anything that is not an argon2id PHC string', async () => {
    expect(await verifyPassword('x', 'x')).toBe(false);
    expect(await verifyPassword('x', '$2b$10$abcdefghijklmnopqrstuv')).toBe(false);
    expect(await verifyPassword('anything', await dummyPasswordHash())).toBe(false);
  });

  it('makes new hashes at the cost set for tests, and still verifies hashes of any cost', async () => {
    const strong = await hashPassword('pw123456');
    setPasswordHashCost(TEST_COST);
    try {
      const cheap = await hashPassword('pw123456');
      expect(cheap).toContain('m=8,t=1,p=1');
      expect(await verifyPassword('pw123456', cheap)).toBe(true);
      expect(await verifyPassword('pw123457', cheap)).toBe(false);
      expect(await verifyPassword('pw123456', strong)).toBe(true);
    } finally {
      setPasswordHashCost(DEFAULT_COST);
    }
    expect(await hashPassword('pw123456')).toContain('m=19456,t=2,p=1');
  });
});
