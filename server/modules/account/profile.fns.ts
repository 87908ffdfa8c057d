// The user row as the screens see it: no hashes, balance as a decimal string.
import type { UserInfo, UserProfile } from '../../../src/contracts/account.ts';
import type { IdentityProvider } from '../../db/schema.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import type { UserRow } from '../auth/users.repo.ts';

/** `balance`: the wallet's units of 1/10 000 coin (holds for pending withdrawals not included). */
export function toUserInfo(user: UserRow, balance: bigint, appKeyBound: boolean): UserInfo {
  return {
    id: user.id,
    account: user.account,
    email: user.email ?? '',
    nickname: user.nickname,
    balance: formatAmount(balance),
    isAgent: user.agentCode !== null,
    hasPaymentPassword: user.paymentPasswordHash !== null,
    appKeyBound,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export function toUserProfile(user: UserRow, balance: bigint, appKeyBound: boolean, providers: readonly IdentityProvider[]): UserProfile {
  return {
    ...toUserInfo(user, balance, appKeyBound),
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
