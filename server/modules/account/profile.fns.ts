// The user row as the screens see it: no hashes, balance as a decimal string.
import type { UserInfo, UserProfile } from '../../../src/contracts/account.ts';
import type { IdentityProvider } from '../../db/schema.ts';
import type { UserRow } from '../auth/users.repo.ts';

/** Until the wallet exists every balance is zero. */
export const PLACEHOLDER_BALANCE = '0.0000';

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    account: user.account,
    email: user.email ?? '',
    nickname: user.nickname,
    balance: PLACEHOLDER_BALANCE,
    isAgent: false,
    hasPaymentPassword: user.paymentPasswordHash !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export function toUserProfile(user: UserRow, providers: readonly IdentityProvider[]): UserProfile {
  return {
    ...toUserInfo(user),
    firstName: user.firstName,
    lastName: user.lastName,
    pinyinName: user.pinyinName,
    phone: user.phone,
    idNumber: user.idNumber,
    alias: user.alias,
    agentCode: user.agentCode,
    signInMethods: [...(user.passwordSetAt ? (['password'] as const) : []), ...[...providers].sort()],
  };
}
