import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import * as f from './fields.ts';

/** The signed-in user as the screens show it. Balance is a decimal string of game coins. */
export const userInfo = z.object({
  id: z.number().check(z.int()),
  account: z.string(),
  email: z.string(),
  nickname: z.nullable(z.string()),
  balance: z.string(),
  isAgent: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** An app key (TOTP) is bound: withdrawals and fund-password changes then ask for its code. */
  appKeyBound: z.boolean(),
  createdAt: isoDateTime,
  lastLoginAt: z.nullable(isoDateTime),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Every profile field, for account settings. */
export const userProfile = z.extend(userInfo, {
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  pinyinName: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  idNumber: z.nullable(z.string()),
  alias: z.nullable(z.string()),
  agentCode: z.nullable(z.string()),
  signInMethods: z.array(z.enum(['password', 'google', 'line'])),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userInfoCall = defineCall({
  path: '/v2/app/user/info',
  auth: 'user',
  tag: 'account',
  summary: 'The signed-in user',
  request: emptyRequest,
  response: userInfo,
});

export const userGetInfo = defineCall({
  path: '/v2/app/user/get/info',
  auth: 'user',
  tag: 'account',
  summary: 'The signed-in user’s whole profile',
  request: emptyRequest,
  response: userProfile,
});

export const userUpdate = defineCall({
  path: '/v2/app/user/update',
  auth: 'user',
  tag: 'account',
  summary: 'Change profile fields; a new email needs the code mailed to it (user/email/code)',
  request: z.strictObject({
    nickname: z.optional(f.nickname),
    firstName: z.optional(f.personName),
    lastName: z.optional(f.personName),
    pinyinName: z.optional(f.latinName),
    phone: z.optional(f.phone),
    email: z.optional(f.email),
    emailCode: z.optional(f.emailCode),
  }),
  response: userProfile,
});

export const userEmailCode = defineCall({
  path: '/v2/app/user/email/code',
  auth: 'user',
  tag: 'account',
  summary: 'Mail a code to a new address before changing the account’s email',
  request: z.strictObject({ email: f.email }),
  response: z.object({ cooldownSeconds: z.number().check(z.int()), expiresInSeconds: z.number().check(z.int()) }),
});

export const userUpdateIdNumber = defineCall({
  path: '/v2/app/user/update/idNumber',
  auth: 'user',
  tag: 'account',
  summary: 'Set the identity document number',
  request: z.strictObject({ idNumber: f.idNumber }),
  response: userProfile,
});

export const aliasAccount = defineCall({
  path: '/v2/app/user/alias/account',
  auth: 'user',
  tag: 'account',
  summary: 'The account alias (created on first request)',
  request: emptyRequest,
  response: z.object({ alias: z.string() }),
});

export const aliasAccountReset = defineCall({
  path: '/v2/app/user/alias/account/reset',
  auth: 'user',
  tag: 'account',
  summary: 'Replace the account alias with a new one',
  request: emptyRequest,
  response: z.object({ alias: z.string() }),
});
