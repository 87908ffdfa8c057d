import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../src/contracts/account.ts';
import type { UserRow } from '../auth/users.repo.ts';
import { toUserInfo, toUserProfile } from './profile.fns.ts';

const row: UserRow = {
  id: 7,
  account: 'Taro01',
  email: 'taro@example.com',
  passwordHash: '$argon2id$secret',
  passwordSetAt: null,
  paymentPasswordHash: '$argon2id$fund', failedPaymentPasswords: 0, paymentPasswordLockedUntil: null,
  nickname: 'taro',
  firstName: null,
  lastName: null,
  pinyinName: null,
  phone: null,
  idNumber: null,
  alias: null,
  agentCode: null,
  referrerId: null,
  status: 'active',
  failedLogins: 0,
  lockedUntil: null,
  unlockTokenHash: 'f'.repeat(64),
  unlockTokenExpiresAt: null,
  locale: 'en-US',
  createdAt: new Date('2026-01-02T03:04:05Z'),
  lastLoginAt: null,
};

describe('profile mapping', () => {
  it('never exposes a hash; says whether a fund password exists', () => {
    const info = toUserInfo(row, 0n, false);
    expect(JSON.stringify(info)).not.toContain('argon2');
    expect(JSON.stringify(info)).not.toContain('f'.repeat(64));
    expect(info).toMatchObject({ hasPaymentPassword: true, balance: '0.0000', isAgent: false, createdAt: '2026-01-02T03:04:05.000Z' });
    expect(toUserInfo({ ...row, paymentPasswordHash: null }, 0n, false).hasPaymentPassword).toBe(false);
  });

  it('lists password sign-in only once the owner chose a password, then linked providers', () => {
    expect(toUserProfile(row, 0n, false, ['line', 'google']).signInMethods).toEqual(['google', 'line']);
    const chosen = toUserProfile({ ...row, passwordSetAt: new Date() }, 0n, false, ['google']);
    expect(chosen.signInMethods).toEqual(['password', 'google']);
    expect(userProfile.safeParse(chosen).success).toBe(true);
  });

  it('answers an empty email for a provider account without one', () => {
    expect(toUserInfo({ ...row, email: null }, 0n, false).email).toBe('');
  });

  it('shows the wallet balance as a four-decimal string, never through a float', () => {
    expect(toUserInfo(row, 12_345_000n, false).balance).toBe('1234.5000');
    expect(toUserInfo(row, 1n, false).balance).toBe('0.0001');
    // Units beyond 2^53: through a float the last digit would be lost.
    expect(toUserInfo(row, 9_007_199_254_740_993_001n, false).balance).toBe('900719925474099.3001');
    expect(toUserProfile(row, 7n, false, []).balance).toBe('0.0007');
  });
});
