import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import * as f from './fields.ts';

/** The signed-in user as the screens show it. Balance is a decimal string of game coins. */
export const userInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string(),
  nickname: z.string().nullable(),
  balance: z.string(),
  isAgent: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** An app key (TOTP) is bound: withdrawals and fund-password changes then ask for its code. */
  appKeyBound: z.boolean(),
  createdAt: isoDateTime,
  lastLoginAt: isoDateTime.nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Every profile field, for account settings. */
export const userProfile = userInfo.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  pinyinName: z.string().nullable(),
  phone: z.string().nullable(),
  idNumber: z.string().nullable(),
  alias: z.string().nullable(),
  agentCode: z.string().nullable(),
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
  request: z
    .object({
      nickname: f.nickname.optional(),
      firstName: f.personName.optional(),
      lastName: f.personName.optional(),
      pinyinName: f.latinName.optional(),
      phone: f.phone.optional(),
      email: f.email.optional(),
      emailCode: f.emailCode.optional(),
    })
    .strict(),
  response: userProfile,
});

export const userEmailCode = defineCall({
  path: '/v2/app/user/email/code',
  auth: 'user',
  tag: 'account',
  summary: 'Mail a code to a new address before changing the account’s email',
  request: z.object({ email: f.email }).strict(),
  response: z.object({ cooldownSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
});

export const userUpdateIdNumber = defineCall({
  path: '/v2/app/user/update/idNumber',
  auth: 'user',
  tag: 'account',
  summary: 'Set the identity document number',
  request: z.object({ idNumber: f.idNumber }).strict(),
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
