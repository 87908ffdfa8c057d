import type { UserInfo } from '../contracts/account.ts';

/** A signed-in user as `user/info` answers it, for client tests. */
export const sampleUser: UserInfo = {
  id: 7,
  account: 'player1',
  email: 'p1@example.com',
  nickname: null,
  balance: '0',
  isAgent: false,
  hasPaymentPassword: false,
  appKeyBound: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
